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
const MOV_USER = 'mov-user';
const MOV_OTHER = 'mov-other';

function movimiento(clienteId: string) {
  return {
    clienteId,
    tipo: 'abono',
    monto: 5000,
    saldoAnterior: 0,
    saldoNuevo: 5000,
    origen: { tipo: 'ajuste', id: 'k' },
    por: PROFILES.admin.correo,
    creadoEn: SEED_TIME,
  };
}

beforeAll(async () => {
  env = await createTestEnv('movimientos');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'movimientos', MOV_USER), movimiento(PROFILES.user.uid));
    await setDoc(doc(db, 'movimientos', MOV_OTHER), movimiento(PROFILES.otherUser.uid));
  });
});

// Every actor targets the `user` subject's movimiento; otherUser is therefore reading someone else's.
const target = (db: Firestore) => doc(db, 'movimientos', MOV_USER);
// The list asks for the user subject's lines, as the estado de cuenta does.
const userLines = (db: Firestore) =>
  getDocs(query(collection(db, 'movimientos'), where('clienteId', '==', PROFILES.user.uid)));

const attempts: Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>> = {
  get: (db) => getDoc(target(db)),
  list: (db) => userLines(db),
  create: (db) =>
    setDoc(doc(db, 'movimientos', 'nuevo'), { ...movimiento(PROFILES.user.uid), creadoEn: serverTimestamp() }),
  update: (db) => updateDoc(target(db), { monto: 999_999 }),
  delete: (db) => deleteDoc(target(db)),
};

const denied = { get: false, list: false, create: false, update: false, delete: false };
const expected: Expectation = {
  anonymous: denied,
  inactive: denied,
  user: { get: true, list: true, create: false, update: false, delete: false },
  otherUser: denied,
  manager: denied,
  admin: { get: true, list: true, create: false, update: false, delete: false },
};

describe('movimientos matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](dbAs(env, actor), actor));
    });
  }
});

describe('movimientos: a client sees only its own ledger', () => {
  it('a user listing without its own clienteId filter is denied', async () => {
    await expectOutcome(false, getDocs(collection(dbAs(env, 'user'), 'movimientos')));
  });

  it("otherUser lists its own lines but not the user's", async () => {
    const db = dbAs(env, 'otherUser');
    await expectOutcome(
      true,
      getDocs(query(collection(db, 'movimientos'), where('clienteId', '==', PROFILES.otherUser.uid))),
    );
    await expectOutcome(false, getDoc(doc(db, 'movimientos', MOV_USER)));
  });

  it('even an admin cannot write a ledger line from the browser', async () => {
    await expectOutcome(false, setDoc(doc(dbAs(env, 'admin'), 'movimientos', 'x'), movimiento(PROFILES.user.uid)));
  });
});
