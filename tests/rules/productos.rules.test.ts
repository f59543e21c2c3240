import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type UpdateData,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claveOrden } from '../../domain/busqueda';
import { MAX_CENTAVOS } from '../../domain/catalogo';
import {
  createTestEnv,
  dbAs,
  definidos,
  VISTA_FIELDS,
  vistaDe,
  expectOutcome,
  matrixCases,
  OPERADORES,
  PRODUCTO_ACTIVO_SKU,
  PRODUCTO_INACTIVO_SKU,
  PROVEEDOR_ACTIVO,
  PROVEEDOR_ACTIVO_2,
  PROVEEDOR_INACTIVO,
  proveedorSeed,
  resetAndSeed,
  SEED_TIME,
  seedCatalogue,
  type Actor,
  type Expectation,
  type Operation,
  NONE,
  READER,
} from './env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv('productos');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
  await seedCatalogue(env);
});

const NEW_SKU = 'BAIT-REC-50';

function validNewProducto(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const nombre = String(overrides.nombre ?? 'Recarga Bait $50');
  return {
    nombre,
    nombreOrden: claveOrden(nombre),
    sku: NEW_SKU,
    tipo: 'recarga',
    operador: 'Bait',
    proveedorId: PROVEEDOR_ACTIVO.id,
    costo: 4_750,
    precio: 5_000,
    monto: 5_000,
    vigenciaDias: 15,
    stock: 0,
    estatus: true,
    busqueda: ['recarga', 'bait'],
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    ...overrides,
  };
}

/** What makes the new product a valid paquete. */
const PAQUETE = { tipo: 'paquete', datosMb: 3_000, minutos: 500, redesSociales: true, vigenciaDias: 15 };

/** A valid new sim: monto 0, no vigencia. */
function validNewSim(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const sim = validNewProducto({ nombre: 'SIM Telcel', sku: 'TEL-SIM-001', tipo: 'sim', operador: 'Telcel', monto: 0 });
  delete sim.vigenciaDias;
  return { ...sim, ...overrides };
}

function productoDoc(db: Firestore, sku: string) {
  return doc(db, 'productos', sku);
}

/** A product written as the Productos screen writes it: with its catalogo view in the same batch. */
function createWithVista(db: Firestore, data: Record<string, unknown>, id = String(data.sku)): Promise<void> {
  const batch = writeBatch(db);
  batch.set(productoDoc(db, id), definidos(data));
  batch.set(doc(db, 'catalogo', id), { ...vistaDe(data), actualizadoEn: serverTimestamp() });
  return batch.commit();
}

/** An update of a product and, in the same batch, of the view fields it changes. */
function updateWithVista(db: Firestore, data: UpdateData<DocumentData>, sku = PRODUCTO_ACTIVO_SKU): Promise<void> {
  const batch = writeBatch(db);
  const vista = Object.fromEntries(Object.entries(data).filter(([field]) => VISTA_FIELDS.includes(field)));
  batch.update(productoDoc(db, sku), { ...data, actualizadoEn: serverTimestamp() });
  batch.update(doc(db, 'catalogo', sku), { ...vista, actualizadoEn: serverTimestamp() });
  return batch.commit();
}

/** Admin creates a producto under its own sku (or under `id` when given). */
function adminCreate(data: Record<string, unknown>, id = String(data.sku)): Promise<void> {
  return createWithVista(dbAs(env, 'admin'), data, id);
}

/** Admin updates the seeded product `sku` with `data`, stamped with the server time. */
function adminUpdate(data: UpdateData<DocumentData>, sku = PRODUCTO_ACTIVO_SKU): Promise<void> {
  return updateWithVista(dbAs(env, 'admin'), data, sku);
}

const activeCatalogue = (db: Firestore) => query(collection(db, 'productos'), where('estatus', '==', true));

/**
 * Targets: get/update/delete aim at the seeded ACTIVE product; list = the active products query;
 * create = a new, valid recarga under its own sku, with its view; update = a price change
 * stamped with the server time, with its view.
 */
const attempts: Record<Operation, (db: Firestore) => Promise<unknown>> = {
  get: (db) => getDoc(productoDoc(db, PRODUCTO_ACTIVO_SKU)),
  list: (db) => getDocs(activeCatalogue(db)),
  create: (db) => createWithVista(db, validNewProducto()),
  update: (db) => updateWithVista(db, { precio: 9_900 }),
  delete: (db) => deleteDoc(productoDoc(db, PRODUCTO_ACTIVO_SKU)),
};

