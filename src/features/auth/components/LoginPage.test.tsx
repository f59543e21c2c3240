import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginError } from '../api/login-error';
import LoginPage from './LoginPage';

const iniciarSesion = vi.fn();
const restablecerPassword = vi.fn();
vi.mock('../api/iniciar-sesion', () => ({
  iniciarSesion: (...args: unknown[]) => iniciarSesion(...args),
}));
vi.mock('@/lib/cuentas/restablecer-password', () => ({
  restablecerPassword: (...args: unknown[]) => restablecerPassword(...args),
}));

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>destino</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function fill(correo: string, password: string) {
  if (correo) await userEvent.type(screen.getByLabelText('Correo electrónico'), correo);
  if (password) await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('login form', () => {
  beforeEach(() => {
    iniciarSesion.mockReset();
    restablecerPassword.mockReset();
  });

  it('validates before sending: a malformed e-mail and an empty password', async () => {
    renderLogin();
    await fill('no-es-correo', '');
    expect(await screen.findByText('El correo no es válido')).toBeInTheDocument();
    expect(screen.getByText('Escriba su contraseña')).toBeInTheDocument();
    expect(iniciarSesion).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field and checks it again as it changes, before any new submit', async () => {
    renderLogin();
    await fill('no-es-correo', 'demo1234');
    expect(await screen.findByText('El correo no es válido')).toBeInTheDocument();
    const correo = screen.getByLabelText('Correo electrónico');
    expect(correo).toHaveFocus();
    expect(correo).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(correo, '@demo.test');
    await vi.waitFor(() => expect(screen.queryByText('El correo no es válido')).not.toBeInTheDocument());
    expect(correo).toHaveAttribute('aria-invalid', 'false');
    expect(iniciarSesion).not.toHaveBeenCalled();
  });

  it('shows the product refusal message and stays on the form', async () => {
    const { LoginError } = await import('../api/login-error');
    iniciarSesion.mockRejectedValue(new LoginError('El usuario no está activo'));
    const router = renderLogin();
    await fill('inactivo@demo.test', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('El usuario no está activo');
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    [
      'an inactive user',
      () => new LoginError('El usuario no está activo'),
      'El usuario no está activo',
      /Pida a un administrador que la active/,
    ],
    [
      'an account disabled in Auth',
      () => ({ code: 'auth/user-disabled' }),
      'El usuario no está activo',
      /Pida a un administrador que la active/,
    ],
    [
      'a user without its client',
      () => new LoginError('El cliente no existe en el sistema'),
      'El cliente no existe en el sistema',
      /Pida a un administrador que lo dé de alta/,
    ],
  ])('tells %s what to do and whom to ask, on a second line under SPEC’s text', async (_caso, error, texto, ayuda) => {
    iniciarSesion.mockRejectedValue(error());
    renderLogin();
    await fill('alguien@demo.test', 'demo1234');
    const alerta = await screen.findByRole('alert');
    // SPEC's text stays the first line, whole; the help is the line under it.
    expect(alerta.firstChild?.textContent).toBe(texto);
    expect(alerta.querySelector('span')).toHaveTextContent(ayuda);
  });

  it('adds no second line to a refusal the person can fix', async () => {
    iniciarSesion.mockRejectedValue({ code: 'auth/invalid-credential' });
    renderLogin();
    await fill('admin@demo.test', 'mala');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^El correo o la contraseña son incorrectos\.$/);
  });

  it('translates an Auth error code into Spanish', async () => {
    iniciarSesion.mockRejectedValue({ code: 'auth/invalid-credential' });
    renderLogin();
    await fill('admin@demo.test', 'mala');
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo o la contraseña son incorrectos.');
  });

  it('goes on after a successful sign-in with a lower-cased, trimmed e-mail', async () => {
    iniciarSesion.mockResolvedValue({ paso: 'listo', usuario: { uid: 'a', role: 'admin' } });
    const router = renderLogin();
    await fill('  Admin@Demo.TEST ', 'demo1234');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(iniciarSesion).toHaveBeenCalledWith('admin@demo.test', 'demo1234', expect.any(HTMLDivElement));
  });

  it('asks for the e-mail before sending the reset, then confirms it', async () => {
    restablecerPassword.mockResolvedValue(undefined);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    expect(await screen.findByText('Escriba su correo para restablecer la contraseña')).toBeInTheDocument();
    expect(restablecerPassword).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'cliente@demo.test');
    await userEvent.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enviamos a cliente@demo.test un correo');
    expect(restablecerPassword).toHaveBeenCalledWith('cliente@demo.test');
  });
});

describe('the SMS step of an account with a second factor', () => {
  const confirmar = vi.fn();
  const reenviar = vi.fn();
  beforeEach(() => {
    confirmar.mockReset();
    reenviar.mockReset();
    iniciarSesion.mockReset();
    iniciarSesion.mockResolvedValue({ paso: 'codigo', telefono: '+*******5678', confirmar, reenviar });
  });

  const codigo = () => screen.getByLabelText('Código de verificación');
  const verificar = () => userEvent.click(screen.getByRole('button', { name: 'Verificar' }));

  it('asks for the code sent to the enrolled phone, checks it is 6 digits, and goes on once it is right', async () => {
    const router = renderLogin();
    await fill('admin@demo.test', 'demo1234');
    expect(await screen.findByText(/le enviamos por SMS al \+\*{7}5678/)).toBeInTheDocument();
    // Focused by the form's effect, which may run a frame after the text shows.
    await vi.waitFor(() => expect(codigo()).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
    await userEvent.type(codigo(), '12');
    await verificar();
    expect(await screen.findByText('El código tiene 6 dígitos')).toBeInTheDocument();
    expect(confirmar).not.toHaveBeenCalled();

    confirmar.mockRejectedValueOnce({ code: 'auth/invalid-verification-code' });
    await userEvent.type(codigo(), '3456');
    await verificar();
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto.');
    expect(router.state.location.pathname).toBe('/login');

    confirmar.mockResolvedValueOnce({ uid: 'a', role: 'admin' });
    await verificar();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(confirmar).toHaveBeenLastCalledWith('123456');
  });

  it('sends a new code on request, and goes back to the password form', async () => {
    reenviar.mockResolvedValue(undefined);
    renderLogin();
    await fill('admin@demo.test', 'demo1234');
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar el código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le enviamos un código nuevo al +*******5678.');
    await userEvent.click(screen.getByRole('button', { name: 'Volver a la contraseña' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('admin@demo.test');
    expect(screen.queryByLabelText('Código de verificación')).not.toBeInTheDocument();
  });

  it('returns to the password form with the refusal when the account itself is refused after the code', async () => {
    const { LoginError } = await import('../api/login-error');
    confirmar.mockRejectedValue(new LoginError('El usuario no está activo'));
    renderLogin();
    await fill('admin@demo.test', 'demo1234');
    await userEvent.type(await screen.findByLabelText('Código de verificación'), '123456');
    await verificar();
    expect(await screen.findByRole('alert')).toHaveTextContent('El usuario no está activo');
    expect(screen.getByLabelText('Correo electrónico')).toBeVisible();
  });
});
