import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { claveOrden } from '../../domain/busqueda';

export type Actor = 'anonymous' | 'inactive' | 'user' | 'otherUser' | 'manager' | 'admin';
export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
export type Expectation = Record<Actor, Record<Operation, boolean>>;
type Role = 'admin' | 'manager' | 'user';
type SignedInActor = Exclude<Actor, 'anonymous'>;

export const ACTORS: readonly Actor[] = ['anonymous', 'inactive', 'user', 'otherUser', 'manager', 'admin'];
export const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];

interface Profile {
  uid: string;
  nombre: string;
  correo: string;
  role: Role;
  estatus: boolean;
}

export const PROFILES: Record<SignedInActor, Profile> = {
  inactive: { uid: 'uid-inactive', nombre: 'Inactivo', correo: 'inactivo@example.com', role: 'user', estatus: false },
  user: { uid: 'uid-user', nombre: 'Cliente Uno', correo: 'cliente1@example.com', role: 'user', estatus: true },
  otherUser: { uid: 'uid-other', nombre: 'Cliente Dos', correo: 'cliente2@example.com', role: 'user', estatus: true },
  manager: { uid: 'uid-manager', nombre: 'Gerente', correo: 'gerente@example.com', role: 'manager', estatus: true },
  admin: { uid: 'uid-admin', nombre: 'Admin', correo: 'admin@example.com', role: 'admin', estatus: true },
};

/** Actors with role user own a clientes doc under the same uid. */
const CLIENT_ACTORS: readonly SignedInActor[] = ['inactive', 'user', 'otherUser'];
export const SEEDED_LOG_ID = 'log-semilla';
export const SEED_TIME = Timestamp.fromDate(new Date('2024-01-01T00:00:00Z'));

const RULES_PATH = new URL('../../firestore.rules', import.meta.url);

function emulatorAddress(): { host: string; port: number } {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return { host, port: Number(port) };
}

export function createTestEnv(collection: string): Promise<RulesTestEnvironment> {
  // Denied writes are expected here; keep the SDK from logging each one as a warning.
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId: `demo-rules-${collection}`,
    firestore: { ...emulatorAddress(), rules: readFileSync(RULES_PATH, 'utf8') },
  });
}

/**
 * A Firestore client acting as the given actor, with an `email` claim matching its usuarios correo
 * and, like a real ID token, the time it signed in (`auth_time`, seconds): `signedInSecondsAgo`.
 * The admin's session passed its second factor, as every admin's must to act as one (the rules ask
 * it as the API does); dbAdminSinSegundoFactor is the password-only session.
 */
export function dbAs(env: RulesTestEnvironment, actor: Actor, signedInSecondsAgo = 0): Firestore {
  if (actor === 'admin') return dbConSegundoFactor(env, actor, signedInSecondsAgo);
  return firestoreOf(env, actor, { auth_time: Math.floor(Date.now() / 1000) - signedInSecondsAgo });
}

/**
 * dbAs for a session that signed in with its second factor (an SMS code): its token's
 * firebase.sign_in_second_factor. Only the admin's role asks for it; what a user or a manager
 * writes is judged the same with it or without.
 */
export function dbConSegundoFactor(env: RulesTestEnvironment, actor: SignedInActor, signedInSecondsAgo = 0): Firestore {
  return firestoreOf(env, actor, {
    auth_time: Math.floor(Date.now() / 1000) - signedInSecondsAgo,
    firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
  });
}

/** The admin signed in with its password alone (not enrolled yet, or a stolen password). */
export function dbAdminSinSegundoFactor(env: RulesTestEnvironment): Firestore {
  return firestoreOf(env, 'admin', { auth_time: Math.floor(Date.now() / 1000) });
}

function firestoreOf(env: RulesTestEnvironment, actor: Actor, claims: Record<string, unknown>): Firestore {
  const context =
    actor === 'anonymous'
      ? env.unauthenticatedContext()
      : env.authenticatedContext(PROFILES[actor].uid, { email: PROFILES[actor].correo, ...claims });
  // The compat instance is accepted by the modular API (it unwraps its delegate at runtime).
  return context.firestore() as unknown as Firestore;
}

