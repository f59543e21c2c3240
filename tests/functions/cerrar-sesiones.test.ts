// Cutting a session: "Cerrar sesión en todos sus dispositivos" (the user's own, POST
// /api/sesion/revocar) and an admin's "Cerrar sus sesiones" (POST /api/usuarios/sesiones). The
// refresh tokens are revoked, so every endpoint refuses the ID tokens issued before; the usuarios
// record carries the mark an open app compares with its own sign-in.
import { randomUUID } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
// First: it points the Admin SDK at the emulators before the functions' code initialises it.
import { adminAuth, adminDb, callApi, createUser, logsFor, type TestUser } from '../support/emulators';
import { postRoutes } from '../../functions/src/index';
import { logsOf } from './entrada-de-sesion';

/** Revocation counts in whole seconds: what is revoked must be older than it. */
const unSegundo = () => new Promise((resolve) => setTimeout(resolve, 1100));

const marcaDe = async (uid: string) =>
  ((await adminDb.collection('usuarios').doc(uid).get()).get('sesionesDesde') as Timestamp | undefined)?.toMillis();

/** Every endpoint, with a body of no consequence: each must refuse the token before reading it. */
async function rechazadoPorTodos(token: string) {
  const respuestas = await Promise.all(
    Object.keys(postRoutes).map(async (ruta) => [ruta, (await callApi(ruta.slice(1), {}, token)).status] as const),
  );
  expect(Object.fromEntries(respuestas)).toEqual(Object.fromEntries(Object.keys(postRoutes).map((r) => [r, 401])));
}

describe('POST /api/sesion/revocar: the caller ends all its sessions', () => {
  it.each(['admin', 'manager', 'user'] as const)(
    'a %s: both of its sessions are refused by every endpoint; a new sign-in works',
    async (role) => {
      const user = await createUser(role, { cliente: role === 'user' });
      const [aqui, otroDispositivo] = await Promise.all([user.token(), user.token()]);
      await unSegundo();
      const antes = Date.now();
      expect(await callApi('sesion/revocar', { cualquiera: 'cosa' }, aqui)).toEqual({
        status: 200,
        body: { ok: true },
      });
      await rechazadoPorTodos(aqui);
      await rechazadoPorTodos(otroDispositivo);
      const { tokensValidAfterTime } = await adminAuth.getUser(user.uid);
      expect(await marcaDe(user.uid)).toBe(Date.parse(String(tokensValidAfterTime)));
      expect(await marcaDe(user.uid)).toBeGreaterThanOrEqual(antes - 1000);
      expect((await logsOf(user.email)).map((log) => [log.screen, log.message])).toEqual([
        ['perfil', 'Sesiones cerradas en todos los dispositivos'],
      ]);
      await unSegundo();
      expect((await callApi('sesion/cerrar', { screen: 'perfil' }, await user.token())).status).toBe(200);
    },
  );

  it('an admin still without a second factor may end its own sessions', async () => {
    const admin = await createUser('admin', { segundoFactor: false });
    const token = await admin.token();
    await unSegundo();
    expect((await callApi('sesion/revocar', {}, token)).status).toBe(200);
    expect((await callApi('sesion/cerrar', { screen: 'perfil' }, token)).status).toBe(401);
  });

  it('401 without a token or with a bad one, 403 for an inactive user; nothing written', async () => {
    const inactivo = await createUser('manager', { estatus: false });
    expect((await callApi('sesion/revocar', {})).status).toBe(401);
    expect((await callApi('sesion/revocar', {}, 'basura')).status).toBe(401);
    expect((await callApi('sesion/revocar', {}, await inactivo.token())).status).toBe(403);
    expect(await marcaDe(inactivo.uid)).toBeUndefined();
    expect(await logsOf(inactivo.email)).toEqual([]);
  });
});

describe('POST /api/usuarios/sesiones: an admin ends a user’s sessions', () => {
  let admin: TestUser;
  let adminToken: string;
  beforeAll(async () => {
    admin = await createUser('admin');
    adminToken = await admin.token();
  });

  it("ends the user's sessions (every endpoint refuses them), marks its record and logs who did it", async () => {
    const tienda = await createUser('user', { cliente: true });
    const suyo = await tienda.token();
    await unSegundo();
    expect(await callApi('usuarios/sesiones', { uid: tienda.uid }, adminToken)).toEqual({
      status: 200,
      body: { uid: tienda.uid },
    });
    await rechazadoPorTodos(suyo);
    expect(await marcaDe(tienda.uid)).toBe(
      Date.parse(String((await adminAuth.getUser(tienda.uid)).tokensValidAfterTime)),
    );
    const logs = await logsFor(tienda.uid);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      type: 'INFO',
      screen: 'usuarios',
      message: `Sesiones cerradas: ${tienda.email}`,
      email: admin.email,
    });
    // The admin's own session is untouched.
    expect((await callApi('usuarios/sesiones', { uid: tienda.uid }, adminToken)).status).toBe(200);
  });

  it('refuses a bad uid (400), an unknown one (404), a deleted one (422), and other roles (403), writing nothing', async () => {
    const [gerente, tienda, borrado] = await Promise.all([
      createUser('manager'),
      createUser('user', { cliente: true }),
      createUser('manager'),
    ]);
    expect((await callApi('deleteUser', { uid: borrado.uid }, adminToken)).status).toBe(200);
    const casos: [unknown, string | undefined, number][] = [
      [{ uid: 'a/b' }, adminToken, 400],
      [{}, adminToken, 400],
      [{ uid: `nadie-${randomUUID()}` }, adminToken, 404],
      [{ uid: borrado.uid }, adminToken, 422],
      [{ uid: tienda.uid }, await gerente.token(), 403],
      [{ uid: gerente.uid }, await tienda.token(), 403],
      [{ uid: tienda.uid }, undefined, 401],
    ];
    for (const [body, token, status] of casos) {
      const answer = await callApi('usuarios/sesiones', body, token);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(typeof answer.body.error).toBe('string');
    }
    for (const uid of [gerente.uid, tienda.uid]) {
      expect(await marcaDe(uid)).toBeUndefined();
      expect(await logsFor(uid)).toEqual([]);
    }
  });
});

describe('deactivating a user', () => {
  it('ends its sessions with the same mark', async () => {
    const admin = await createUser('admin');
    const gerente = await createUser('manager');
    await unSegundo();
    expect((await callApi('usuarios/estatus', { uid: gerente.uid, estatus: false }, await admin.token())).status).toBe(
      200,
    );
    expect(await marcaDe(gerente.uid)).toBe(
      Date.parse(String((await adminAuth.getUser(gerente.uid)).tokensValidAfterTime)),
    );
  });
});
