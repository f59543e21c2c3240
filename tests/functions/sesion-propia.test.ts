import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { AUTH_HOST, callApi, createUser, PROJECT_ID } from '../support/emulators';
import { logsOf, rechazaSinSesionActiva } from './entrada-de-sesion';

/**
 * Moves the account's revocation mark (validSince) an hour back: the Admin SDK refuses a token
 * whose auth_time is older than it, as after a revocation, and a new account's mark is its creation.
 */
async function validoDesdeHaceUnaHora(uid: string) {
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

/**
 * The same ID token as if its user had signed in `minutos` ago. The Auth emulator's tokens carry
 * no signature (alg "none"), and the Admin SDK accepts them so against the emulator: only the
 * claim changes.
 */
function autenticadoHace(token: string, minutos: number): string {
  const [cabecera, cuerpo, firma] = token.split('.');
  const claims = JSON.parse(Buffer.from(cuerpo, 'base64url').toString('utf8')) as Record<string, number>;
  const viejo = { ...claims, auth_time: Math.floor(Date.now() / 1000) - minutos * 60 };
  return [cabecera, Buffer.from(JSON.stringify(viejo)).toString('base64url'), firma].join('.');
}

describe('POST /api/sesion/propia: refusals write no log', () => {
  rechazaSinSesionActiva('sesion/propia', { entrada: 'inicioDeSesion' });

  it('400 for an entry that is not one of the own acts', async () => {
    const user = await createUser('user', { cliente: true });
    const token = await user.token();
    for (const body of [
      { entrada: 'otra' },
      {},
      { entrada: '' },
      { entrada: 'Sesion iniciada' },
      { entrada: 'constructor' },
      { entrada: ['inicioDeSesion'] },
    ]) {
      const answer = await callApi('sesion/propia', body, token);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('La entrada no es válida');
    }
    expect(await logsOf(user.email)).toEqual([]);
  });

  it('403 once the sign-in is more than 5 minutes old; 4 minutes is still in time', async () => {
    const user = await createUser('admin');
    await validoDesdeHaceUnaHora(user.uid);
    const token = await user.token();
    const tarde = await callApi('sesion/propia', { entrada: 'inicioDeSesion' }, autenticadoHace(token, 6));
    expect(tarde).toEqual({
      status: 403,
      body: { error: 'Esta entrada se registra solo al iniciar sesión o al cambiar la contraseña' },
    });
    expect(await logsOf(user.email)).toEqual([]);
    const aTiempo = await callApi('sesion/propia', { entrada: 'cambioDePassword' }, autenticadoHace(token, 4));
    expect(aTiempo.status).toBe(200);
    expect((await logsOf(user.email)).map((log) => log.message)).toEqual(['Contraseña cambiada']);
  });
});

describe('POST /api/sesion/propia: allowed', () => {
  it.each([
    ['admin', 'inicioDeSesion', 'login', 'Sesion iniciada'],
    ['manager', 'inicioDeSesion', 'login', 'Sesion iniciada'],
    ['user', 'cambioDePassword', 'perfil', 'Contraseña cambiada'],
  ] as const)(
    'a %s gets one INFO log of %s, with its e-mail, its screen and server time',
    async (role, entrada, screen, message) => {
      const user = await createUser(role, { cliente: role === 'user' });
      const before = Date.now();
      const answer = await callApi(
        'sesion/propia',
        { entrada, email: 'otro@prueba.test', screen: 'usuarios', message: 'Otra cosa' },
        await user.token(),
      );
      expect(answer).toEqual({ status: 200, body: { ok: true } });
      const logs = await logsOf(user.email);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ type: 'INFO', screen, message, email: user.email, origen: 'servidor' });
      expect(Object.keys(logs[0]).sort()).toEqual(['email', 'fecha', 'message', 'origen', 'screen', 'type']);
      const fecha = (logs[0].fecha as Timestamp).toMillis();
      expect(fecha).toBeGreaterThanOrEqual(before - 1000);
      expect(fecha).toBeLessThanOrEqual(Date.now() + 1000);
      expect(await logsOf('otro@prueba.test')).toEqual([]);
    },
  );
});