// Products hold the business's cost and supplier: only staff read them (the manager for the SIMs'
// stock in Reportes; clients sell from catalogo, below) and only admins write them. Nobody deletes
// (deactivate instead).
const expected: Expectation = {
  anonymous: NONE,
  inactive: NONE,
  user: NONE,
  otherUser: NONE,
  manager: READER,
  admin: { get: true, list: true, create: true, update: true, delete: false },
};

describe('productos access matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](dbAs(env, actor)));
    });
  }
});

describe('productos reads', () => {
  const allProducts = (actor: Actor) => getDocs(collection(dbAs(env, actor), 'productos'));

  it('user list of the products of one tipo → denied (cost and supplier are never a query away)', async () => {
    await expectOutcome(
      false,
      getDocs(query(collection(dbAs(env, 'user'), 'productos'), where('tipo', '==', 'recarga'))),
    );
  });

  it('admin get of an INACTIVE product → allowed', async () => {
    await expectOutcome(true, getDoc(productoDoc(dbAs(env, 'admin'), PRODUCTO_INACTIVO_SKU)));
  });

  it('admin list without the estatus filter → allowed', async () => {
    await expectOutcome(true, allProducts('admin'));
  });
});

describe('productos create shape (as admin)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a non-zero stock', { stock: 5 }],
    ['a negative stock', { stock: -1 }],
    ['a negative costo', { costo: -1 }],
    ['a non-integer costo', { costo: 4_750.5 }],
    ['a string costo', { costo: '4750' }],
    ['a negative precio', { precio: -5_000 }],
    ['a non-integer precio', { precio: 50.25 }],
    ['a recarga with monto 0', { monto: 0 }],
    ['a recarga with a negative monto', { monto: -5_000 }],
    ['a recarga with a non-integer monto', { monto: 5_000.5 }],
    ['a costo over MAX_CENTAVOS', { costo: MAX_CENTAVOS + 1 }],
    ['a precio over MAX_CENTAVOS', { precio: MAX_CENTAVOS + 1 }],
    ['a recarga with a monto over MAX_CENTAVOS', { monto: MAX_CENTAVOS + 1 }],
    ['a precio beyond exact integers', { precio: Number.MAX_SAFE_INTEGER }],
    ['an operador not in the list', { operador: 'Claro' }],
    ['an operador in the wrong case', { operador: 'bait' }],
    ['a proveedor that does not exist', { proveedorId: 'prov-inexistente' }],
    ['an inactive proveedor', { proveedorId: PROVEEDOR_INACTIVO.id }],
    ['an unknown tipo', { tipo: 'bono' }],
    ['a paquete with monto 0', { tipo: 'paquete', monto: 0, datosMb: 1000, minutos: 0, redesSociales: false }],
    ['a recarga with a paquete’s contents', { datosMb: 1000, minutos: 0, redesSociales: false }],
    ['a paquete without its contents', { tipo: 'paquete' }],
    ['a paquete that includes nothing', { tipo: 'paquete', datosMb: 0, minutos: 0, redesSociales: false }],
    ['a paquete without vigencia', { ...PAQUETE, vigenciaDias: undefined }],
    ['a paquete with non-integer data', { ...PAQUETE, datosMb: 1.5 }],
    ['a paquete with data over 1,000 GB', { ...PAQUETE, datosMb: 1_000_001 }],
    ['a paquete with minutes over 100,000', { ...PAQUETE, minutos: 100_001 }],
    ['a paquete with a non-boolean redesSociales', { ...PAQUETE, redesSociales: 'sí' }],
    ['vigenciaDias 0', { vigenciaDias: 0 }],
    ['vigenciaDias 366', { vigenciaDias: 366 }],
    ['a non-integer vigenciaDias', { vigenciaDias: 7.5 }],
    ['an empty nombre', { nombre: '   ' }],
    ['a nombre longer than 120', { nombre: 'x'.repeat(121) }],
    ['a non-boolean estatus', { estatus: 1 }],
    ['a non-list busqueda', { busqueda: 'bait' }],
    ['an unknown field', { descuento: 10 }],
    ['no sort key', { nombreOrden: undefined }],
    ['a sort key that is not the folded name', { nombreOrden: 'Recarga Bait $50' }],
    ['a sort key of another name', { nombreOrden: claveOrden('Recarga Bait $100') }],
    ['a client-chosen creadoEn', { creadoEn: SEED_TIME }],
    ['a client-chosen actualizadoEn', { actualizadoEn: SEED_TIME }],
  ])('rejects %s', async (_case, overrides) => {
    await expectOutcome(false, adminCreate(validNewProducto(overrides)));
  });

  it.each<[string, Record<string, unknown>]>([
    ['a sim with monto > 0', validNewSim({ monto: 100 })],
    ['a saldo with monto > 0', validNewSim({ sku: 'SALDO-TEL', tipo: 'saldo', monto: 100 })],
    ['a lower-case sku (id == sku)', validNewProducto({ sku: 'bait-rec-50' })],
    ['a sku shorter than 3', validNewProducto({ sku: 'AB' })],
    ['a sku longer than 40', validNewProducto({ sku: 'A'.repeat(41) })],
    ['a sku with a space', validNewProducto({ sku: 'BAIT REC 50' })],
  ])('rejects %s', async (_case, data) => {
    await expectOutcome(false, adminCreate(data));
  });

  it('accepts a paquete with its data, minutes, social networks and validity, and its view shows them', async () => {
    await expectOutcome(true, adminCreate(validNewProducto(PAQUETE)));
    const vista = (await getDoc(doc(dbAs(env, 'user'), 'catalogo', NEW_SKU))).data();
    expect(vista).toMatchObject({
      tipo: 'paquete',
      datosMb: 3_000,
      minutos: 500,
      redesSociales: true,
      vigenciaDias: 15,
    });
  });

  it('rejects a paquete whose view leaves out what it includes', async () => {
    const db = dbAs(env, 'admin');
    const batch = writeBatch(db);
    const data = validNewProducto(PAQUETE);
    batch.set(productoDoc(db, NEW_SKU), definidos(data));
    const vista = vistaDe({ ...data, datosMb: undefined });
    batch.set(doc(db, 'catalogo', NEW_SKU), { ...vista, actualizadoEn: serverTimestamp() });
    await expectOutcome(false, batch.commit());
  });

  it('rejects a floating-point zero stock', async () => {
    // -0 is the one zero the SDK sends as a double: stock must be an integer.
    await expectOutcome(false, adminCreate(validNewProducto({ stock: -0 })));
  });

  it('rejects a non-string operador even if the list holds it', async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), 'config', 'operadores'), { lista: [...OPERADORES, 42] }),
    );
    await expectOutcome(false, adminCreate(validNewProducto({ operador: 42 })));
  });

  it('rejects a non-string proveedorId even if it names an active proveedor', async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), 'proveedores', '42'), proveedorSeed('Proveedor 42', true)),
    );
    await expectOutcome(false, adminCreate(validNewProducto({ proveedorId: 42 })));
  });

  it('rejects an id different from the sku', async () => {
    await expectOutcome(false, adminCreate(validNewProducto(), 'BAIT-REC-500'));
  });

  it('rejects a duplicate sku (create over an existing id)', async () => {
    await expectOutcome(false, adminCreate(validNewProducto({ sku: PRODUCTO_ACTIVO_SKU })));
  });

  it.each(['nombre', 'sku', 'tipo', 'operador', 'proveedorId', 'costo', 'precio', 'monto', 'stock', 'estatus'])(
    'rejects a producto without %s',
    async (field) => {
      const data = validNewProducto();
      delete data[field];
      await expectOutcome(false, adminCreate(data, NEW_SKU));
    },
  );

  it.each<[string, Record<string, unknown>]>([
    ['a sim with monto 0 and no vigenciaDias', validNewSim()],
    ['a saldo with monto 0', validNewSim({ sku: 'SALDO-TEL', tipo: 'saldo' })],
    ['vigenciaDias 1', validNewProducto({ vigenciaDias: 1 })],
    ['vigenciaDias 365', validNewProducto({ vigenciaDias: 365 })],
    ['costo and precio 0', validNewProducto({ costo: 0, precio: 0 })],
    [
      'costo, precio and monto of MAX_CENTAVOS',
      validNewProducto({ costo: MAX_CENTAVOS, precio: MAX_CENTAVOS, monto: MAX_CENTAVOS }),
    ],
    ['an operador with a symbol (AT&T)', validNewProducto({ operador: 'AT&T' })],
    ['an inactive producto', validNewProducto({ estatus: false })],
    ['a 40-character sku', validNewProducto({ sku: 'A'.repeat(40) })],
  ])('accepts %s', async (_case, data) => {
    await expectOutcome(true, adminCreate(data));
  });
});

