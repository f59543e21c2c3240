import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firestoreFake, getDocs, snapshot } from '../test/firestore-fake';
import { BuscarPicker } from './BuscarPicker';

vi.mock('firebase/firestore', () => firestoreFake);
vi.mock('../lib/db', () => ({ db: {} }));

describe('BuscarPicker', () => {
  beforeEach(() => {
    getDocs.mockReset();
  });

  it('shows a failed search with Reintentar instead of an empty list, and retries', async () => {
    getDocs.mockRejectedValueOnce({ code: 'permission-denied' });
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

    getDocs.mockResolvedValue(snapshot([{ id: 'a', nombre: 'Distribuidora Norte' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.queryByText('No tiene permiso para esta operación.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Proveedor' }));
    expect(await screen.findByRole('option', { name: 'Distribuidora Norte' })).toBeVisible();
    expect(getDocs).toHaveBeenCalledTimes(2);
  });
});
