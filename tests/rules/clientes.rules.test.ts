import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
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

beforeAll(async () => {
  env = await createTestEnv('clientes');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
});

const NEW_UID = 'uid-cliente-nuevo';

function validNewCliente(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nombre: 'Abarrotes La Esquina',
    contacto: 'María López',
    telefono: '5511112222',
    correo: 'esquina@example.com',
    saldo: 0,
    comisiones: { default: 5 },
    estatus: true,
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    ...overrides,
  };
}

function clienteDoc(db: Firestore, uid: string) {
  return doc(db, 'clientes', uid);
}

/**
 * Targets: every actor aims at the `user` subject's clientes doc (so `user` = its own doc, the
 * others = someone else's), except `inactive`, which aims at its own clientes doc. list =
 * whole-collection query; create = a new, valid cliente; update = a rename stamped with the server time.
 */
function targetUid(actor: Actor): string {
  return actor === 'inactive' ? PROFILES.inactive.uid : PROFILES.user.uid;
}

const attempts: Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>> = {
  get: (db, actor) => getDoc(clienteDoc(db, targetUid(actor))),
  list: (db) => getDocs(collection(db, 'clientes')),
  create: (db) => setDoc(clienteDoc(db, NEW_UID), validNewCliente()),
  update: (db, actor) =>
    updateDoc(clienteDoc(db, targetUid(actor)), { nombre: 'Nombre Editado', actualizadoEn: serverTimestamp() }),
  delete: (db, actor) => deleteDoc(clienteDoc(db, targetUid(actor))),
};

const none = { get: false, list: false, create: false, update: false, delete: false };

const expected: Expectation = {
  anonymous: none,
  // Only an active user reads its own cliente.
  inactive: none,
  user: { ...none, get: true },
  otherUser: none,
  manager: none,
  admin: { get: true, list: true, create: true, update: true, delete: false },
};

describe('clientes access matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](dbAs(env, actor), actor));
    });
  }
});

describe('clientes protected fields', () => {
  const userCliente = (actor: Actor) => clienteDoc(dbAs(env, actor), PROFILES.user.uid);

  it('admin cannot change saldo', async () => {
    await expectOutcome(false, updateDoc(userCliente('admin'), { saldo: 999_999, actualizadoEn: serverTimestamp() }));
  });

  it('admin cannot change creadoEn', async () => {
    await expectOutcome(false, updateDoc(userCliente('admin'), { creadoEn: serverTimestamp() }));
  });

  it('admin can edit nombre', async () => {
    await expectOutcome(
      true,
      updateDoc(userCliente('admin'), { nombre: 'Nuevo Nombre', actualizadoEn: serverTimestamp() }),
    );
  });

  it('admin can edit comisiones and estatus', async () => {
    const data = { comisiones: { default: 7, Telcel: 6 }, estatus: false, actualizadoEn: serverTimestamp() };
    await expectOutcome(true, updateDoc(userCliente('admin'), data));
  });

  it('user cannot edit its own nombre', async () => {
    await expectOutcome(
      false,
      updateDoc(userCliente('user'), { nombre: 'Mi Negocio', actualizadoEn: serverTimestamp() }),
    );
  });

  it('user cannot change its own saldo', async () => {
    await expectOutcome(false, updateDoc(userCliente('user'), { saldo: 999_999 }));
  });
});

describe('clientes create shape (as admin)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a positive saldo', { saldo: 100 }],
    ['a negative saldo', { saldo: -100 }],
    // -0 is the one zero the SDK sends as a double: saldo must be integer centavos.
    ['a floating-point zero saldo', { saldo: -0 }],
    ['a non-boolean estatus', { estatus: 'true' }],
    ['an empty nombre', { nombre: '' }],
    ['a non-string nombre', { nombre: 42 }],
    ['a client-chosen creadoEn', { creadoEn: SEED_TIME }],
  ])('rejects %s', async (_case, overrides) => {
    await expectOutcome(false, setDoc(clienteDoc(dbAs(env, 'admin'), NEW_UID), validNewCliente(overrides)));
  });

  it('rejects a cliente without saldo', async () => {
    const withoutSaldo = validNewCliente();
    delete withoutSaldo.saldo;
    await expectOutcome(false, setDoc(clienteDoc(dbAs(env, 'admin'), NEW_UID), withoutSaldo));
  });

  it('accepts optional rfc and direccion', async () => {
    const data = validNewCliente({ rfc: 'XAXX010101000', direccion: 'Av. Reforma 1, CDMX' });
    await expectOutcome(true, setDoc(clienteDoc(dbAs(env, 'admin'), NEW_UID), data));
  });
});
