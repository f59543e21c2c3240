import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clavesDeNumero, idNumeroCliente } from '../../domain/numeros';
import {
  ACTORS,
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

// The counter's records are the server's: a shop's numbers (kept by the top-ups' transactions), its
// favourites (/api/favoritos) and its closed shifts (/api/turnos/cerrar). A shop reads its own; no
// other shop reads them, so nothing about who sells to a number leaks to another client; the admin
// reads the shifts, the manager (reports only) none of them. Nobody writes them from the browser,
// admin included.

let env: RulesTestEnvironment;
const NUMERO = '5512345678';

const byClient = (db: Firestore, name: string, uid: string) =>
  query(collection(db, name), where('clienteId', '==', uid));

const cubeta = { exitosas: 1, monto: 10_000, precio: 9_500, pendientes: 0 };

const COLECCIONES: ColeccionPropia[] = [
  {
    name: 'numerosCliente',
    own: idNumeroCliente(PROFILES.user.uid, NUMERO),
    other: idNumeroCliente(PROFILES.otherUser.uid, NUMERO),
    data: (clienteId) => ({
      clienteId,
      numero: NUMERO,
      veces: 3,
      ultima: { operador: 'Telcel', productoId: 'REC-TEL-100', monto: 10_000 },
    }),
    ownQuery: (db, uid) => byClient(db, 'numerosCliente', uid),
    // A browser making a number look frequent, or pointing a repeat sale at another product.
    update: { veces: 99, 'ultima.productoId': 'OTRO' },
    expected: { anonymous: NONE, inactive: NONE, user: READER, otherUser: NONE, manager: NONE, admin: NONE },
  },
  {
    name: 'favoritos',
    own: idNumeroCliente(PROFILES.user.uid, NUMERO),
    other: idNumeroCliente(PROFILES.otherUser.uid, NUMERO),
    data: (clienteId) => ({
      clienteId,
      numero: NUMERO,
      nombre: 'Doña Lupe',
      nombreOrden: 'dona lupe',
      busqueda: clavesDeNumero(NUMERO),
      creadoEn: SEED_TIME,
      actualizadoEn: SEED_TIME,
    }),
    ownQuery: (db, uid) => byClient(db, 'favoritos', uid),
    update: { nombre: 'Otro nombre' },
    expected: { anonymous: NONE, inactive: NONE, user: READER, otherUser: NONE, manager: NONE, admin: NONE },
  },
  {
    name: 'turnos',
    own: 'turno-propio',
    other: 'turno-ajeno',
    data: (clienteId) => ({
      clienteId,
      numero: 1,
      desdeDia: '2026-11-23',
      dia: '2026-11-23',
      corte: { total: cubeta, operadores: { Telcel: cubeta }, distribuidores: { mostrador: cubeta } },
      esperado: 10_000,
      contado: 9_000,
      diferencia: -1_000,
      base: { total: cubeta },
      por: 'cliente1@example.com',
      cerradoEn: SEED_TIME,
    }),
    ownQuery: (db, uid) => byClient(db, 'turnos', uid),
    // A browser hiding a shortfall.
    update: { contado: 10_000, diferencia: 0 },
    expected: { anonymous: NONE, inactive: NONE, user: READER, otherUser: NONE, manager: NONE, admin: READER },
  },
];

beforeAll(async () => {
  env = await createTestEnv('mostrador');
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
    await setDoc(doc(db, 'limites', `operador_${PROFILES.user.uid}`), { desde: 0, usados: 1 });
    await setDoc(doc(db, 'favoritosCuenta', PROFILES.user.uid), { cuantos: 1 });
  });
});

for (const c of COLECCIONES) describeMatrizPropia(() => env, c);

describe('no shop learns another shop’s numbers', () => {
  it.each(['numerosCliente', 'favoritos', 'turnos'])(
    '%s: a query by number, without the shop’s own filter → denied',
    async (name) => {
      const db = dbAs(env, 'otherUser');
      await expectOutcome(false, getDocs(collection(db, name)));
      if (name !== 'turnos')
        await expectOutcome(false, getDocs(query(collection(db, name), where('numero', '==', NUMERO))));
    },
  );

  it('another shop cannot find who sold to a number among the top-ups, by query or by id', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'recargas', 'de-la-tienda'), {
        clienteId: PROFILES.user.uid,
        numero: NUMERO,
        estado: 'exitosa',
        operador: 'Telcel',
        busqueda: clavesDeNumero(NUMERO),
      });
    });
    const db = dbAs(env, 'otherUser');
    await expectOutcome(false, getDoc(doc(db, 'recargas', 'de-la-tienda')));
    await expectOutcome(false, getDocs(query(collection(db, 'recargas'), where('numero', '==', NUMERO))));
    await expectOutcome(
      false,
      getDocs(query(collection(db, 'recargas'), where('busqueda', 'array-contains', NUMERO.slice(-4)))),
    );
    const propias = await getDocs(byClient(db, 'recargas', PROFILES.otherUser.uid));
    expect(propias.size).toBe(0);
  });
});

describe('the server’s own bookkeeping stays closed', () => {
  it.each(ACTORS.flatMap((actor) => ['limites', 'favoritosCuenta'].map((name) => [name, actor] as const)))(
    '%s: %s can neither read nor write it',
    async (name, actor) => {
      const db = dbAs(env, actor);
      const id = name === 'limites' ? `operador_${PROFILES.user.uid}` : PROFILES.user.uid;
      await expectOutcome(false, getDoc(doc(db, name, id)));
      await expectOutcome(false, setDoc(doc(db, name, id), { usados: 0, cuantos: 0, desde: 0 }));
    },
  );
});
