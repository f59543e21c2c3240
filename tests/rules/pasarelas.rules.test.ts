import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ACTORS, createTestEnv, dbAs, expectOutcome, resetAndSeed, type Actor } from './env';

// Pasarelas: routes, pauses, floats, fondeos and the carriers' health are the server's
// to write (through /api/pasarelas/*, which checks, logs and keeps the float whole); no role, admin
// included, writes them from the SDK. The admin reads them; the manager (reports only) and a client
// read none.

let env: RulesTestEnvironment;
const CONFIG = ['config', 'pasarelas'] as const;
const PASARELA = ['pasarelas', 'principal'] as const;
const FONDO = ['pasarelas', 'principal', 'fondo', '0'] as const;
const FONDEO = ['pasarelas', 'principal', 'fondeos', 'f-1'] as const;
const SALUD = ['saludRecargas', '1000-0'] as const;
const PROVEEDOR = ['simuladorProveedor', 'principal'] as const;

beforeAll(async () => {
  env = await createTestEnv('pasarelas');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all([
      setDoc(doc(db, ...CONFIG), { rutas: { predeterminada: ['principal'] }, pausas: {} }),
      setDoc(doc(db, ...PASARELA), {
        nombre: 'A',
        implementacion: 'simulado',
        activa: true,
        umbralSaldo: 0,
        costos: {},
      }),
      setDoc(doc(db, ...FONDO), { disponible: 1_000, reservado: 0, consumido: 0 }),
      setDoc(doc(db, ...FONDEO), { monto: 1_000, referencia: 'x' }),
      setDoc(doc(db, ...SALUD), { minuto: 1000, operadores: {} }),
      setDoc(doc(db, ...PROVEEDOR), { saldo: 1_000 }),
    ]);
  });
});

const LECTURAS: [string, readonly string[]][] = [
  ['the routes and pauses', CONFIG],
  ['a pasarela', PASARELA],
  ['a float shard', FONDO],
  ['a fondeo', FONDEO],
  ['the health counters', SALUD],
];

const ESCRITURAS: [string, (db: Firestore) => Promise<unknown>][] = [
  ['route a carrier', (db) => updateDoc(doc(db, ...CONFIG), { 'rutas.predeterminada': ['otra'] })],
  ['pause a carrier', (db) => updateDoc(doc(db, ...CONFIG), { pausas: { Telcel: { motivo: 'x' } } })],
  ['enable or disable a pasarela', (db) => updateDoc(doc(db, ...PASARELA), { activa: false })],
  ['change a cost', (db) => updateDoc(doc(db, ...PASARELA), { costos: { 'REC-TEL-50': 1 } })],
  ['create a pasarela', (db) => setDoc(doc(db, 'pasarelas', 'nueva'), { nombre: 'N', activa: true })],
  ['add to a float', (db) => updateDoc(doc(db, ...FONDO), { disponible: 9_999_999 })],
  ['empty a reservation', (db) => updateDoc(doc(db, ...FONDO), { reservado: 0 })],
  ['record a fondeo', (db) => setDoc(doc(db, 'pasarelas', 'principal', 'fondeos', 'f-2'), { monto: 1 })],
  ['delete a fondeo', (db) => deleteDoc(doc(db, ...FONDEO))],
  ['write health', (db) => setDoc(doc(db, 'saludRecargas', '1001-0'), { minuto: 1001 })],
  ['credit the simulated provider', (db) => setDoc(doc(db, ...PROVEEDOR), { saldo: 9_999_999 })],
];

describe('pasarelas: read by the admin only', () => {
  for (const actor of ACTORS as readonly Actor[]) {
    const puede = actor === 'admin';
    for (const [nombre, ruta] of LECTURAS) {
      it(`${actor} ${puede ? 'reads' : 'cannot read'} ${nombre}`, async () => {
        await expectOutcome(puede, getDoc(doc(dbAs(env, actor), ...(ruta as [string, ...string[]]))));
      });
    }
    it(`${actor} cannot read the simulated provider`, async () => {
      await expectOutcome(false, getDoc(doc(dbAs(env, actor), ...PROVEEDOR)));
    });
  }
});

describe('pasarelas: written by no role from the SDK, admin included', () => {
  for (const actor of ACTORS as readonly Actor[]) {
    for (const [nombre, escritura] of ESCRITURAS) {
      it(`${actor} cannot ${nombre}`, async () => {
        await expectOutcome(false, escritura(dbAs(env, actor)));
      });
    }
  }
});
