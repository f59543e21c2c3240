import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { MOTIVO_MAX } from '@domain/campos';
import type { RecargaRespuesta } from '@domain/recargas';
import { ApiError } from '@/lib/api/api-client';
import { revertirRecarga } from '@/lib/recargas/recargar';
import { getTheme } from '@/theme/theme';
import { recargaDePrueba } from './recarga-de-prueba';
import { RevertirDialog } from './RevertirDialog';

vi.mock('@/lib/firebase', () => ({ auth: {} }));
vi.mock('@/lib/recargas/recargar', () => ({ revertirRecarga: vi.fn() }));

const recarga = recargaDePrueba('exitosa');
const respuesta: RecargaRespuesta = { ...recarga, estado: 'revertida', creadoEn: 0, completadaEn: 0, saldo: 10_000 };

const enviar = vi.mocked(revertirRecarga);
const onDone = vi.fn();

beforeEach(() => {
  enviar.mockReset();
  onDone.mockReset();
  render(
    <ThemeProvider theme={getTheme()}>
      <RevertirDialog recarga={recarga} onClose={() => undefined} onDone={onDone} />
    </ThemeProvider>,
  );
});

const revertir = () => userEvent.click(screen.getByRole('button', { name: 'Revertir' }));
const motivo = () => screen.getByRole('textbox', { name: 'Motivo' });

it('asks for the reason under its field, and the message follows what is typed', async () => {
  await revertir();
  expect(motivo()).toHaveAccessibleDescription('El motivo es obligatorio');
  expect(motivo()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(enviar).not.toHaveBeenCalled();

  await userEvent.type(motivo(), 'N');
  expect(motivo()).toHaveAccessibleDescription('El motivo debe decir por qué, con al menos 3 letras o números');
  await userEvent.type(motivo(), 'úm');
  expect(motivo()).toHaveAttribute('aria-invalid', 'false');
  expect(motivo()).not.toHaveAccessibleDescription(/El motivo/);
});

it('refuses a reason longer than the server takes, under its field, and sends nothing', async () => {
  await userEvent.click(motivo());
  await userEvent.paste('x'.repeat(MOTIVO_MAX + 1));
  await revertir();
  expect(motivo()).toHaveAccessibleDescription(`El motivo admite como máximo ${MOTIVO_MAX} caracteres`);
  expect(motivo()).toHaveAttribute('aria-invalid', 'true');
  expect(enviar).not.toHaveBeenCalled();
});

it('sends the trimmed reason once, however often the form is sent before it shows busy, and hands the answer back', async () => {
  enviar.mockResolvedValue(respuesta);
  await userEvent.type(motivo(), '  Número equivocado ');
  const boton = screen.getByRole('button', { name: 'Revertir' });
  fireEvent.submit(boton);
  fireEvent.submit(boton);
  await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(respuesta));
  expect(enviar).toHaveBeenCalledTimes(1);
  expect(enviar).toHaveBeenCalledWith('r1', 'Número equivocado');
});

it('shows a refusal above the form and stays open to try again', async () => {
  enviar.mockRejectedValueOnce(new ApiError(409, 'La recarga ya fue revertida')).mockRejectedValueOnce(new Error('x'));
  await userEvent.type(motivo(), 'Número equivocado');

  await revertir();
  expect(await screen.findByRole('alert')).toHaveTextContent('La recarga ya fue revertida');
  await revertir();
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo revertir la recarga.');
  expect(screen.getByRole('button', { name: 'Revertir' })).toBeEnabled();
  expect(onDone).not.toHaveBeenCalled();
});

it('refuses a reason that says nothing ("🙂"), with the shared schema’s message, and sends nothing', async () => {
  await userEvent.type(motivo(), '🙂');
  await revertir();
  expect(motivo()).toHaveAccessibleDescription('El motivo debe decir por qué, con al menos 3 letras o números');
  expect(enviar).not.toHaveBeenCalled();
});
