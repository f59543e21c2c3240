// What POST /api/sesion/cerrar and /api/sesion/propia share: each writes one log entry of the
// caller's own session (its sign-out; its sign-in or password change), and refuses alike a caller
// that is not signed in or not active. Their tests (sesion-cerrar.test.ts, sesion-propia.test.ts)
// run these refusals with their own path and body.
import { expect, it } from 'vitest';
import { adminAuth, adminDb, callApi, createUser } from '../support/emulators';

/** The log entries written with this e-mail. */
export async function logsOf(email: string) {
  const snap = await adminDb.collection('logs').where('email', '==', email).get();
  return snap.docs.map((doc) => doc.data());
}

/**
 * `n` calls one after another, their answers: the same act sent again and again, as a script
 * would. (At once, the functions emulator starts a worker for each, a second or more apiece.)
 */
export async function veces<T>(n: number, llamar: () => Promise<T>): Promise<T[]> {
  const respuestas: T[] = [];
  for (let i = 0; i < n; i += 1) respuestas.push(await llamar());
  return respuestas;
}

/** The refusals of a caller not signed in, revoked, inactive or without a record: 401/403, no log. */
export function rechazaSinSesionActiva(ruta: string, cuerpo: Record<string, unknown>) {
  it('401 without a token, with a bad token and with a revoked one', async () => {
    const user = await createUser('manager');
    const token = await user.token();
    expect((await callApi(ruta, cuerpo)).status).toBe(401);
    expect((await callApi(ruta, cuerpo, 'basura')).status).toBe(401);
    // Revocation counts in whole seconds: the token must be older than it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth.revokeRefreshTokens(user.uid);
    expect((await callApi(ruta, cuerpo, token)).status).toBe(401);
    expect(await logsOf(user.email)).toEqual([]);
  });

  it('403 for an inactive user and for a login without a usuarios record', async () => {
    for (const user of [
      await createUser('admin', { estatus: false }),
      await createUser('manager', { record: false }),
    ]) {
      const answer = await callApi(ruta, cuerpo, await user.token());
      expect(answer.status).toBe(403);
      expect(await logsOf(user.email)).toEqual([]);
    }
  });
}
