import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  createTestEnv,
  dbAs,
  expectOutcome,
  matrixCases,
  NONE,
  resetAndSeed,
  type Actor,
  type Expectation,
} from './env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv('conciliacion');
});

afterAll(async () => {
  await env.cleanup();
});

const CUENTAS = { cuentas: [{ banco: 'BBVA', clabe: '012180001234567899', titular: 'Recargas SA' }] };

beforeEach(async () => {
  await resetAndSeed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'config', 'cuentasBancarias'), CUENTAS);
    await setDoc(doc(db, 'config', 'conciliacion'), { mapeos: {} });
    await setDoc(doc(db, 'depositosBancarios', 'L1'), { compraId: 'c1' });
    await setDoc(doc(db, 'referenciasDeposito', 'RC000018'), { clienteId: 'uid-user' });
    await setDoc(doc(db, 'conciliaciones', 'i1'), { archivo: 'x.csv' });
    await setDoc(doc(db, 'contadores', 'referenciasDeposito'), { n: 1 });
  });
});

// The accounts clients pay into: every active user reads them; written only by
// POST /api/config/cuentas, whose CLABE check the rules cannot make: nobody writes them from the SDK.
const cuentas = (actor: Actor) => doc(dbAs(env, actor), 'config', 'cuentasBancarias');
const todosActivos: Expectation = {
  anonymous: NONE,
  inactive: NONE,
  user: { ...NONE, get: true },
  otherUser: { ...NONE, get: true },
  manager: { ...NONE, get: true },
  admin: { ...NONE, get: true },
};
describe('config/cuentasBancarias', () => {
  for (const { name, actor, operation, allowed } of matrixCases(todosActivos)) {
    it(name, async () => {
      const intento = {
        get: () => getDoc(cuentas(actor)),
        list: () => getDocs(collection(dbAs(env, actor), 'config')),
        create: () => setDoc(doc(dbAs(env, actor), 'config', 'otra'), CUENTAS),
        update: () => updateDoc(cuentas(actor), { cuentas: [] }),
        delete: () => deleteDoc(cuentas(actor)),
      }[operation];
      await expectOutcome(allowed, intento());
    });
  }
});

describe('config/conciliacion: only the admin reads the banks’ mappings; nobody writes them from the SDK', () => {
  for (const actor of ['user', 'manager', 'admin'] as const) {
    it(actor, async () => {
      const ref = doc(dbAs(env, actor), 'config', 'conciliacion');
      await expectOutcome(actor === 'admin', getDoc(ref));
      await expectOutcome(false, setDoc(ref, { mapeos: { BBVA: { banco: 'BBVA' } } }, { merge: true }));
    });
  }
});

describe('the server’s own claims and records: no role reads or writes them, the admin included', () => {
  for (const [coleccion, id] of [
    ['depositosBancarios', 'L1'],
    ['referenciasDeposito', 'RC000018'],
    ['conciliaciones', 'i1'],
    ['contadores', 'referenciasDeposito'],
  ] as const) {
    for (const actor of ['user', 'manager', 'admin'] as const) {
      it(`${coleccion} as ${actor}`, async () => {
        const ref = doc(dbAs(env, actor), coleccion, id);
        await expectOutcome(false, getDoc(ref));
        await expectOutcome(false, setDoc(ref, { compraId: 'otra' }));
        await expectOutcome(false, deleteDoc(ref));
      });
    }
  }

  for (const actor of ['user', 'admin'] as const) {
    it(`clientes: ${actor} cannot set the threshold, the flag or the deposit reference`, async () => {
      const ref = doc(dbAs(env, actor), 'clientes', 'uid-user');
      for (const campo of [{ umbralSaldo: 0 }, { saldoBajo: false }, { referenciaDeposito: 'RC000018' }]) {
        await expectOutcome(false, updateDoc(ref, campo));
      }
    });
  }
});
