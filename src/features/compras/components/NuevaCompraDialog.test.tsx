import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getTheme } from '@/theme/theme';
import { crearCompra } from '../api/compras-api';
import { NuevaCompraDialog } from './NuevaCompraDialog';

vi.mock('@/lib/firebase', () => ({ auth: {} }));
vi.mock('../api/compras-api', () => ({ crearCompra: vi.fn() }));
vi.mock('./DatosDePago', () => ({ DatosDePago: () => null }));
vi.mock('../api/use-opciones-compra', () => {
  const listas = {
    sims: [{ id: 'sim-telcel', nombre: 'Chip Telcel', precio: 5_000 }],
    proveedores: [{ id: 'prov-1', nombre: 'Mayorista Norte', precio: 0 }],
  };
  const uso = (opciones: unknown[]) => ({ opciones, error: null, loading: false, reload: vi.fn() });
  return { useSimsActivos: () => uso(listas.sims), useProveedoresActivos: () => uso(listas.proveedores) };
});

const onDone = vi.fn();

function abrir(origen: 'cliente' | 'proveedor') {
  render(
    <ThemeProvider theme={getTheme()}>
      <NuevaCompraDialog origen={origen} onClose={vi.fn()} onDone={onDone} />
    </ThemeProvider>,
  );
  return screen.getByRole('dialog', { name: origen === 'cliente' ? 'Nueva compra' : 'Nuevo reabasto' });
}

async function elegir(dialogo: HTMLElement, combo: string, opcion: string) {
  await userEvent.click(within(dialogo).getByRole('combobox', { name: combo }));
  await userEvent.click(screen.getByRole('option', { name: opcion }));
}

beforeEach(() => {
  vi.mocked(crearCompra).mockReset();
  vi.mocked(crearCompra).mockResolvedValue({
    id: 'c1',
    folio: 'C-000001',
    origen: 'cliente',
    estado: 'pendiente',
    total: 0,
  });
  onDone.mockReset();
});

describe('Nuevo reabasto: each field says its own error in a shop’s words, and nothing is sent', () => {
  it.each([
    ['150,50', 'Use punto para los decimales'],
    ['🙂', 'El costo: escriba un importe en pesos, por ejemplo 25.50'],
    ['', 'El costo: escriba un importe en pesos, por ejemplo 25.50'],
    ['0', 'El costo debe ser mayor que cero'],
  ])('a cost of "%s": "%s" under Costo unitario', async (costo, mensaje) => {
    const dialogo = abrir('proveedor');
    await elegir(dialogo, 'Proveedor', 'Mayorista Norte');
    await elegir(dialogo, 'Chip 1', 'Chip Telcel');
    if (costo) await userEvent.type(within(dialogo).getByLabelText('Costo unitario'), costo);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar reabasto' }));
    const campo = within(dialogo).getByLabelText('Costo unitario');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(campo).toHaveAccessibleDescription(mensaje);
    expect(within(dialogo).queryByRole('alert')).toBeNull();
    expect(crearCompra).not.toHaveBeenCalled();
  });

  it('a row without its chip and a missing supplier are named on their fields', async () => {
    const dialogo = abrir('proveedor');
    await userEvent.type(within(dialogo).getByLabelText('Costo unitario'), '35');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar reabasto' }));
    // A select's error is its helper text, beside it.
    expect(within(dialogo).getByText('Elija el chip')).toBeVisible();
    expect(within(dialogo).getByText('Elija el proveedor')).toBeVisible();
    expect(crearCompra).not.toHaveBeenCalled();
  });

  it('well filled, it sends the cost in centavos with the total shown', async () => {
    const dialogo = abrir('proveedor');
    await elegir(dialogo, 'Proveedor', 'Mayorista Norte');
    await elegir(dialogo, 'Chip 1', 'Chip Telcel');
    await userEvent.clear(within(dialogo).getByLabelText('Cantidad'));
    await userEvent.type(within(dialogo).getByLabelText('Cantidad'), '25');
    await userEvent.type(within(dialogo).getByLabelText('Costo unitario'), '35.50');
    await elegir(dialogo, 'Método de pago', 'Efectivo');
    expect(within(dialogo).getByTestId('total-compra')).toHaveTextContent('Total: $887.50');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar reabasto' }));
    expect(crearCompra, dialogo.textContent ?? '').toHaveBeenCalledTimes(1);
    expect(vi.mocked(crearCompra).mock.calls[0][0]).toMatchObject({
      origen: 'proveedor',
      proveedorId: 'prov-1',
      partidas: [{ productoId: 'sim-telcel', cantidad: 25, costoUnitario: 3_550 }],
      metodoPago: 'efectivo',
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('Nueva compra of a client', () => {
  it('"150,50" of saldo: "Use punto para los decimales" under the saldo, nothing sent', async () => {
    const dialogo = abrir('cliente');
    await userEvent.type(within(dialogo).getByLabelText('Saldo para recargas (pesos)'), '150,50');
    await userEvent.type(within(dialogo).getByLabelText(/Referencia del pago/), 'SPEI 123');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar compra' }));
    expect(within(dialogo).getByLabelText('Saldo para recargas (pesos)')).toHaveAccessibleDescription(
      'Use punto para los decimales',
    );
    expect(crearCompra).not.toHaveBeenCalled();
  });

  it('an empty compra says what to fill; a saldo of 150.50 goes as 15,050 centavos with its total', async () => {
    const dialogo = abrir('cliente');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar compra' }));
    expect(within(dialogo).getByLabelText('Saldo para recargas (pesos)')).toHaveAccessibleDescription(
      'Escriba el saldo o agregue chips',
    );
    await userEvent.type(within(dialogo).getByLabelText('Saldo para recargas (pesos)'), '150.50');
    await userEvent.type(within(dialogo).getByLabelText(/Referencia del pago/), 'SPEI 123');
    expect(within(dialogo).getByTestId('total-compra')).toHaveTextContent('Total: $150.50');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar compra' }));
    expect(vi.mocked(crearCompra).mock.calls[0][0]).toMatchObject({
      origen: 'cliente',
      saldo: 15_050,
      total: 15_050,
      referencia: 'SPEI 123',
    });
  });
});
