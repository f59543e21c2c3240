// ID tokens as an older session holds them. The Auth emulator's tokens carry no signature (alg
// "none"), and the Admin SDK accepts them so against the emulator: a test can age a claim.
import { expect } from 'vitest';
import { AUTH_HOST, PROJECT_ID } from './emulators';

/** The claims of an ID token. */
export function claimsDe(token: string): { auth_time: number; firebase: { sign_in_second_factor?: string } } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/**
 * Moves the account's revocation mark (validSince) an hour back: the Admin SDK refuses a token
 * whose auth_time is older than it, as after a revocation, and a new account's mark is its creation.
 */
export async function validoDesdeHaceUnaHora(uid: string) {
  const respuesta = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, validSince: String(Math.floor(Date.now() / 1000) - 3600) }),
    },
  );
  expect(respuesta.status).toBe(200);
}

/** The same ID token as if its user had signed in (with whatever factors it did) `minutos` ago. */
export function autenticadoHace(token: string, minutos: number): string {
  const [cabecera, cuerpo, firma] = token.split('.');
  const claims = JSON.parse(Buffer.from(cuerpo, 'base64url').toString('utf8')) as Record<string, unknown>;
  const viejo = { ...claims, auth_time: Math.floor(Date.now() / 1000) - minutos * 60 };
  return [cabecera, Buffer.from(JSON.stringify(viejo)).toString('base64url'), firma].join('.');
}
