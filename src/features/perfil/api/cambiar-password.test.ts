import { describe, expect, it, vi } from 'vitest';
import { cambiarPassword, cambiarPasswordError } from './cambiar-password';

// Without a signed-in user nothing is sent, and the required message is "No hay usuario autenticado".
const h = vi.hoisted(() => ({ reauth: vi.fn(), update: vi.fn() }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api/log-propio', () => ({ escribirLogPropio: vi.fn() }));
vi.mock('firebase/auth', () => ({
  EmailAuthProvider: { credential: vi.fn() },
  reauthenticateWithCredential: h.reauth,
  updatePassword: h.update,
}));

describe('cambiarPassword', () => {
  it('without a signed-in user says so in Spanish and changes nothing', async () => {
    const error = await cambiarPassword('actual123', 'nueva1234', document.createElement('div')).catch(
      (thrown: unknown) => thrown,
    );
    expect(cambiarPasswordError(error)).toBe('No hay usuario autenticado');
    expect(h.reauth).not.toHaveBeenCalled();
    expect(h.update).not.toHaveBeenCalled();
  });

  it('a wrong current password reads as such', () => {
    expect(cambiarPasswordError(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }))).toBe(
      'La contraseña actual es incorrecta.',
    );
  });
});
