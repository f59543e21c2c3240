// The ID token Firebase Auth keeps for this tab, read without Auth's SDK: Inicio's reads leave
// with it as the page loads (lectura-temprana.ts), before the SDK has arrived.
import { apiKey } from '../firebase-config';

/** Where Auth keeps this tab's user: browserSessionPersistence (firebase.ts), the default app. */
export const CLAVE_USUARIO_AUTH = `firebase:authUser:${apiKey}:[DEFAULT]`;

/** A token with less than this left is not used: Auth refreshes it first, and a read must not outlive it. */
export const MARGEN_TOKEN_MS = 5 * 60_000;

/** An ID token is a JWT: three base64url parts. Anything else, or longer, is not sent. */
const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/;
const JWT_MAXIMO = 8_192;

/**
 * The ID token Auth stored for `uid` in this tab, if it has 5 minutes or more left; null when
 * there is none, it is for someone else, or it is not what Auth writes. Only a head start: the
 * rules judge the token as they judge the SDK's, and the route's guard still waits for Auth's first
 * report (the only word on who is signed in) before a screen shows what it read.
 */
export function tokenGuardado(uid: string, ahora = Date.now()): string | null {
  let guardado: unknown;
  try {
    guardado = JSON.parse(sessionStorage.getItem(CLAVE_USUARIO_AUTH) ?? 'null');
  } catch {
    return null;
  }
  if (typeof guardado !== 'object' || guardado === null) return null;
  const { uid: suyo, stsTokenManager } = guardado as { uid?: unknown; stsTokenManager?: unknown };
  if (suyo !== uid || typeof stsTokenManager !== 'object' || stsTokenManager === null) return null;
  const { accessToken, expirationTime } = stsTokenManager as { accessToken?: unknown; expirationTime?: unknown };
  if (typeof accessToken !== 'string' || accessToken.length > JWT_MAXIMO || !JWT.test(accessToken)) return null;
  if (typeof expirationTime !== 'number' || expirationTime - ahora < MARGEN_TOKEN_MS) return null;
  return accessToken;
}
