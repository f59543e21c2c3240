import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { authRest, callApi, createUser, signIn, type TestUser } from '../support/emulators';
import { autenticadoHace, validoDesdeHaceUnaHora } from '../support/tokens';
import { logsOf, rechazaSinSesionActiva, veces } from './entrada-de-sesion';

const espera = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Changes the account's password as the browser's updatePassword does, with its own session, and
 * returns a token of a sign-in with the new one (the emulator's auth_time is the last sign-in's,
 * which a change in a later second would leave older than the account's new revocation mark). A
 * second after the account's creation: Auth's marks count whole seconds, and a change in the
 * second of its creation cannot be told from it.
 */
async function cambiarPassword(user: TestUser, nueva = 'otra-clave-1'): Promise<string> {
  await espera(1100);
  const cambio = await authRest('accounts:update', {
    idToken: await user.token(),
    password: nueva,
    returnSecureToken: true,
  });
  expect(typeof cambio.idToken).toBe('string');
  return signIn(user.email, nueva);
}

const mensajesDe = async (email: string) => (await logsOf(email)).map((log) => log.message);

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
    const aTiempo = await callApi('sesion/propia', { entrada: 'inicioDeSesion' }, autenticadoHace(token, 4));
    expect(aTiempo.status).toBe(200);
    expect((await logsOf(user.email)).map((log) => log.message)).toEqual(['Sesion iniciada']);
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
      const token = entrada === 'cambioDePassword' ? await cambiarPassword(user) : await user.token();
      const answer = await callApi(
        'sesion/propia',
        { entrada, email: 'otro@prueba.test', screen: 'usuarios', message: 'Otra cosa' },
        token,
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

describe('POST /api/sesion/propia: each act is written once', () => {
  it('25 calls for one sign-in write one "Sesion iniciada"; the next sign-in writes its own', async () => {
    const user = await createUser('manager');
    const token = await user.token();
    const llamar = (t: string) => callApi('sesion/propia', { entrada: 'inicioDeSesion' }, t);
    const respuestas = await veces(25, () => llamar(token));
    expect(respuestas.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(await mensajesDe(user.email)).toEqual(['Sesion iniciada']);
    // auth_time counts whole seconds.
    await espera(1100);
    expect((await llamar(await user.token())).status).toBe(200);
    expect(await mensajesDe(user.email)).toEqual(['Sesion iniciada', 'Sesion iniciada']);
  });

  it('"Contraseña cambiada" only when Auth shows a new password: 409 before, then 25 calls write one', async () => {
    const user = await createUser('user', { cliente: true });
    const llamar = (t: string) => callApi('sesion/propia', { entrada: 'cambioDePassword' }, t);
    expect(await llamar(await user.token())).toEqual({
      status: 409,
      body: { error: 'La contraseña no ha cambiado: no hay cambio que registrar' },
    });
    expect(await mensajesDe(user.email)).toEqual([]);
    const token = await cambiarPassword(user);
    const respuestas = await veces(25, () => llamar(token));
    expect(respuestas.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(await mensajesDe(user.email)).toEqual(['Contraseña cambiada']);
  });

  it('ending its sessions, which moves the same mark in Auth, is no password change', async () => {
    const user = await createUser('manager');
    await espera(1100);
    expect((await callApi('sesion/revocar', {}, await user.token())).status).toBe(200);
    await espera(1100);
    const answer = await callApi('sesion/propia', { entrada: 'cambioDePassword' }, await user.token());
    expect(answer.status).toBe(409);
    expect(await mensajesDe(user.email)).toEqual(['Sesiones cerradas en todos los dispositivos']);
  });
});