describe('productos update (as admin)', () => {
  it.each<[string, UpdateData<DocumentData>]>([
    ['stock', { stock: 50 }],
    ['sku', { sku: 'TEL-REC-200' }],
    ['tipo', { tipo: 'saldo', monto: 0 }],
    ['creadoEn', { creadoEn: serverTimestamp() }],
  ])('cannot change %s', async (_field, data) => {
    await expectOutcome(false, adminUpdate(data));
  });

  it('cannot change the stock of a sim', async () => {
    await expectOutcome(false, adminUpdate({ stock: 0 }, PRODUCTO_INACTIVO_SKU));
  });

  it.each<[string, UpdateData<DocumentData>]>([
    ['a negative costo', { costo: -1 }],
    ['a non-integer precio', { precio: 99.99 }],
    ['a precio over MAX_CENTAVOS', { precio: MAX_CENTAVOS + 1 }],
    ['a costo over MAX_CENTAVOS', { costo: MAX_CENTAVOS + 1 }],
    ['monto 0 on a recarga', { monto: 0 }],
    ['a monto over MAX_CENTAVOS on a recarga', { monto: MAX_CENTAVOS + 1 }],
    ['an operador not in the list', { operador: 'Claro' }],
    ['an inactive proveedor', { proveedorId: PROVEEDOR_INACTIVO.id }],
    ['a proveedor that does not exist', { proveedorId: 'prov-inexistente' }],
    ['an unknown field', { descuento: 10 }],
    ['a rename without its sort key', { nombre: 'Recarga Telcel cien' }],
    ['a sort key that is not the folded name', { nombreOrden: 'Recarga Telcel $100' }],
    ['a sort key of another name', { nombre: 'Recarga Telcel cien', nombreOrden: claveOrden('Recarga Bait $100') }],
  ])('rejects %s', async (_case, data) => {
    await expectOutcome(false, adminUpdate(data));
  });

  it('rejects monto > 0 on a sim', async () => {
    await expectOutcome(false, adminUpdate({ monto: 100 }, PRODUCTO_INACTIVO_SKU));
  });

  it('rejects a client-chosen actualizadoEn', async () => {
    const db = dbAs(env, 'admin');
    const batch = writeBatch(db);
    batch.update(productoDoc(db, PRODUCTO_ACTIVO_SKU), { precio: 9_900, actualizadoEn: SEED_TIME });
    batch.update(doc(db, 'catalogo', PRODUCTO_ACTIVO_SKU), { precio: 9_900, actualizadoEn: serverTimestamp() });
    await expectOutcome(false, batch.commit());
  });

  it('accepts moving to another active proveedor', async () => {
    await expectOutcome(true, adminUpdate({ proveedorId: PROVEEDOR_ACTIVO_2.id }));
  });

  it('accepts editing a product whose (unchanged) proveedor is inactive', async () => {
    await expectOutcome(true, adminUpdate({ precio: 12_000, estatus: true }, PRODUCTO_INACTIVO_SKU));
  });

  it.each(['Ñandú Recarga', 'ÁRBOL ÑANDÚ Única', '  Recarga   Óptima '])(
    'accepts a rename to %j with its sort key (the rules compute the same key)',
    async (nombre) => {
      await expectOutcome(true, adminUpdate({ nombre, nombreOrden: claveOrden(nombre) }));
    },
  );

  it('accepts deactivating a product from before the sort key (it has none until its next edit)', async () => {
    await env.withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore(), 'productos', PRODUCTO_ACTIVO_SKU), { nombreOrden: deleteField() }),
    );
    await expectOutcome(true, adminUpdate({ estatus: false }));
  });

  it('accepts deactivating a product', async () => {
    await expectOutcome(true, adminUpdate({ estatus: false }));
  });

  it('accepts a set that keeps sku, tipo, stock and creadoEn', async () => {
    const db = dbAs(env, 'admin');
    const current = (await getDoc(productoDoc(db, PRODUCTO_ACTIVO_SKU))).data();
    const nombre = 'Recarga Telcel 100';
    const data = { ...current, nombre, nombreOrden: claveOrden(nombre), actualizadoEn: serverTimestamp() };
    await expectOutcome(true, createWithVista(db, data, PRODUCTO_ACTIVO_SKU));
  });

  it.each<[string, UpdateData<DocumentData>]>([
    ['a price', { precio: 9_900 }],
    ['a name', { nombre: 'Recarga Telcel cien' }],
    ['its estatus (deactivating it)', { estatus: false }],
  ])('rejects changing %s without its catalogo view in the same batch', async (_case, data) => {
    const attempt = updateDoc(productoDoc(dbAs(env, 'admin'), PRODUCTO_ACTIVO_SKU), {
      ...data,
      actualizadoEn: serverTimestamp(),
    });
    await expectOutcome(false, attempt);
  });

  it('rejects creating a product without its catalogo view', async () => {
    await expectOutcome(false, setDoc(productoDoc(dbAs(env, 'admin'), NEW_SKU), validNewProducto()));
  });
});

