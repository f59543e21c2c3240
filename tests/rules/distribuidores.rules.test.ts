import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  createTestEnv,
  dbAs,
  expectOutcome,
  matrixCases,
  PROFILES,
  resetAndSeed,
  SEED_TIME,
  type Actor,
  type Expectation,
  type Operation,
} from './env';

let env: RulesTestEnvironment;
const D_USER = 'dist-user';
const D_OTHER = 'dist-other';
const D_NEGOCIO = 'dist-negocio';

function distribuidor(clienteId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    nombre: 'Vendedor de zona',
    telefono: '5512345678',
    zona: 'Centro',
    comision: 2,
    clienteId,
    estatus: true,
    busqueda: ['vendedor'],
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    ...overrides,
  };
}

beforeAll(async () => {
  env = await createTestEnv('distribuidores');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const seeded = (clienteId: string | null) =>
      distribuidor(clienteId, { creadoEn: SEED_TIME, actualizadoEn: SEED_TIME });
    await setDoc(doc(db, 'distribuidores', D_USER), seeded(PROFILES.user.uid));
    await setDoc(doc(db, 'distribuidores', D_OTHER), seeded(PROFILES.otherUser.uid));
    await setDoc(doc(db, 'distribuidores', D_NEGOCIO), seeded(null));
  });
});

// Every actor targets the `user` subject's distributor; create makes one owned by the actor itself.
const target = (db: Firestore) => doc(db, 'distribuidores', D_USER);
const ownerOf = (actor: Actor) => (actor === 'admin' ? null : actor === 'anonymous' ? 'x' : PROFILES[actor].uid);

const attempts: Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>> = {
  get: (db) => getDoc(target(db)),
  list: (db) => getDocs(query(collection(db, 'distribuidores'), where('clienteId', '==', PROFILES.user.uid))),
  create: (db, actor) => setDoc(doc(db, 'distribuidores', `nuevo-${actor}`), distribuidor(ownerOf(actor))),
  update: (db) => updateDoc(target(db), { nombre: 'Otro nombre', actualizadoEn: serverTimestamp() }),
  delete: (db) => deleteDoc(target(db)),
};

const denied = { get: false, list: false, create: false, update: false, delete: false };
const expected: Expectation = {
  anonymous: denied,
  inactive: denied,
  user: { get: true, list: true, create: true, update: true, delete: false },
  // otherUser creates its own distributor, but cannot read or touch the user's.
  otherUser: { get: false, list: false, create: true, update: false, delete: false },
  manager: denied,
  admin: { get: true, list: true, create: true, update: true, delete: false },
};

describe('distribuidores matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](dbAs(env, actor), actor));
    });
  }
});

describe('distribuidores: owners and protected fields', () => {
  it("a user cannot read another client's distributors, nor list without its own filter", async () => {
    const db = dbAs(env, 'user');
    await expectOutcome(false, getDoc(doc(db, 'distribuidores', D_OTHER)));
    await expectOutcome(false, getDoc(doc(db, 'distribuidores', D_NEGOCIO)));
    await expectOutcome(false, getDocs(collection(db, 'distribuidores')));
  });

  it('a user cannot create one for another client or for the business', async () => {
    const db = dbAs(env, 'user');
    await expectOutcome(false, setDoc(doc(db, 'distribuidores', 'x1'), distribuidor(PROFILES.otherUser.uid)));
    await expectOutcome(false, setDoc(doc(db, 'distribuidores', 'x2'), distribuidor(null)));
  });

  it('nobody changes clienteId, not even the admin', async () => {
    await expectOutcome(
      false,
      updateDoc(doc(dbAs(env, 'user'), 'distribuidores', D_USER), {
        clienteId: PROFILES.otherUser.uid,
        actualizadoEn: serverTimestamp(),
      }),
    );
    await expectOutcome(
      false,
      updateDoc(doc(dbAs(env, 'admin'), 'distribuidores', D_USER), {
        clienteId: null,
        actualizadoEn: serverTimestamp(),
      }),
    );
  });

  it('a user can deactivate its own distributor', async () => {
    await expectOutcome(
      true,
      updateDoc(doc(dbAs(env, 'user'), 'distribuidores', D_USER), { estatus: false, actualizadoEn: serverTimestamp() }),
    );
  });

  it.each([
    ['a commission over 20%', { comision: 25 }],
    ['a negative commission', { comision: -1 }],
    ['a bad phone', { telefono: '123' }],
    ['a bad e-mail', { correo: 'no-es-correo' }],
    ['an empty name', { nombre: '  ' }],
    ['an unknown field', { saldo: 100 }],
    ['a client-chosen time', { actualizadoEn: SEED_TIME }],
  ])('refuses %s', async (_case, overrides) => {
    await expectOutcome(
      false,
      setDoc(doc(dbAs(env, 'user'), 'distribuidores', 'x3'), distribuidor(PROFILES.user.uid, overrides)),
    );
  });

  it('the admin creates one for the business (clienteId null)', async () => {
    await expectOutcome(true, setDoc(doc(dbAs(env, 'admin'), 'distribuidores', 'x4'), distribuidor(null)));
  });
});
