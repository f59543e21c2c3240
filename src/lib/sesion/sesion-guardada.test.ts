import { afterEach, describe, expect, it } from 'vitest';
import { CLAVE_USUARIO_AUTH, MARGEN_TOKEN_MS, tokenGuardado } from './sesion-guardada';

const AHORA = 1_800_000_000_000;
const JWT = 'eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoiYWRtaW4tMSJ9.';
/** What Auth's browserSessionPersistence writes for a user (UserImpl.toJSON), in part. */
const guardar = (usuario: unknown) => sessionStorage.setItem(CLAVE_USUARIO_AUTH, JSON.stringify(usuario));
const usuario = (cambios: Record<string, unknown> = {}, token: Record<string, unknown> = {}) => ({
  uid: 'admin-1',
  email: 'admin@demo.test',
  stsTokenManager: { refreshToken: 'r', accessToken: JWT, expirationTime: AHORA + 60 * 60_000, ...token },
  ...cambios,
});

afterEach(() => sessionStorage.clear());

describe('the ID token Auth keeps for the tab', () => {
  it('is where the app initialises Auth: its API key, the default app', () => {
    expect(CLAVE_USUARIO_AUTH).toBe('firebase:authUser:demo-api-key:[DEFAULT]');
  });

  it('is given for its own uid while it has 5 minutes or more left', () => {
    guardar(usuario());
    expect(tokenGuardado('admin-1', AHORA)).toBe(JWT);
    guardar(usuario({}, { expirationTime: AHORA + MARGEN_TOKEN_MS }));
    expect(tokenGuardado('admin-1', AHORA)).toBe(JWT);
  });

  it.each([
    ['no stored user', null],
    ['another uid', usuario({ uid: 'otro' })],
    ['less than 5 minutes left', usuario({}, { expirationTime: AHORA + MARGEN_TOKEN_MS - 1 })],
    ['an expired token', usuario({}, { expirationTime: AHORA - 1 })],
    ['an expiry as text', usuario({}, { expirationTime: String(AHORA + 3_600_000) })],
    ['no token', usuario({}, { accessToken: undefined })],
    ['a token that is not a JWT', usuario({}, { accessToken: 'a b\r\nX-Otra: 1' })],
    ['a token too long', usuario({}, { accessToken: `${'a'.repeat(9_000)}.b.c` })],
    ['no token manager', usuario({ stsTokenManager: null })],
    ['an array', [usuario()]],
  ])('is not given with %s', (_caso, guardado) => {
    if (guardado !== null) guardar(guardado);
    expect(tokenGuardado('admin-1', AHORA)).toBeNull();
  });

  it('is not given when what is stored is not JSON', () => {
    sessionStorage.setItem(CLAVE_USUARIO_AUTH, '{roto');
    expect(tokenGuardado('admin-1', AHORA)).toBeNull();
  });
});
