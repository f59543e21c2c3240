// The last-admin guard on real Firestore transactions, in a project of its own so that no other
// admin exists there.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT = `demo-admins-${randomUUID().slice(0, 8)}`;
const { db } = await import('../../functions/src/admin');
const { guardAdmins } = await import('../../functions/src/usuarios/admins');

async function seedAdmin(uid: string) {
  await db
    .collection('usuarios')
    .doc(uid)
    .set({ uid, correo: `${uid}@x.test`, role: 'admin', estatus: true });
}

function demote(caller: string, target: string) {
  return db.runTransaction(async (tx) => {
    const ref = db.collection('usuarios').doc(target);
    const before = (await tx.get(ref)).data();
    if (!before) throw new Error('sin usuario');
    await guardAdmins(tx, caller, before, true);
    tx.update(ref, { role: 'manager' });
  });
}

describe('last active admin', () => {
  beforeAll(async () => {
    await Promise.all(['a', 'b', 'c', 'd'].map(seedAdmin));
  });

  it('two admins demoting each other at the same time: exactly one succeeds', async () => {
    const results = await Promise.allSettled([demote('a', 'b'), demote('b', 'a')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const admins = await db.collection('usuarios').where('role', '==', 'admin').where('uid', 'in', ['a', 'b']).get();
    expect(admins.size).toBe(1);
  });

  it('a demoted admin can no longer act as one', async () => {
    await demote('c', 'd');
    await expect(demote('d', 'c')).rejects.toThrow('No tiene permiso para esta operación');
  });
});
