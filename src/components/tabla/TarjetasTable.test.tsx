import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paginaDePrueba } from '@/lib/carga/pagina-de-prueba';
import type { CursorPage } from '@/lib/carga/use-cursor-page';
import { getTheme } from '@/theme/theme';
import { TarjetasTable } from './TarjetasTable';

type Fila = { id: string; folio: string };

const pagina = (cambios: Partial<CursorPage<Fila>>) => paginaDePrueba<Fila>(cambios);

function renderTabla(data: CursorPage<Fila>) {
  return render(
    <ThemeProvider theme={getTheme()}>
      <TarjetasTable
        label="Compras"
        columns={[{ field: 'folio', headerName: 'Folio' }]}
        data={data}
        emptyText="Sin compras"
      />
    </ThemeProvider>,
  );
}

describe('TarjetasTable', () => {
  it('draws the pager under the cards once the first page has come, not while it is read (nothing is pushed down)', () => {
    const { rerender } = renderTabla(pagina({ loading: true }));
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
    expect(screen.queryByText('Filas')).not.toBeInTheDocument();

    rerender(
      <ThemeProvider theme={getTheme()}>
        <TarjetasTable
          label="Compras"
          columns={[{ field: 'folio', headerName: 'Folio' }]}
          data={pagina({ rows: [{ id: 'a', folio: 'C-1' }] })}
          emptyText="Sin compras"
        />
      </ThemeProvider>,
    );
    expect(screen.getByText('C-1')).toBeInTheDocument();
    expect(screen.getByText('1–1 de 1')).toBeInTheDocument();
  });

  it('keeps the pager while another page is read', () => {
    renderTabla(pagina({ loading: true, page: 1, rows: [{ id: 'b', folio: 'C-2' }] }));
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeInTheDocument();
  });

  it('shows the pager and the empty text when there is nothing to list', () => {
    renderTabla(pagina({}));
    expect(screen.getByText('Sin compras')).toBeInTheDocument();
    expect(screen.getByText('Filas')).toBeInTheDocument();
  });
});
