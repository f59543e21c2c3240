import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  env = await createTestEnv('cierres');
});

afterAll(async () => {
  await env.cleanup();
});

const CIERRE = { dia: '2026-03-01', estado: 'cuadra', nDescuadres: 0, totales: { exitosas: 3 } };

beforeEach(async () => {
  await resetAndSeed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'cierres', CIERRE.dia), CIERRE);
  });
});

const cierre = (actor: Actor) => doc(dbAs(env, actor), 'cierres', CIERRE.dia);

// The day's close: the scheduled close writes it (Admin SDK); admin and manager read it, nobody
// writes it from the SDK, the admin included.
const attempts: Record<Operation, (actor: Actor) => Promise<unknown>> = {
  get: (actor) => getDoc(cierre(actor)),
  list: (actor) => getDocs(collection(dbAs(env, actor), 'cierres')),
  create: (actor) => setDoc(doc(dbAs(env, actor), 'cierres', '2026-03-02'), CIERRE),
  update: (actor) => updateDoc(cierre(actor), { estado: 'descuadre' }),
  delete: (actor) => deleteDoc(cierre(actor)),
};

const expected: Expectation = {
  anonymous: NONE,
  inactive: NONE,
  user: NONE,
  otherUser: NONE,
  manager: { ...NONE, get: true, list: true },
  admin: { ...NONE, get: true, list: true },
};

describe('cierres access matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](actor));
    });
  }

  it('the manager reads a close as the server wrote it', async () => {
    expect((await getDoc(cierre('manager'))).data()).toEqual(CIERRE);
  });

  for (const actor of ['manager', 'admin'] as const) {
    it(`${actor}: cannot turn a close with disagreements into one that agrees`, async () => {
      await expectOutcome(false, setDoc(cierre(actor), { ...CIERRE, estado: 'cuadra' }, { merge: true }));
    });
  }
});
