import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ACTORS, createTestEnv, dbAs, expectOutcome, PROFILES, resetAndSeed, SEED_TIME, type Actor } from './env';

// A client's money queue (functions/src/saldo/cola.ts) is the server's alone: no role, admin
// included and the client itself, may read what others asked for or write an operation into it
// (which a leader would then run as if the server had queued it).

let env: RulesTestEnvironment;
const CLIENTE = PROFILES.user.uid;
const LEASE = ['colasSaldo', CLIENTE] as const;
const PENDIENTE = ['colasSaldo', CLIENTE, 'pendientes', 'op-1'] as const;
const HECHA = ['colasSaldo', CLIENTE, 'hechas', 'op-1'] as const;

const OPERACION = {
  op: { tipo: 'movimiento', mov: { clienteId: CLIENTE, tipo: 'abono', monto: 1_000_000 } },
  en: 1,
  expira: SEED_TIME,
};

beforeAll(async () => {
  env = await createTestEnv('colas-saldo');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all([
      setDoc(doc(db, ...LEASE), { lider: 'x', hasta: 1 }),
      setDoc(doc(db, ...PENDIENTE), OPERACION),
      setDoc(doc(db, ...HECHA), { resultado: { saldoNuevo: 1 }, expira: SEED_TIME }),
    ]);
  });
});

const intentos: [string, (db: Firestore) => Promise<unknown>][] = [
  ['read the lease', (db) => getDoc(doc(db, ...LEASE))],
  ['take the lease', (db) => setDoc(doc(db, 'colasSaldo', PROFILES.otherUser.uid), { lider: 'yo', hasta: 9e15 })],
  ['free the lease', (db) => deleteDoc(doc(db, ...LEASE))],
  ['list the queue', (db) => getDocs(collection(db, 'colasSaldo', CLIENTE, 'pendientes'))],
  ['read a queued operation', (db) => getDoc(doc(db, ...PENDIENTE))],
  ['queue an operation', (db) => setDoc(doc(db, 'colasSaldo', CLIENTE, 'pendientes', 'op-2'), OPERACION)],
  ['change a queued operation', (db) => updateDoc(doc(db, ...PENDIENTE), { 'op.mov.monto': 2 })],
  ['read a result', (db) => getDoc(doc(db, ...HECHA))],
  ['write a result', (db) => setDoc(doc(db, 'colasSaldo', CLIENTE, 'hechas', 'op-2'), { resultado: 1 })],
  ['ring the bell', (db) => setDoc(doc(db, 'colasSaldo', CLIENTE, 'campana', 'toque'), { toques: 1 })],
  ['read the bell', (db) => getDoc(doc(db, 'colasSaldo', CLIENTE, 'campana', 'toque'))],
];

describe('colasSaldo: closed to every role', () => {
  for (const actor of ACTORS as readonly Actor[]) {
    for (const [nombre, intento] of intentos) {
      it(`${actor} cannot ${nombre}`, async () => {
        await expectOutcome(false, intento(dbAs(env, actor)));
      });
    }
  }
});