export function emailOf(actor: Actor): string {
  return actor === 'anonymous' ? 'anonimo@example.com' : PROFILES[actor].correo;
}

export function clienteSeed(nombre: string): Record<string, unknown> {
  return {
    nombre,
    contacto: 'Contacto',
    telefono: '5512345678',
    correo: 'contacto@example.com',
    saldo: 15_000,
    comisiones: { predeterminada: 5 },
    estatus: true,
    creadoEn: SEED_TIME,
    actualizadoEn: SEED_TIME,
  };
}

/** Wipes the emulator and writes every actor's usuarios doc, the clientes docs and one log. */
export async function resetAndSeed(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const writes = Object.values(PROFILES).map((profile) =>
      setDoc(doc(db, 'usuarios', profile.uid), {
        ...profile,
        nombreOrden: claveOrden(profile.nombre),
        creadoEn: SEED_TIME,
        actualizadoEn: SEED_TIME,
      }),
    );
    for (const actor of CLIENT_ACTORS) {
      writes.push(setDoc(doc(db, 'clientes', PROFILES[actor].uid), clienteSeed(PROFILES[actor].nombre)));
    }
    writes.push(
      setDoc(doc(db, 'logs', SEEDED_LOG_ID), {
        type: 'INFO',
        screen: 'Inicio',
        message: 'Inicio de sesión',
        email: PROFILES.user.correo,
        fecha: SEED_TIME,
      }),
    );
    await Promise.all(writes);
  });
}

export const OPERADORES = ['Telcel', 'Movistar', 'AT&T', 'Bait', 'Unefon', 'Virgin Mobile'];

/** Seeded catalogue: two active proveedores and an inactive one, each holding its name claim. */
export const PROVEEDOR_ACTIVO = { id: 'prov-activo', nombre: 'Distribuidora Norte' };
export const PROVEEDOR_ACTIVO_2 = { id: 'prov-activo-2', nombre: 'Telecom Centro' };
export const PROVEEDOR_INACTIVO = { id: 'prov-inactivo', nombre: 'Mayorista Sur' };
/** An active recarga of the active proveedor, and an inactive sim (with stock) of the inactive one. */
export const PRODUCTO_ACTIVO_SKU = 'TEL-REC-100';
export const PRODUCTO_INACTIVO_SKU = 'MOV-SIM-001';

/** The claim key of a proveedor name, as the rules compute it. */
export function nombreClave(nombre: string): string {
  return nombre.trim().toLowerCase();
}

export function proveedorSeed(nombre: string, estatus: boolean): Record<string, unknown> {
  return {
    nombre,
    nombreClave: nombreClave(nombre),
    contacto: 'Contacto',
    telefono: '5512345678',
    correo: 'ventas@example.com',
    tipo: 'ambos',
    estatus,
    busqueda: [],
    creadoEn: SEED_TIME,
    actualizadoEn: SEED_TIME,
  };
}

export function productoSeed(sku: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nombre: 'Recarga Telcel $100',
    nombreOrden: claveOrden(String(overrides.nombre ?? 'Recarga Telcel $100')),
    sku,
    tipo: 'recarga',
    operador: 'Telcel',
    proveedorId: PROVEEDOR_ACTIVO.id,
    costo: 9_500,
    precio: 10_000,
    monto: 10_000,
    vigenciaDias: 30,
    stock: 0,
    estatus: true,
    busqueda: [],
    creadoEn: SEED_TIME,
    actualizadoEn: SEED_TIME,
    ...overrides,
  };
}

