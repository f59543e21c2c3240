import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
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

// Top-ups and what is derived from them are written only by the server (/api/recargas*). A client
// reads its own top-ups and its own summaries; cost and the business's summaries (which hold cost
// and margin) are for admin and manager; nobody writes from the browser, admin included.

let env: RulesTestEnvironment;
const DIA = '2026-11-23';
const OWN = 'recarga-propia';
const OTHER = 'recarga-ajena';

const recarga = (clienteId: string) => ({
  folio: 'R-000001',
  clienteId,
  productoId: 'REC-TEL-100',
  operador: 'Telcel',
  numero: '5512345678',
  monto: 10_000,
  precio: 9_500,
  comision: 5,
  estado: 'exitosa',
  dia: DIA,
  creadoEn: SEED_TIME,
  actualizadoEn: SEED_TIME,
});
const cubeta = { exitosas: 1, monto: 10_000, precio: 9_500, pendientes: 0 };

interface Coleccion {
  name: string;
  own: string;
  other: string;
  data: (clienteId: string) => Record<string, unknown>;
  /** The query the screens run for a client: only its own documents. */
  ownQuery: (db: Firestore, uid: string) => ReturnType<typeof query>;
  expected: Expectation;
}

const none = { get: false, list: false, create: false, update: false, delete: false };
const reader = { ...none, get: true, list: true };
const byClient = (db: Firestore, name: string, uid: string) =>
  query(collection(db, name), where('clienteId', '==', uid));

const COLECCIONES: Coleccion[] = [
  {
    name: 'recargas',
    own: OWN,
    other: OTHER,
    data: recarga,
    ownQuery: (db, uid) => byClient(db, 'recargas', uid),
    expected: { anonymous: none, inactive: none, user: reader, otherUser: none, manager: reader, admin: reader },
  },
  {
    name: 'resumenesCliente',
    own: `${PROFILES.user.uid}_${DIA}`,
    other: `${PROFILES.otherUser.uid}_${DIA}`,
    data: (clienteId) => ({ clienteId, dia: DIA, total: cubeta, operadores: { Telcel: cubeta }, distribuidores: {} }),
    ownQuery: (db, uid) => byClient(db, 'resumenesCliente', uid),
    expected: { anonymous: none, inactive: none, user: reader, otherUser: none, manager: reader, admin: reader },
  },
  {
    name: 'recargasCostos',
    own: OWN,
    other: OTHER,
    data: (clienteId) => ({ clienteId, costo: 9_400, margen: 100, proveedorId: 'prov', dia: DIA, creadoEn: SEED_TIME }),
    ownQuery: (db, uid) => byClient(db, 'recargasCostos', uid),
    expected: { anonymous: none, inactive: none, user: none, otherUser: none, manager: reader, admin: reader },
  },
  {
    name: 'resumenesRecargas',
    own: `${DIA}_0`,
    other: `${DIA}_1`,
    data: (clienteId) => ({
      dia: DIA,
      shard: 0,
      total: { ...cubeta, costo: 9_400 },
      clientes: { [clienteId]: { ...cubeta, costo: 9_400 } },
      operadores: {},
      distribuidores: {},
    }),
    ownQuery: (db) => query(collection(db, 'resumenesRecargas'), where('dia', '==', DIA)),
    expected: { anonymous: none, inactive: none, user: none, otherUser: none, manager: reader, admin: reader },
  },
];

beforeAll(async () => {
  env = await createTestEnv('recargas');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const c of COLECCIONES) {
      await setDoc(doc(db, c.name, c.own), c.data(PROFILES.user.uid));
      await setDoc(doc(db, c.name, c.other), c.data(PROFILES.otherUser.uid));
    }
  });
});

for (const c of COLECCIONES) {
  // Targets: get/update/delete aim at the `user` actor's own document; list = the client query;
  // create = a new document of the actor's own. "otherUser" then reaches for someone else's.
  const attempts: Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>> = {
    get: (db) => getDoc(doc(db, c.name, c.own)),
    list: (db) => getDocs(c.ownQuery(db, PROFILES.user.uid)),
    create: (db, actor) => setDoc(doc(db, c.name, 'nuevo'), c.data(actor === 'anonymous' ? 'x' : PROFILES[actor].uid)),
    update: (db) => updateDoc(doc(db, c.name, c.own), { estado: 'revertida', precio: 0 }),
    delete: (db) => deleteDoc(doc(db, c.name, c.own)),
  };

  describe(`${c.name} access matrix`, () => {
    for (const { name, actor, operation, allowed } of matrixCases(c.expected)) {
      it(name, async () => {
        await expectOutcome(allowed, attempts[operation](dbAs(env, actor), actor));
      });
    }
  });
}

describe('a client reads only its own top-ups and summaries', () => {
  it.each(['recargas', 'resumenesCliente'])('%s: a query without its clienteId filter → denied', async (name) => {
    await expectOutcome(false, getDocs(collection(dbAs(env, 'user'), name)));
  });

  it.each(['recargas', 'resumenesCliente'])('%s: another client’s document or query → denied', async (name) => {
    const c = COLECCIONES.find((col) => col.name === name);
    if (!c) throw new Error(name);
    const db = dbAs(env, 'user');
    await expectOutcome(false, getDoc(doc(db, name, c.other)));
    await expectOutcome(false, getDocs(c.ownQuery(db, PROFILES.otherUser.uid)));
    await expectOutcome(true, getDocs(c.ownQuery(db, PROFILES.user.uid)));
  });

  it('an admin cannot write a recarga or its estado from the browser either', async () => {
    const db = dbAs(env, 'admin');
    await expectOutcome(false, updateDoc(doc(db, 'recargas', OWN), { estado: 'revertida' }));
    await expectOutcome(false, setDoc(doc(db, 'recargas', 'otra'), recarga(PROFILES.user.uid)));
    await expectOutcome(false, setDoc(doc(db, 'simuladorOperador', OWN), { respuesta: { estado: 'exitosa' } }));
  });

  it('nobody reads what the simulated carrier received', async () => {
    for (const actor of ['user', 'manager', 'admin'] as const) {
      await expectOutcome(false, getDoc(doc(dbAs(env, actor), 'simuladorOperador', OWN)));
    }
  });
});
