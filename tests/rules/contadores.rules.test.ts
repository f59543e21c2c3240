import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, increment, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTADORES_INICIO } from '../../domain/contadores';
import {
  createTestEnv,
  dbAs,
  expectOutcome,
  matrixCases,
  NONE,
  resetAndSeed,
  type Actor,
  type Expectation,
  type Operation,
} from './env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv('contadores');
});

afterAll(async () => {
  await env.cleanup();
});

const CUENTAS = { clientesActivos: 7, comprasPendientes: 2 };

beforeEach(async () => {
  await resetAndSeed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, CONTADORES_INICIO.coleccion, CONTADORES_INICIO.id), CUENTAS);
    await setDoc(doc(db, 'contadores', 'compras-cliente'), { n: 1 });
  });
});

const inicio = (actor: Actor) => doc(dbAs(env, actor), CONTADORES_INICIO.coleccion, CONTADORES_INICIO.id);

// Admin Inicio's counts: the admin reads them by id; only the server's transactions write them,
// so no role (the admin included) can set, bump, create or delete them from the SDK.
const attempts: Record<Operation, (actor: Actor) => Promise<unknown>> = {
  get: (actor) => getDoc(inicio(actor)),
  list: (actor) => getDocs(collection(dbAs(env, actor), 'contadores')),
  create: (actor) => setDoc(doc(dbAs(env, actor), 'contadores', 'otro'), { clientesActivos: 1 }),
  update: (actor) => updateDoc(inicio(actor), { comprasPendientes: increment(1) }),
  delete: (actor) => deleteDoc(inicio(actor)),
};

const expected: Expectation = {
  anonymous: NONE,
  inactive: NONE,
  user: NONE,
  otherUser: NONE,
  manager: NONE,
  admin: { ...NONE, get: true },
};

describe('contadores/inicio access matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](actor));
    });
  }
});

describe('contadores/inicio from the SDK', () => {
  it('the admin reads the two counts and nothing else is there to read', async () => {
    const snap = await getDoc(inicio('admin'));
    expect(snap.data()).toEqual(CUENTAS);
  });

  for (const actor of ['user', 'manager', 'admin'] as const) {
    it(`${actor}: cannot overwrite the counts, nor read or write the folio counter beside them`, async () => {
      await expectOutcome(false, setDoc(inicio(actor), { clientesActivos: 0, comprasPendientes: 0 }));
      await expectOutcome(false, setDoc(inicio(actor), { clientesActivos: 8 }, { merge: true }));
      await expectOutcome(false, getDoc(doc(dbAs(env, actor), 'contadores', 'compras-cliente')));
      await expectOutcome(false, setDoc(doc(dbAs(env, actor), 'contadores', 'compras-cliente'), { n: 0 }));
    });
  }
});
