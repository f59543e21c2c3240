import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb, callApi, createUser } from '../support/emulators';

async function logsOf(email: string) {
  const snap = await adminDb.collection('logs').where('email', '==', email).get();
  return snap.docs.map((doc) => doc.data());
}

describe('POST /api/sesion/cerrar: refusals write no log', () => {
  it('401 without a token, with a bad token and with a revoked one', async () => {
    const user = await createUser('manager');
    const token = await user.token();
    expect((await callApi('sesion/cerrar', { screen: 'reportes' })).status).toBe(401);
    expect((await callApi('sesion/cerrar', { screen: 'reportes' }, 'basura')).status).toBe(401);
    // Revocation counts in whole seconds: the token must be older than it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth.revokeRefreshTokens(user.uid);
    expect((await callApi('sesion/cerrar', { screen: 'reportes' }, token)).status).toBe(401);
    expect(await logsOf(user.email)).toEqual([]);
  });

  it('403 for an inactive user and for a login without a usuarios record', async () => {
    for (const user of [
      await createUser('admin', { estatus: false }),
      await createUser('manager', { record: false }),
    ]) {
      const answer = await callApi('sesion/cerrar', { screen: 'inicio' }, await user.token());
      expect(answer.status).toBe(403);
      expect(await logsOf(user.email)).toEqual([]);
    }
  });

  it('400 for an unknown or missing screen', async () => {
    const user = await createUser('user', { cliente: true });
    const token = await user.token();
    for (const body of [{ screen: 'otra' }, {}, { screen: '' }]) {
      const answer = await callApi('sesion/cerrar', body, token);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('La pantalla no es válida');
    }
    expect(await logsOf(user.email)).toEqual([]);
  });
});

describe('POST /api/sesion/cerrar: allowed', () => {
  it.each(['admin', 'manager', 'user'] as const)(
    'a %s gets one INFO log with its e-mail, the screen and server time',
    async (role) => {
      const user = await createUser(role, { cliente: role === 'user' });
      const before = Date.now();
      const answer = await callApi(
        'sesion/cerrar',
        { screen: 'perfil', email: 'otro@prueba.test' },
        await user.token(),
      );
      expect(answer).toEqual({ status: 200, body: { ok: true } });
      const logs = await logsOf(user.email);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ type: 'INFO', screen: 'perfil', message: 'Sesion cerrada', email: user.email });
      expect(logs[0].origen).toBe('servidor');
      expect(Object.keys(logs[0]).sort()).toEqual(['email', 'fecha', 'message', 'origen', 'screen', 'type']);
      const fecha = (logs[0].fecha as Timestamp).toMillis();
      expect(fecha).toBeGreaterThanOrEqual(before - 1000);
      expect(fecha).toBeLessThanOrEqual(Date.now() + 1000);
      expect(await logsOf('otro@prueba.test')).toEqual([]);
    },
  );
});
