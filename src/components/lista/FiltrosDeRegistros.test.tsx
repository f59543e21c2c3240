import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectFilter } from '../filters';
import { FiltrosDeRegistros } from './FiltrosDeRegistros';
import { useFiltro } from './use-lista';

function Filtros() {
  const { filtro, campo } = useFiltro({ texto: '', tipo: '' as '' | 'tae', estatus: '' as '' | 'activos' });
  return (
    <>
      <FiltrosDeRegistros buscar="Buscar por nombre" campo={campo}>
        <SelectFilter label="Tipo" options={[{ value: 'tae', label: 'Tiempo aire' }]} {...campo('tipo')} />
      </FiltrosDeRegistros>
      <output>{JSON.stringify(filtro)}</output>
    </>
  );
}

describe('FiltrosDeRegistros', () => {
  it('shows the search box, then the list’s own filters, then Estatus, each bound to its field', async () => {
    render(<Filtros />);
    const buscar = screen.getByRole('textbox', { name: 'Buscar por nombre' });
    const [tipo, estatus] = screen.getAllByRole('combobox');
    expect(tipo).toHaveAccessibleName('Tipo');
    expect(estatus).toHaveAccessibleName('Estatus');
    expect(buscar.compareDocumentPosition(tipo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.type(buscar, 'Norte');
    await userEvent.click(estatus);
    await userEvent.click(screen.getByRole('option', { name: 'Activos' }));
    expect(screen.getByRole('status')).toHaveTextContent('{"texto":"Norte","tipo":"","estatus":"activos"}');
  });
});
