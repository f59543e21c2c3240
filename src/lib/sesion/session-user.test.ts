import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@domain/usuarios';
import { clearSessionUser, parseSessionUser, readSessionUser, SESSION_KEY, writeSessionUser } from './session-user';

describe('sessionStorage.currentUser', () => {
  it('round-trips the session user under the key currentUser', () => {
    const user = { uid: 'a', nombre: 'Ana', correo: 'a@x.test', role: 'admin' as const, estatus: true };
    writeSessionUser(user);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '')).toEqual(user);
    expect(SESSION_KEY).toBe('currentUser');
    expect(readSessionUser()).toEqual({ status: 'ok', user });
    clearSessionUser();
    expect(readSessionUser()).toEqual({ status: 'missing' });
  });

  it('tells garbage and unknown roles apart from a missing entry', () => {
    sessionStorage.setItem(SESSION_KEY, '{no es json');
    expect(readSessionUser()).toEqual({ status: 'corrupt' });
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ uid: 'a', nombre: 'A', correo: 'a', role: 'root', estatus: true }),
    );
    expect(readSessionUser()).toEqual({ status: 'corrupt' });
  });
});

describe('the session user check', () => {
  const user = { uid: 'a', nombre: 'Ana', correo: 'a@x.test', role: 'admin', estatus: true };
  it.each([
    ['a complete user', user],
    ['a user with extra fields', { ...user, creadoEn: 1, password: 'x' }],
    ['an empty uid', { ...user, uid: '' }],
    ['a missing nombre', { ...user, nombre: undefined }],
    ['a numeric correo', { ...user, correo: 5 }],
    ['an unknown role', { ...user, role: 'root' }],
    ['estatus as text', { ...user, estatus: 'true' }],
    ['null', null],
    ['an array', [user]],
    ['a string', 'admin'],
  ])('answers like the shared zod schema for %s', (_case, value) => {
    const parsed = sessionUserSchema.safeParse(value);
    expect(parseSessionUser(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
