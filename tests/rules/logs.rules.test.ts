import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  createTestEnv,
  dbAs,
  emailOf,
  expectOutcome,
  matrixCases,
  PROFILES,
  resetAndSeed,
  SEED_TIME,
  SEEDED_LOG_ID,
  type Actor,
  type Expectation,
  type Operation,
  NONE,
} from './env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv('logs');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
});

function validLog(actor: Actor, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'INFO',
    screen: 'Clientes',
    message: 'Cliente actualizado',
    email: emailOf(actor),
    fecha: serverTimestamp(),
    ...overrides,
  };
}

function seededLog(db: Firestore) {
  return doc(db, 'logs', SEEDED_LOG_ID);
}

/**
 * Targets: get/update/delete aim at one seeded log (written by `user`); list = whole-collection
 * query; create = a valid log with the actor's own e-mail claim and the server time.
 */
const attempts: Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>> = {
  get: (db) => getDoc(seededLog(db)),
  list: (db) => getDocs(collection(db, 'logs')),
  create: (db, actor) => addDoc(collection(db, 'logs'), validLog(actor)),
  update: (db) => updateDoc(seededLog(db), { message: 'Mensaje editado' }),
  delete: (db) => deleteDoc(seededLog(db)),
};

const writer = { ...NONE, create: true };

const expected: Expectation = {
  anonymous: NONE,
  inactive: NONE,
  user: writer,
  otherUser: writer,
  manager: writer,
  admin: { get: true, list: true, create: true, update: false, delete: false },
};

describe('logs access matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](dbAs(env, actor), actor));
    });
  }
});

describe('logs create shape (as user)', () => {
  const create = (data: Record<string, unknown>) => addDoc(collection(dbAs(env, 'user'), 'logs'), data);

  it.each<[string, Record<string, unknown>]>([
    ["someone else's email", { email: PROFILES.admin.correo }],
    ['a client-chosen fecha', { fecha: SEED_TIME }],
    ['an unknown type', { type: 'DEBUG' }],
    ['an extra field', { uid: PROFILES.user.uid }],
    ['an empty screen', { screen: '' }],
    ['a screen longer than 60', { screen: 'x'.repeat(61) }],
    ['an empty message', { message: '' }],
    ['a message longer than 500', { message: 'x'.repeat(501) }],
    ['a non-map detalle', { detalle: 'cambio' }],
  ])('rejects %s', async (_case, overrides) => {
    await expectOutcome(false, create(validLog('user', overrides)));
  });

  it.each(['type', 'screen', 'message', 'email', 'fecha'])('rejects a log without %s', async (field) => {
    const data = validLog('user');
    delete data[field];
    await expectOutcome(false, create(data));
  });

  it.each<[string, Record<string, unknown>]>([
    ['WARN with a 60-character screen', { type: 'WARN', screen: 'x'.repeat(60) }],
    ['ERROR with a 500-character message', { type: 'ERROR', message: 'x'.repeat(500) }],
    ['a change detalle', { detalle: { entidad: 'clientes', id: 'uid-user', antes: { a: 1 }, despues: { a: 2 } } }],
  ])('accepts %s', async (_case, overrides) => {
    await expectOutcome(true, create(validLog('user', overrides)));
  });
});

describe('logs are immutable', () => {
  it('admin cannot update a log', async () => {
    await expectOutcome(false, updateDoc(seededLog(dbAs(env, 'admin')), { message: 'Reescrito' }));
  });

  it('admin cannot delete a log', async () => {
    await expectOutcome(false, deleteDoc(seededLog(dbAs(env, 'admin'))));
  });
});
