import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { EstadoRecarga } from '@domain/recargas-base';
import { AccionesDeRecarga, type AccionesRecarga } from './AccionesRecarga';
import { recargaDePrueba as fila } from './recarga-de-prueba';

const todas = (): Required<AccionesRecarga> => ({
  onVerificar: vi.fn(),
  onTicket: vi.fn(),
  onRepetir: vi.fn(),
  onRevertir: vi.fn(),
});

const botones = () => screen.queryAllByRole('button').map((boton) => boton.getAttribute('aria-label'));

it.each<[EstadoRecarga, string[]]>([
  ['pendiente', ['Verificar R-000001', 'Recargar otra vez R-000001']],
  ['exitosa', ['Reimprimir R-000001', 'Recargar otra vez R-000001', 'Revertir R-000001']],
  ['fallida', ['Recargar otra vez R-000001']],
  ['revertida', ['Recargar otra vez R-000001']],
])('a %s top-up offers what its state allows', (estado, esperados) => {
  render(<AccionesDeRecarga row={fila(estado)} acciones={todas()} />);
  expect(botones()).toEqual(esperados);
});

it('offers only the actions the screen handles, and each acts on its own row', async () => {
  const onRevertir = vi.fn();
  const row = fila('exitosa');
  render(<AccionesDeRecarga row={row} acciones={{ onRevertir }} />);
  expect(botones()).toEqual(['Revertir R-000001']);
  await userEvent.click(screen.getByRole('button', { name: 'Revertir R-000001' }));
  expect(onRevertir).toHaveBeenCalledWith(row);
});
