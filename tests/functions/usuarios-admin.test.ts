import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, callApi, createUser, logsFor, signIn, type TestUser } from '../support/emulators';

let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createUser('admin');
  adminToken = await admin.token();
});

const usuario = async (uid: string) => (await adminDb.collection('usuarios').doc(uid).get()).data();

describe('POST /api/usuarios/rol', () => {
  it('refuses without a token (401), for a manager (403), a bad role (400) and an unknown user (404)', async () => {
    const target = await createUser('manager');
    const manager = await createUser('manager');
    expect((await callApi('usuarios/rol', { uid: target.uid, role: 'admin' })).status).toBe(401);
    expect((await callApi('usuarios/rol', { uid: target.uid, role: 'admin' }, await manager.token())).status).toBe(403);
    const bad = await callApi('usuarios/rol', { uid: target.uid, role: 'jefe' }, adminToken);
    expect(bad).toEqual({ status: 400, body: { error: 'El rol no es válido' } });
    expect((await callApi('usuarios/rol', { uid: 'nadie', role: 'admin' }, adminToken)).status).toBe(404);
    expect((await usuario(target.uid))?.role).toBe('manager');
  });

  it('refuses changing its own role', async () => {
    const answer = await callApi('usuarios/rol', { uid: admin.uid, role: 'manager' }, adminToken);
    expect(answer).toEqual({ status: 422, body: { error: 'No puede cambiar su propio rol' } });
    expect((await usuario(admin.uid))?.role).toBe('admin');
  });

  it('refuses role user for an account without a clientes record', async () => {
    const target = await createUser('manager');
    const answer = await callApi('usuarios/rol', { uid: target.uid, role: 'user' }, adminToken);
    expect(answer.status).toBe(422);
    expect((await usuario(target.uid))?.role).toBe('manager');
  });

  it('changes a manager to admin and logs before and after', async () => {
    const target = await createUser('manager');
    const answer = await callApi('usuarios/rol', { uid: target.uid, role: 'admin' }, adminToken);
    expect(answer).toEqual({ status: 200, body: { uid: target.uid, role: 'admin' } });
    expect((await usuario(target.uid))?.role).toBe('admin');
    const [log] = await logsFor(target.uid);
    expect(log).toMatchObject({
      email: admin.email,
      screen: 'usuarios',
      detalle: { entidad: 'usuarios', id: target.uid, antes: { role: 'manager' }, despues: { role: 'admin' } },
    });
  });
});

describe('POST /api/usuarios/estatus', () => {
  it('refuses without a token, for a user, with a bad body, and on itself', async () => {
    const target = await createUser('manager');
    const user = await createUser('user', { cliente: true });
    expect((await callApi('usuarios/estatus', { uid: target.uid, estatus: false })).status).toBe(401);
    expect((await callApi('usuarios/estatus', { uid: target.uid, estatus: false }, await user.token())).status).toBe(
      403,
    );
    const bad = await callApi('usuarios/estatus', { uid: target.uid, estatus: 'no' }, adminToken);
    expect(bad).toEqual({ status: 400, body: { error: 'El estatus debe ser verdadero o falso' } });
    const self = await callApi('usuarios/estatus', { uid: admin.uid, estatus: false }, adminToken);
    expect(self.status).toBe(422);
    expect((await usuario(target.uid))?.estatus).toBe(true);
    expect((await usuario(admin.uid))?.estatus).toBe(true);
  });

  it('deactivating disables the login, revokes its sessions and deactivates the client; reactivating restores it', async () => {
    const target = await createUser('user', { cliente: true });
    const token = await target.token();
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const off = await callApi('usuarios/estatus', { uid: target.uid, estatus: false }, adminToken);
    expect(off).toEqual({ status: 200, body: { uid: target.uid, estatus: false } });
    expect((await usuario(target.uid))?.estatus).toBe(false);
    expect((await adminDb.collection('clientes').doc(target.uid).get()).data()?.estatus).toBe(false);
    expect((await adminAuth.getUser(target.uid)).disabled).toBe(true);
    await expect(signIn(target.email)).rejects.toThrow(/USER_DISABLED/);
    // The token it held before is refused at its next request.
    expect((await callApi('usuarios/estatus', { uid: admin.uid, estatus: true }, token)).status).toBe(401);

    const again = await callApi('usuarios/estatus', { uid: target.uid, estatus: false }, adminToken);
    expect(again.status).toBe(200);
    expect((await logsFor(target.uid)).filter((log) => log.message.startsWith('Usuario desactivado'))).toHaveLength(1);

    const on = await callApi('usuarios/estatus', { uid: target.uid, estatus: true }, adminToken);
    expect(on.status).toBe(200);
    expect((await adminAuth.getUser(target.uid)).disabled).toBe(false);
    expect((await adminDb.collection('clientes').doc(target.uid).get()).data()?.estatus).toBe(true);
    expect(await signIn(target.email)).toBeTruthy();
  });

  it('refuses to reactivate a deleted user', async () => {
    const target = await createUser('manager');
    expect((await callApi('deleteUser', { uid: target.uid }, adminToken)).status).toBe(200);
    const answer = await callApi('usuarios/estatus', { uid: target.uid, estatus: true }, adminToken);
    expect(answer.status).toBe(422);
  });
});
