import { describe, expect, it } from 'vitest';
import { clearSessionUser, readSessionUser, SESSION_KEY, writeSessionUser } from './session-user';

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
