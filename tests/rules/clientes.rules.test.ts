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
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestEnv,
  dbAs,
  expectOutcome,
  matrixCases,
  PROFILES,
  resetAndSeed,
  type Actor,
  type Expectation,
  type Operation,
  NONE,
  READER,
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
    comisiones: { predeterminada: 5 },
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
 * whole-collection query; create = a new, well-formed cliente; update = a rename stamped with the server time.
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

const expected: Expectation = {
  anonymous: NONE,
  // Only an active user reads its own cliente.
  inactive: NONE,
  user: { ...NONE, get: true },
  otherUser: NONE,
  // Reportes: the manager reads names and balances, and writes nothing.
  manager: READER,
  // Every write goes through the server (/api/register, /api/clientes/editar): see the rules.
  admin: { get: true, list: true, create: false, update: false, delete: false },
};

describe('clientes access matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](dbAs(env, actor), actor));
    });
  }
});

describe('clientes: no field is writable from a browser, not even by an admin', () => {
  const userCliente = (actor: Actor) => clienteDoc(dbAs(env, actor), PROFILES.user.uid);

  it.each<[string, Record<string, unknown>]>([
    ['saldo', { saldo: 999_999 }],
    ['comisiones (a valid percent)', { comisiones: { predeterminada: 7, operadores: { Telcel: 6 } } }],
    ['comisiones (a percent no recarga could honour)', { comisiones: { predeterminada: 150 } }],
    ['nombre', { nombre: 'Nuevo Nombre' }],
    ['telefono', { telefono: '5500000000' }],
    ['estatus', { estatus: false }],
    ['correo', { correo: 'otro@example.com' }],
    ['creadoEn', { creadoEn: serverTimestamp() }],
  ])('admin cannot change %s', async (_field, data) => {
    await expectOutcome(false, updateDoc(userCliente('admin'), { ...data, actualizadoEn: serverTimestamp() }));
  });

  it.each<[string, Record<string, unknown>]>([
    ['saldo', { saldo: 999_999 }],
    ['comisiones', { comisiones: { predeterminada: 20 } }],
    ['nombre', { nombre: 'Mi Negocio' }],
  ])('user cannot change its own %s', async (_field, data) => {
    await expectOutcome(false, updateDoc(userCliente('user'), { ...data, actualizadoEn: serverTimestamp() }));
  });

  // Credit and the selling limits change through POST /api/clientes/credito only, on the client's
  // money queue, with a reason and a log; the debt and the counters only in the charge's transaction.
  const CREDITO: [string, Record<string, unknown>][] = [
    ['limiteCredito', { limiteCredito: 9_999_999 }],
    ['plazoDias', { plazoDias: 90 }],
    ['recargasPorMinuto', { recargasPorMinuto: 6_000 }],
    ['topeVentaDiaria', { topeVentaDiaria: 1 }],
    ['adeudo (the debt)', { adeudo: [] }],
    ['venceAdeudo (its due date)', { venceAdeudo: '2099-01-01' }],
    [
      "limitesVenta (the rate and the day's sales)",
      { limitesVenta: { fichas: 30, en: 0, dia: '2026-11-27', vendido: 0 } },
    ],
  ];
  for (const actor of ['user', 'otherUser', 'inactive', 'manager', 'admin'] as const) {
    it.each(CREDITO)(`${actor} cannot change the user's %s`, async (_field, data) => {
      await expectOutcome(false, updateDoc(userCliente(actor), { ...data, actualizadoEn: serverTimestamp() }));
    });
  }

  it('admin cannot create a cliente, even with saldo 0 and valid commissions', async () => {
    await expectOutcome(false, setDoc(clienteDoc(dbAs(env, 'admin'), NEW_UID), validNewCliente()));
  });

  it('the user still reads its own saldo and comisiones', async () => {
    const snap = await getDoc(userCliente('user'));
    expect(snap.data()).toMatchObject({ saldo: 15_000, comisiones: { predeterminada: 5 } });
  });
});
