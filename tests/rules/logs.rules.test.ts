import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { distribuidorClaimId, distribuidorClave } from '../../domain/distribuidores';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  createTestEnv,
  dbAs,
  emailOf,
  expectOutcome,
  matrixCases,
  PRODUCTO_ACTIVO_SKU,
  productoSeed,
  PROFILES,
  resetAndSeed,
  SEED_TIME,
  seedCatalogue,
  SEEDED_LOG_ID,
  type Actor,
  type Expectation,
  type Operation,
  NONE,
} from './env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv('logs');
});

afterAll(async () => {
  await env.cleanup();
});

const D_USER = 'dist-user';
const D_NOMBRE = 'Vendedor Centro';

/** A distributor's name claim for its owner (distribuidorNombres), as the form writes it. */
const claim = (db: Firestore, nombre: string) =>
  doc(db, 'distribuidorNombres', distribuidorClaimId(PROFILES.user.uid, distribuidorClave(nombre)));

function distribuidor(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const nombre = String(overrides.nombre ?? D_NOMBRE);
  return {
    nombre: D_NOMBRE,
    nombreClave: distribuidorClave(nombre),
    telefono: '5512345678',
    comision: 2,
    clienteId: PROFILES.user.uid,
    estatus: true,
    busqueda: ['vendedor'],
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    ...overrides,
  };
}

beforeEach(async () => {
  await resetAndSeed(env);
  await seedCatalogue(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'distribuidores', D_USER), distribuidor({ creadoEn: SEED_TIME, actualizadoEn: SEED_TIME }));
    await setDoc(claim(db, D_NOMBRE), { distribuidorId: D_USER });
  });
});

/**
 * The sign-in entry as the login screen wrote it until the server took it over (POST
 * /api/sesion/propia): now refused to every browser, as any entry not describing a change.
 */
function signInLog(actor: Actor, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'INFO',
    screen: 'login',
    message: 'Sesion iniciada',
    email: emailOf(actor),
    fecha: serverTimestamp(),
    origen: 'navegador',
    ...overrides,
  };
}

function seededLog(db: Firestore) {
  return doc(db, 'logs', SEEDED_LOG_ID);
}

/**
 * Targets: get/update/delete aim at one seeded log (written by `user`); list = whole-collection
 * query; create = the sign-in entry with the actor's own e-mail claim and the server time, which
 * only the server writes now. The entry of a change a browser makes is allowed below (changeLog).
 */
const attempts: Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>> = {
  get: (db) => getDoc(seededLog(db)),
  list: (db) => getDocs(collection(db, 'logs')),
  create: (db, actor) => addDoc(collection(db, 'logs'), signInLog(actor)),
  update: (db) => updateDoc(seededLog(db), { message: 'Mensaje editado' }),
  delete: (db) => deleteDoc(seededLog(db)),
};

const expected: Expectation = {
  anonymous: NONE,
  inactive: NONE,
  user: NONE,
  otherUser: NONE,
  manager: NONE,
  admin: { get: true, list: true, create: false, update: false, delete: false },
};

describe('logs access matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](dbAs(env, actor), actor));
    });
  }
});

