import { afterEach, describe, expect, it, vi } from 'vitest';
import { eliminarUsuario } from './eliminar-usuario';
import { registrarUsuario } from '@/lib/cuentas/registrar-usuario';

const fakeAuth = vi.hoisted(() => ({
  currentUser: null as null | { getIdToken: () => Promise<string> },
}));
vi.mock('@/lib/firebase', () => ({ auth: fakeAuth }));

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

const body = { email: 'a@b.test', password: 'secreta', displayName: 'A', role: 'manager' as const };

describe('user API calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    fakeAuth.currentUser = null;
  });

  it('register sends the bearer token and returns the uid', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    const fetch = answer(200, { uid: 'nuevo' });
    vi.stubGlobal('fetch', fetch);
    expect(await registrarUsuario(body)).toBe('nuevo');
    expect(fetch).toHaveBeenCalledWith('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      body: JSON.stringify(body),
    });
  });

  it('register failure reads "Error en registro: " + the server text', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    vi.stubGlobal('fetch', answer(409, { error: 'Ya existe un usuario con el correo a@b.test' }));
    await expect(registrarUsuario(body)).rejects.toThrow(
      'Error en registro: Ya existe un usuario con el correo a@b.test',
    );
  });

  it('register without a signed-in user sends no token header (the server answers 401)', async () => {
    const fetch = answer(401, { error: 'Falta el token de autenticación' });
    vi.stubGlobal('fetch', fetch);
    await expect(registrarUsuario(body)).rejects.toThrow('Error en registro: Falta el token de autenticación');
    expect(fetch.mock.calls[0][1].headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('a plain-text failure is shown as it came', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Bad Gateway', { status: 502 })));
    await expect(eliminarUsuario('x')).rejects.toThrow('Error al borrar usuario: Bad Gateway');
  });

  it('delete failure reads "Error al borrar usuario: " + the server text', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    vi.stubGlobal('fetch', answer(422, { error: 'No puede eliminar su propia cuenta' }));
    await expect(eliminarUsuario('yo')).rejects.toThrow('Error al borrar usuario: No puede eliminar su propia cuenta');
  });

  it('delete sends the bearer token and the uid as its body', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    const fetch = answer(200, { uid: 'u9' });
    vi.stubGlobal('fetch', fetch);
    await eliminarUsuario('u9');
    expect(fetch).toHaveBeenCalledWith('/api/deleteUser', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      body: JSON.stringify({ uid: 'u9' }),
    });
  });

  it('a token that cannot be read is sent as none: the server answers 401, the screen its prefix', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.reject(new Error('red caída')) };
    const fetch = answer(401, { error: 'Falta el token de autenticación' });
    vi.stubGlobal('fetch', fetch);
    await expect(eliminarUsuario('x')).rejects.toThrow('Error al borrar usuario: Falta el token de autenticación');
    expect(fetch.mock.calls[0][1].headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('delete requires a signed-in user', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(eliminarUsuario('x')).rejects.toThrow('No hay usuario autenticado');
    expect(fetch).not.toHaveBeenCalled();
  });
});
