import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  createTestEnv,
  dbAs,
  describeMatrizPropia,
  expectOutcome,
  NONE,
  PROFILES,
  READER,
  resetAndSeed,
  SEED_TIME,
  type ColeccionPropia,
} from './env';

// Top-ups and what is derived from them are written only by the server (/api/recargas*). A client
// reads its own top-ups and its own summaries; the admin reads every top-up and its cost; the
// manager, who reads reports only, reads the summaries (which hold cost and margin) and no top-up
// (with its end customer's number) nor its cost; nobody writes from the browser, admin included.

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

/** What a browser would try on a top-up or a summary: undo it and make it free. */
const ACTUALIZACION = { estado: 'revertida', precio: 0 };
const byClient = (db: Firestore, name: string, uid: string) =>
  query(collection(db, name), where('clienteId', '==', uid));

const COLECCIONES: ColeccionPropia[] = [
  {
    name: 'recargas',
    own: OWN,
    other: OTHER,
    data: recarga,
    ownQuery: (db, uid) => byClient(db, 'recargas', uid),
    update: ACTUALIZACION,
    expected: { anonymous: NONE, inactive: NONE, user: READER, otherUser: NONE, manager: NONE, admin: READER },
  },
  {
    name: 'resumenesCliente',
    own: `${PROFILES.user.uid}_${DIA}`,
    other: `${PROFILES.otherUser.uid}_${DIA}`,
    data: (clienteId) => ({ clienteId, dia: DIA, total: cubeta, operadores: { Telcel: cubeta }, distribuidores: {} }),
    ownQuery: (db, uid) => byClient(db, 'resumenesCliente', uid),
    update: ACTUALIZACION,
    expected: { anonymous: NONE, inactive: NONE, user: READER, otherUser: NONE, manager: READER, admin: READER },
  },
  {
    name: 'recargasCostos',
    own: OWN,
    other: OTHER,
    data: (clienteId) => ({ clienteId, costo: 9_400, margen: 100, proveedorId: 'prov', dia: DIA, creadoEn: SEED_TIME }),
    ownQuery: (db, uid) => byClient(db, 'recargasCostos', uid),
    update: ACTUALIZACION,
    expected: { anonymous: NONE, inactive: NONE, user: NONE, otherUser: NONE, manager: NONE, admin: READER },
  },
  {
    name: 'resumenesRecargas',
    own: `${DIA.slice(0, 7)}_0`,
    other: `${DIA.slice(0, 7)}_1`,
    data: () => ({
      mes: DIA.slice(0, 7),
      shard: 0,
      dias: {
        [DIA.slice(8)]: { total: { ...cubeta, costo: 9_400 }, operadores: { Telcel: { ...cubeta, costo: 9_400 } } },
      },
    }),
    ownQuery: (db) => query(collection(db, 'resumenesRecargas'), where('mes', '==', DIA.slice(0, 7))),
    update: ACTUALIZACION,
    expected: { anonymous: NONE, inactive: NONE, user: NONE, otherUser: NONE, manager: READER, admin: READER },
  },
  {
    // The business's month of a client holds cost: not even that client reads it, by id or by query.
    name: 'resumenesClientesMes',
    own: `${PROFILES.user.uid}_${DIA.slice(0, 7)}`,
    other: `${PROFILES.otherUser.uid}_${DIA.slice(0, 7)}`,
    data: (clienteId) => ({
      clienteId,
      mes: DIA.slice(0, 7),
      dias: { [DIA.slice(8)]: { total: { ...cubeta, costo: 9_400 }, distribuidores: {} } },
    }),
    ownQuery: (db, uid) => byClient(db, 'resumenesClientesMes', uid),
    update: ACTUALIZACION,
    expected: { anonymous: NONE, inactive: NONE, user: NONE, otherUser: NONE, manager: READER, admin: READER },
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

for (const c of COLECCIONES) describeMatrizPropia(() => env, c);

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