/** Writes config/operadores, the seeded proveedores with their name claims, and two productos. */
export async function seedCatalogue(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const proveedores: [{ id: string; nombre: string }, boolean][] = [
      [PROVEEDOR_ACTIVO, true],
      [PROVEEDOR_ACTIVO_2, true],
      [PROVEEDOR_INACTIVO, false],
    ];
    const writes = proveedores.flatMap(([{ id, nombre }, estatus]) => [
      setDoc(doc(db, 'proveedores', id), proveedorSeed(nombre, estatus)),
      setDoc(doc(db, 'proveedorNombres', nombreClave(nombre)), { proveedorId: id }),
    ]);
    const productos = [
      productoSeed(PRODUCTO_ACTIVO_SKU),
      productoSeed(PRODUCTO_INACTIVO_SKU, {
        nombre: 'SIM Movistar',
        tipo: 'sim',
        operador: 'Movistar',
        proveedorId: PROVEEDOR_INACTIVO.id,
        monto: 0,
        vigenciaDias: undefined,
        stock: 5,
        estatus: false,
      }),
    ];
    writes.push(setDoc(doc(db, 'config', 'operadores'), { lista: OPERADORES, actualizadoEn: SEED_TIME }));
    for (const producto of productos) {
      const sku = String(producto.sku);
      writes.push(
        setDoc(doc(db, 'productos', sku), definidos(producto)),
        setDoc(doc(db, 'catalogo', sku), { ...vistaDe(producto), actualizadoEn: SEED_TIME }),
      );
    }
    await Promise.all(writes);
  });
}

/** A record without its undefined fields (the SDK refuses undefined values). */
export function definidos(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

export const VISTA_FIELDS = [
  'nombre',
  'tipo',
  'operador',
  'precio',
  'monto',
  'vigenciaDias',
  'datosMb',
  'minutos',
  'redesSociales',
  'estatus',
];

/** The catalogo projection of a product, as the Productos screen writes it beside the product. */
export function vistaDe(producto: Record<string, unknown>): Record<string, unknown> {
  return definidos(Object.fromEntries(VISTA_FIELDS.map((field) => [field, producto[field]])));
}

export interface MatrixCase {
  name: string;
  actor: Actor;
  operation: Operation;
  allowed: boolean;
}

/** Flattens an expectation table into one named case per (actor, operation) cell. */
export function matrixCases(expected: Expectation): MatrixCase[] {
  return ACTORS.flatMap((actor) =>
    OPERATIONS.map((operation) => {
      const allowed = expected[actor][operation];
      return { name: `${actor} ${operation} → ${allowed ? 'allowed' : 'denied'}`, actor, operation, allowed };
    }),
  );
}

export async function expectOutcome(allowed: boolean, attempt: Promise<unknown>): Promise<void> {
  if (allowed) {
    await assertSucceeds(attempt);
  } else {
    await assertFails(attempt);
  }
}

/** An actor's row of an expectation table: nothing allowed, or reading only. */
export const NONE: Record<Operation, boolean> = {
  get: false,
  list: false,
  create: false,
  update: false,
  delete: false,
};
export const READER: Record<Operation, boolean> = { ...NONE, get: true, list: true };

/** A collection only the server writes, whose documents belong to a client (clienteId). */
export interface ColeccionPropia {
  name: string;
  /** The `user` actor's document and another client's. */
  own: string;
  other: string;
  data: (clienteId: string) => Record<string, unknown>;
  /** The query the screens run for a client: only its own documents. */
  ownQuery: (db: Firestore, uid: string) => Query;
  /** What a browser would try to change on the user's own document. */
  update: Record<string, unknown>;
  expected: Expectation;
}

/**
 * The access matrix of such a collection, one test per cell. get/update/delete aim at the `user`
 * actor's own document, list runs its client query, create writes a new document of the actor's
 * own; "otherUser" so reaches for someone else's.
 */
export function describeMatrizPropia(getEnv: () => RulesTestEnvironment, c: ColeccionPropia): void {
  const attempts: Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>> = {
    get: (db) => getDoc(doc(db, c.name, c.own)),
    list: (db) => getDocs(c.ownQuery(db, PROFILES.user.uid)),
    create: (db, actor) => setDoc(doc(db, c.name, 'nuevo'), c.data(actor === 'anonymous' ? 'x' : PROFILES[actor].uid)),
    update: (db) => updateDoc(doc(db, c.name, c.own), c.update),
    delete: (db) => deleteDoc(doc(db, c.name, c.own)),
  };
  describe(`${c.name} access matrix`, () => {
    for (const { name, actor, operation, allowed } of matrixCases(c.expected)) {
      it(name, async () => {
        await expectOutcome(allowed, attempts[operation](dbAs(getEnv(), actor), actor));
      });
    }
  });
}