describe('a browser writes no free entry', () => {
  const create = (data: Record<string, unknown>, actor: Actor = 'user') =>
    addDoc(collection(dbAs(env, actor), 'logs'), data);

  it.each<[string, Record<string, unknown>]>([
    ['an invented money line', { screen: 'clientes', message: 'Abono de $10,000.00 a Recargas La Esquina' }],
    ['another screen', { screen: 'usuarios' }],
    ['another message', { message: 'Sesion iniciada por el administrador' }],
    ['a WARN or ERROR', { type: 'ERROR' }],
    ['a detalle on the sign-in entry', { detalle: { entidad: 'clientes', id: 'x', antes: null, despues: null } }],
    ['an entry claiming to come from the server', { origen: 'servidor' }],
    ['an entry without origen', { origen: undefined }],
    ["someone else's email", { email: PROFILES.admin.correo }],
    ['a client-chosen fecha', { fecha: SEED_TIME }],
    ['an extra field', { uid: PROFILES.user.uid }],
  ])('refuses %s', async (_case, overrides) => {
    const data = signInLog('user', overrides);
    for (const [key, value] of Object.entries(data)) if (value === undefined) delete data[key];
    await expectOutcome(false, create(data));
  });

  it('refuses an invented money line in the shape accepted until now (no origen)', async () => {
    const hastaAhora = {
      type: 'INFO',
      screen: 'clientes',
      message: 'Abono de $10,000.00 a Recargas La Esquina',
      email: emailOf('user'),
      fecha: serverTimestamp(),
      detalle: { entidad: 'clientes', id: PROFILES.user.uid, antes: { saldo: 0 }, despues: { saldo: 1_000_000 } },
    };
    await expectOutcome(false, create(hastaAhora));
  });

  it('an admin cannot write a free entry either', async () => {
    await expectOutcome(false, create(signInLog('admin', { screen: 'clientes', message: 'Ajuste' }), 'admin'));
  });

  it('the sign-in and password-change entries are refused even right after signing in: the server writes them', async () => {
    for (const actor of ['user', 'manager', 'admin'] as const) {
      await expectOutcome(false, addDoc(collection(dbAs(env, actor, 10), 'logs'), signInLog(actor)));
      const cambio = signInLog(actor, { screen: 'perfil', message: 'Contraseña cambiada' });
      await expectOutcome(false, addDoc(collection(dbAs(env, actor, 10), 'logs'), cambio));
    }
  });
});

/** The entry of a change, as src/lib/guardar/log-del-cambio.ts writes it beside the change. */
function changeLog(actor: Actor, detalle: Record<string, unknown>, message: string): Record<string, unknown> {
  return {
    type: 'INFO',
    screen: String(detalle.entidad),
    message,
    email: emailOf(actor),
    fecha: serverTimestamp(),
    origen: 'navegador',
    detalle,
  };
}

function inBatch(db: Firestore, write: (batch: WriteBatch) => void, log?: Record<string, unknown>) {
  const batch = writeBatch(db);
  write(batch);
  if (log) batch.set(doc(collection(db, 'logs')), log);
  return batch.commit();
}

