import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { paginaDePrueba } from '@/lib/carga/pagina-de-prueba';
import type { DesdeHasta } from '@/lib/rango-fechas';
import { getTheme } from '@/theme/theme';
import { ListaConFechas } from './ListaConFechas';

// The pickers' code takes a while to come, as over a phone's network.
vi.mock('../FechaInput', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return importOriginal();
});

const vacia = paginaDePrueba<{ id: string }>();

function renderLista(value: DesdeHasta) {
  render(
    <ThemeProvider theme={getTheme()}>
      <ListaConFechas
        label="Historial"
        columns={[{ field: 'id', headerName: 'Folio' }]}
        data={vacia}
        filtros={null}
        fechas={{ value, onChange: vi.fn() }}
      />
    </ThemeProvider>,
  );
}

describe('ListaConFechas', () => {
  it('shows Desde and Hasta as plain dd/mm/aaaa fields until one is touched, then the pickers with that one focused', async () => {
    renderLista({ desde: null, hasta: null });
    const desde = screen.getByRole('textbox', { name: 'Desde' });
    expect(desde).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(screen.getByRole('textbox', { name: 'Hasta' })).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    // No picker yet: its code has not been asked for.
    expect(screen.queryByRole('group', { name: 'Desde' })).not.toBeInTheDocument();

    const simple = screen.getByRole('textbox', { name: 'Hasta' });
    await userEvent.click(simple);
    // While the code comes: the same field stays, with the focus the touch gave it.
    expect(screen.getByRole('textbox', { name: 'Hasta' })).toBe(simple);
    expect(simple).toHaveFocus();
    const hasta = await screen.findByRole('group', { name: 'Hasta' }, { timeout: 5_000 });
    expect(screen.getByRole('group', { name: 'Desde' })).toHaveTextContent(/dd\/mm\/aaaa/);
    await waitFor(() => expect(hasta).toContainElement(document.activeElement as HTMLElement));
  });

  it('shows the pickers at once when a date is already chosen', async () => {
    renderLista({ desde: dayjs('2026-11-20'), hasta: null });
    expect(await screen.findByRole('group', { name: 'Desde' }, { timeout: 5_000 })).toHaveTextContent('20/11/2026');
    expect(document.activeElement).toBe(document.body);
  });
});