// ---------- catalogo: the clients' view of productos ----------

const vistaDoc = (db: Firestore, sku: string) => doc(db, 'catalogo', sku);
const activeVista = (db: Firestore) => query(collection(db, 'catalogo'), where('estatus', '==', true));

/** get/update/delete aim at the active product's view; list = the active view (what the stepper runs). */
const vistaAttempts: Record<Operation, (db: Firestore) => Promise<unknown>> = {
  get: (db) => getDoc(vistaDoc(db, PRODUCTO_ACTIVO_SKU)),
  list: (db) => getDocs(activeVista(db)),
  create: (db) => createWithVista(db, validNewProducto()),
  update: (db) => updateWithVista(db, { precio: 9_900 }),
  delete: (db) => deleteDoc(vistaDoc(db, PRODUCTO_ACTIVO_SKU)),
};

const vistaExpected: Expectation = {
  anonymous: NONE,
  inactive: NONE,
  user: READER,
  otherUser: READER,
  manager: NONE,
  admin: { get: true, list: true, create: true, update: true, delete: false },
};

describe('catalogo access matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(vistaExpected)) {
    it(name, async () => {
      await expectOutcome(allowed, vistaAttempts[operation](dbAs(env, actor)));
    });
  }
});

describe('catalogo: what a client reads, and nothing more', () => {
  it('an active product view holds no cost, supplier or stock', async () => {
    const vista = (await getDoc(vistaDoc(dbAs(env, 'user'), PRODUCTO_ACTIVO_SKU))).data() ?? {};
    expect(Object.keys(vista).filter((campo) => ![...VISTA_FIELDS, 'actualizadoEn'].includes(campo))).toEqual([]);
    for (const secreto of ['costo', 'proveedorId', 'stock', 'busqueda']) expect(vista).not.toHaveProperty(secreto);
  });

  it('user get of an INACTIVE product view → denied', async () => {
    await expectOutcome(false, getDoc(vistaDoc(dbAs(env, 'user'), PRODUCTO_INACTIVO_SKU)));
  });

  it('user list without the estatus filter, or of the inactive ones → denied', async () => {
    const db = dbAs(env, 'user');
    await expectOutcome(false, getDocs(collection(db, 'catalogo')));
    await expectOutcome(false, getDocs(query(collection(db, 'catalogo'), where('estatus', '==', false))));
  });

  it.each<[string, Record<string, unknown>]>([
    ['another price', { precio: 1 }],
    ['another name', { nombre: 'Otra cosa' }],
    ['another estatus', { estatus: false }],
    ['a cost', { costo: 9_500 }],
    ['a supplier', { proveedorId: PROVEEDOR_ACTIVO.id }],
  ])('admin cannot make the view differ from its product: %s', async (_case, cambio) => {
    const attempt = updateDoc(vistaDoc(dbAs(env, 'admin'), PRODUCTO_ACTIVO_SKU), {
      ...cambio,
      actualizadoEn: serverTimestamp(),
    });
    await expectOutcome(false, attempt);
  });

  it('admin cannot create a view of a product that does not exist', async () => {
    const attempt = setDoc(vistaDoc(dbAs(env, 'admin'), NEW_SKU), {
      ...vistaDe(validNewProducto()),
      actualizadoEn: serverTimestamp(),
    });
    await expectOutcome(false, attempt);
  });
});