describe('the entry of a change, in the same batch as the change', () => {
  const despues = { nombre: 'Vendedor Norte', telefono: '5512345678', comision: 2 };
  const antes = { nombre: D_NOMBRE, telefono: '5512345678', comision: 2 };
  // A rename moves the name claim in the same batch, as the form does.
  const edit = (db: Firestore) => (batch: WriteBatch) => {
    batch.update(doc(db, 'distribuidores', D_USER), {
      nombre: 'Vendedor Norte',
      nombreClave: distribuidorClave('Vendedor Norte'),
      actualizadoEn: serverTimestamp(),
    });
    batch.set(claim(db, 'Vendedor Norte'), { distribuidorId: D_USER });
    batch.delete(claim(db, D_NOMBRE));
  };
  const detalle = (overrides: Record<string, unknown> = {}) => ({
    entidad: 'distribuidores',
    id: D_USER,
    antes,
    despues,
    ...overrides,
  });

  it('a user edits its distributor with its entry', async () => {
    const db = dbAs(env, 'user');
    await expectOutcome(
      true,
      inBatch(db, edit(db), changeLog('user', detalle(), 'Distribuidor editado: Vendedor Norte')),
    );
  });

  it('a user creates a distributor with its entry (antes null)', async () => {
    const db = dbAs(env, 'user');
    const ref = doc(collection(db, 'distribuidores'));
    const log = changeLog(
      'user',
      detalle({ id: ref.id, antes: null, despues: { nombre: 'Nuevo', telefono: '5512345678', comision: 2 } }),
      'Distribuidor creado: Nuevo',
    );
    await expectOutcome(
      true,
      inBatch(
        db,
        (batch) => {
          batch.set(ref, distribuidor({ nombre: 'Nuevo' }));
          batch.set(claim(db, 'Nuevo'), { distribuidorId: ref.id });
        },
        log,
      ),
    );
  });

  it('a user deactivates its distributor with its entry', async () => {
    const db = dbAs(env, 'user');
    const log = changeLog(
      'user',
      detalle({ antes: { estatus: true }, despues: { estatus: false } }),
      `Distribuidor desactivado: ${D_NOMBRE}`,
    );
    const write = (batch: WriteBatch) =>
      batch.update(doc(db, 'distribuidores', D_USER), { estatus: false, actualizadoEn: serverTimestamp() });
    await expectOutcome(true, inBatch(db, write, log));
  });

  it('an admin edits a product with its entry (message with the SKU)', async () => {
    const db = dbAs(env, 'admin');
    const stored = productoSeed(PRODUCTO_ACTIVO_SKU);
    // A product is written with its catalogo projection (the productos rules require both).
    const write = (batch: WriteBatch) =>
      [doc(db, 'productos', PRODUCTO_ACTIVO_SKU), doc(db, 'catalogo', PRODUCTO_ACTIVO_SKU)].forEach((ref) =>
        batch.update(ref, { precio: 10_100, actualizadoEn: serverTimestamp() }),
      );
    const log = changeLog(
      'admin',
      {
        entidad: 'productos',
        id: PRODUCTO_ACTIVO_SKU,
        antes: { nombre: stored.nombre, precio: stored.precio },
        despues: { nombre: stored.nombre, precio: 10_100 },
      },
      `Producto editado: ${String(stored.nombre)} (${PRODUCTO_ACTIVO_SKU})`,
    );
    await expectOutcome(true, inBatch(db, write, log));
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an invented message', detalle(), 'Abono de $10,000.00 a Recargas La Esquina'],
    ['another name in the message', detalle(), 'Distribuidor editado: Otro'],
    ['the wrong verb', detalle(), 'Distribuidor desactivado: Vendedor Norte'],
    ['"creado" for an existing record', detalle({ antes: null }), 'Distribuidor creado: Vendedor Norte'],
    [
      'a despues that was not written',
      detalle({ despues: { nombre: 'Otro' } }),
      'Distribuidor editado: Vendedor Norte',
    ],
    [
      'a despues with a field the record lacks',
      detalle({ despues: { saldo: 1 } }),
      'Distribuidor editado: Vendedor Norte',
    ],
    [
      'an antes that was not there',
      detalle({ antes: { nombre: 'Inventado' } }),
      'Distribuidor editado: Vendedor Norte',
    ],
    ['a huge antes', detalle({ antes: { nombre: 'x'.repeat(200_000) } }), 'Distribuidor editado: Vendedor Norte'],
    ['another record', detalle({ id: 'dist-otro' }), 'Distribuidor editado: Vendedor Norte'],
    [
      'a collection the browser does not write',
      detalle({ entidad: 'clientes' }),
      'Distribuidor editado: Vendedor Norte',
    ],
    ['an extra key in detalle', detalle({ nota: 'x' }), 'Distribuidor editado: Vendedor Norte'],
    ['a path-like id', detalle({ id: `${D_USER}/x/y` }), 'Distribuidor editado: Vendedor Norte'],
  ])('refuses an entry with %s', async (_case, d, message) => {
    const db = dbAs(env, 'user');
    await expectOutcome(false, inBatch(db, edit(db), changeLog('user', d, message)));
  });

  it('refuses the entry of a change without the change', async () => {
    const db = dbAs(env, 'user');
    const log = changeLog('user', detalle({ antes, despues: antes }), `Distribuidor editado: ${D_NOMBRE}`);
    await expectOutcome(false, addDoc(collection(db, 'logs'), log));
  });

  it("refuses an entry about another user's record, even in a batch with its own change", async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(
        doc(context.firestore(), 'distribuidores', 'dist-otro'),
        distribuidor({ clienteId: PROFILES.otherUser.uid, creadoEn: SEED_TIME, actualizadoEn: SEED_TIME }),
      ),
    );
    const db = dbAs(env, 'user');
    const log = changeLog(
      'user',
      detalle({ id: 'dist-otro', antes, despues: antes }),
      `Distribuidor editado: ${D_NOMBRE}`,
    );
    await expectOutcome(false, inBatch(db, edit(db), log));
  });
});

describe('logs are immutable', () => {
  it('admin cannot update a log', async () => {
    await expectOutcome(false, updateDoc(seededLog(dbAs(env, 'admin')), { message: 'Reescrito' }));
  });

  it('admin cannot delete a log', async () => {
    await expectOutcome(false, deleteDoc(seededLog(dbAs(env, 'admin'))));
  });
});
