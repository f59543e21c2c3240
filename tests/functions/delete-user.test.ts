import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, callApi, createUser, logsFor, signIn, type TestUser } from '../support/emulators';

let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createUser('admin');
  adminToken = await admin.token();
});

async function authAccountExists(uid: string) {
  return adminAuth.getUser(uid).then(
    () => true,
    () => false,
  );
}

describe('POST /api/deleteUser: refusals change nothing', () => {
  it('401 without a token and with a bad token', async () => {
    const target = await createUser('manager');
    expect((await callApi('deleteUser', { uid: target.uid })).status).toBe(401);
    expect((await callApi('deleteUser', { uid: target.uid }, 'basura')).status).toBe(401);
    expect(await authAccountExists(target.uid)).toBe(true);
  });

  it('403 for a manager, a user and an inactive admin', async () => {
    const target = await createUser('manager');
    for (const caller of [
      await createUser('manager'),
      await createUser('user', { cliente: true }),
      await createUser('admin', { estatus: false }),
    ]) {
      const answer = await callApi('deleteUser', { uid: target.uid }, await caller.token());
      expect(answer.status).toBe(403);
    }
    expect(await authAccountExists(target.uid)).toBe(true);
    expect((await adminDb.collection('usuarios').doc(target.uid).get()).data()?.estatus).toBe(true);
  });

  it('400 without a uid', async () => {
    const answer = await callApi('deleteUser', {}, adminToken);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('El uid es obligatorio');
  });

  it('404 for an unknown user', async () => {
    const answer = await callApi('deleteUser', { uid: 'no-existe-este-uid' }, adminToken);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('El usuario no existe');
  });

  it('422 when an admin tries to delete itself', async () => {
    const answer = await callApi('deleteUser', { uid: admin.uid }, adminToken);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('No puede eliminar su propia cuenta');
    expect(await authAccountExists(admin.uid)).toBe(true);
  });
});

describe('POST /api/deleteUser: an admin removes a login and keeps its history', () => {
  it('deletes the Auth account, deactivates usuarios and clientes, logs it, and is safe to retry', async () => {
    const target = await createUser('user', { cliente: true });
    const oldToken = await target.token();
    const answer = await callApi('deleteUser', { uid: target.uid }, adminToken);
    expect(answer.status).toBe(200);
    expect(answer.body.uid).toBe(target.uid);

    expect(await authAccountExists(target.uid)).toBe(false);
    await expect(signIn(target.email)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID/);
    const usuario = (await adminDb.collection('usuarios').doc(target.uid).get()).data();
    expect(usuario).toMatchObject({ estatus: false, eliminado: true, correo: target.email });
    expect((await adminDb.collection('clientes').doc(target.uid).get()).data()?.estatus).toBe(false);
    const logs = await logsFor(target.uid);
    expect(logs.map((log) => log.message)).toEqual([`Usuario eliminado: ${target.email}`]);
    expect(logs[0].email).toBe(admin.email);

    // The deleted account's token no longer opens the API.
    expect((await callApi('register', {}, oldToken)).status).toBe(401);

    const retry = await callApi('deleteUser', { uid: target.uid }, adminToken);
    expect(retry.status).toBe(200);
    expect((await adminDb.collection('usuarios').doc(target.uid).get()).data()?.eliminado).toBe(true);
  });
});
