import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BuscarPicker } from './BuscarPicker';

const { consultar } = vi.hoisted(() => ({
  consultar: vi.fn<(...args: unknown[]) => Promise<{ id: string; data: Record<string, unknown> }[]>>(),
}));
vi.mock('../lib/rest/consulta-rest', () => ({ consultar }));
vi.mock('../lib/firebase', () => ({ tokenDeSesion: async () => 'token-1', firestoreRest: 'http://rest' }));

describe('BuscarPicker', () => {
  beforeEach(() => {
    consultar.mockReset();
  });

  it('shows a failed search with Reintentar instead of an empty list, and retries', async () => {
    consultar.mockRejectedValueOnce({ code: 'permission-denied' });
    render(
      <BuscarPicker
        coleccion="proveedores"
        label="Proveedor"
        value={null}
        onChange={vi.fn()}
        noOptionsText="Sin proveedores"
      />,
    );
    expect(await screen.findByText('No tiene permiso para esta operación.')).toBeVisible();

    consultar.mockResolvedValue([{ id: 'a', data: { nombre: 'Distribuidora Norte' } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.queryByText('No tiene permiso para esta operación.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Proveedor' }));
    expect(await screen.findByRole('option', { name: 'Distribuidora Norte' })).toBeVisible();
    expect(consultar).toHaveBeenCalledTimes(2);
    // Only the names of the first 20 by name: never the whole collection, nor whole documents.
    expect(consultar.mock.calls[1].slice(2)).toEqual([
      'proveedores',
      { filtros: [], orden: 'nombre', limite: 20 },
      ['nombre'],
    ]);
  });
});
