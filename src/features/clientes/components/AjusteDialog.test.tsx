import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { leerSaldo } from '@/lib/lecturas/leer-saldo';
import { getTheme } from '@/theme/theme';
import { ajustarSaldo } from '../api/ajustar-saldo';
import { creditoDeDatos } from '@domain/credito-base';
import type { ClienteFila } from '../api/list-clientes';
import { AjusteDialog } from './AjusteDialog';

vi.mock('../api/ajustar-saldo', () => ({ ajustarSaldo: vi.fn() }));
vi.mock('@/lib/lecturas/leer-saldo', () => ({ leerSaldo: vi.fn() }));

const cliente: ClienteFila = {
  id: 'demo-cliente',
  nombre: 'Recargas La Esquina',
  contacto: 'Rosa',
  telefono: '5515429165',
  correo: 'cliente@demo.test',
  saldo: 50_000,
  comisiones: { predeterminada: 0 },
  estatus: true,
  creadoEn: null,
  credito: creditoDeDatos({}),
};

const enviar = vi.mocked(ajustarSaldo);

beforeEach(() => {
  enviar.mockReset();
  vi.mocked(leerSaldo).mockResolvedValue(cliente.saldo);
  render(
    <ThemeProvider theme={getTheme()}>
      <AjusteDialog cliente={cliente} onClose={vi.fn()} onDone={vi.fn()} onSaldoLeido={vi.fn()} />
    </ThemeProvider>,
  );
});

const motivo = () => screen.getByRole('textbox', { name: 'Motivo' });

it('refuses a reason that says nothing ("🙂") under its field, and sends nothing', async () => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Monto (pesos)' }), '150');
  await userEvent.type(motivo(), '🙂');
  await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
  expect(await screen.findByText('El motivo debe decir por qué, con al menos 3 letras o números')).toBeVisible();
  expect(motivo()).toHaveAttribute('aria-invalid', 'true');
  expect(enviar).not.toHaveBeenCalled();
});

it('sends a reason with words, its emoji and accents kept', async () => {
  enviar.mockResolvedValue({
    movimientoId: 'm',
    clienteId: cliente.id,
    monto: 15_000,
    saldoAnterior: 0,
    saldoNuevo: 0,
  });
  await userEvent.type(screen.getByRole('textbox', { name: 'Monto (pesos)' }), '150');
  // Pasted: typed a key at a time, a long text takes seconds on a busy machine.
  await userEvent.click(motivo());
  await userEvent.paste('Depósito en ventanilla 🙂');
  await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
  await vi.waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
  expect(enviar.mock.calls[0][0]).toMatchObject({ tipo: 'abono', monto: 15_000, motivo: 'Depósito en ventanilla 🙂' });
});
