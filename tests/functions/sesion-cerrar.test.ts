import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { callApi, createUser } from '../support/emulators';
import { logsOf, rechazaSinSesionActiva, veces } from './entrada-de-sesion';

describe('POST /api/sesion/cerrar: refusals write no log', () => {
  rechazaSinSesionActiva('sesion/cerrar', { screen: 'reportes' });

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

describe('POST /api/sesion/cerrar: once per session', () => {
  it('25 calls for one session write one "Sesion cerrada"; another session writes its own', async () => {
    const user = await createUser('manager');
    const token = await user.token();
    const cerrar = (t: string) => callApi('sesion/cerrar', { screen: 'reportes' }, t);
    const respuestas = await veces(25, () => cerrar(token));
    expect(respuestas.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect((await logsOf(user.email)).map((log) => log.message)).toEqual(['Sesion cerrada']);
    // Another sign-in (auth_time counts whole seconds) is another session.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await cerrar(await user.token())).status).toBe(200);
    expect((await logsOf(user.email)).map((log) => log.message)).toEqual(['Sesion cerrada', 'Sesion cerrada']);
  });
});
