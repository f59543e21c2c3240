import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotifyProvider } from '@/components/notify';
import { CambiarPasswordForm } from './CambiarPasswordForm';

const cambiarPassword = vi.fn();
const restablecerPassword = vi.fn();
vi.mock('../api/cambiar-password', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/cambiar-password')>();
  return { ...original, cambiarPassword: (...args: unknown[]) => cambiarPassword(...args) };
});
vi.mock('@/lib/cuentas/restablecer-password', () => ({
  restablecerPassword: (...args: unknown[]) => restablecerPassword(...args),
}));

const REFUSAL = { code: 'auth/invalid-credential' };

async function submitWrongPassword() {
  cambiarPassword.mockRejectedValueOnce(REFUSAL);
  await userEvent.type(screen.getByLabelText('Contraseña actual'), 'equivocada');
  await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'nueva1234');
  await userEvent.type(screen.getByLabelText('Confirmar contraseña nueva'), 'nueva1234');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  return screen.findByRole('alert');
}

describe('Perfil: cambiar contraseña', () => {
  beforeEach(() => {
    cambiarPassword.mockReset();
    restablecerPassword.mockReset();
    render(
      <NotifyProvider>
        <CambiarPasswordForm correo="rosa@prueba.test" />
      </NotifyProvider>,
    );
  });

  it('drops an old refusal once the reset e-mail is sent', async () => {
    const alert = await submitWrongPassword();
    restablecerPassword.mockResolvedValue(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un correo de restablecimiento' }));
    expect(await screen.findByText(/Enviamos a rosa@prueba.test/)).toBeVisible();
    expect(alert).not.toBeInTheDocument();
  });

  it('drops an old refusal as soon as the user corrects the form', async () => {
    const alert = await submitWrongPassword();
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'x');
    expect(alert).not.toBeInTheDocument();
  });
});
