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
  writeBatch,
  type DocumentData,
  type Firestore,
  type UpdateData,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACTORS,
  createTestEnv,
  dbAs,
  expectOutcome,
  matrixCases,
  nombreClave,
  PROVEEDOR_ACTIVO,
  PROVEEDOR_ACTIVO_2,
  resetAndSeed,
  SEED_TIME,
  seedCatalogue,
  type Actor,
  type Expectation,
  type Operation,
  NONE,
} from './env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv('proveedores');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
  await seedCatalogue(env);
});

const NEW_NOMBRE = 'Comercializadora Oriente';

/** A valid new proveedor; its nombreClave follows an overridden nombre unless also overridden. */
function validNewProveedor(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const nombre = typeof overrides.nombre === 'string' ? overrides.nombre : NEW_NOMBRE;
  return {
    nombre,
    nombreClave: nombreClave(nombre),
    contacto: 'Juan Pérez',
    telefono: '5598765432',
    correo: 'ventas@oriente.example.com',
    tipo: 'sim',
    estatus: true,
    busqueda: ['comercializadora', 'oriente'],
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    ...overrides,
  };
}

function proveedorDoc(db: Firestore, id: string) {
  return doc(db, 'proveedores', id);
}

function claimDoc(db: Firestore, clave: string) {
  return doc(db, 'proveedorNombres', clave);
}

/** What the form does: one batch writes a new (auto id) proveedor and claims its name. */
function createWithClaim(db: Firestore, data: Record<string, unknown>, clave: string): Promise<void> {
  const ref = doc(collection(db, 'proveedores'));
  const batch = writeBatch(db);
  batch.set(ref, data);
  batch.set(claimDoc(db, clave), { proveedorId: ref.id });
  return batch.commit();
}

/** Admin creates a proveedor from `validNewProveedor(overrides)`, claiming its nombreClave. */
function adminCreate(overrides: Record<string, unknown> = {}): Promise<void> {
  const data = validNewProveedor(overrides);
  return createWithClaim(dbAs(env, 'admin'), data, String(data.nombreClave));
}

interface RenameSteps {
  takeNewClaim: boolean;
  releaseOldClaim: boolean;
}

/** Admin renames the seeded active proveedor to `nombre`, moving its claim as told. */
function adminRename(nombre: string, steps: RenameSteps): Promise<void> {
  const db = dbAs(env, 'admin');
  const batch = writeBatch(db);
  batch.update(proveedorDoc(db, PROVEEDOR_ACTIVO.id), {
    nombre,
    nombreClave: nombreClave(nombre),
    actualizadoEn: serverTimestamp(),
  });
  if (steps.takeNewClaim) batch.set(claimDoc(db, nombreClave(nombre)), { proveedorId: PROVEEDOR_ACTIVO.id });
  if (steps.releaseOldClaim) batch.delete(claimDoc(db, nombreClave(PROVEEDOR_ACTIVO.nombre)));
  return batch.commit();
}

/** Admin updates the seeded active proveedor with `data`, stamped with the server time. */
function adminUpdate(data: UpdateData<DocumentData>): Promise<void> {
  return updateDoc(proveedorDoc(dbAs(env, 'admin'), PROVEEDOR_ACTIVO.id), {
    ...data,
    actualizadoEn: serverTimestamp(),
  });
}

/**
 * Targets: get/update/delete aim at the seeded active proveedor; list = whole-collection query;
 * create = a new, valid proveedor and its name claim in one batch; update = a contacto change
 * (no rename) stamped with the server time.
 */
const attempts: Record<Operation, (db: Firestore) => Promise<unknown>> = {
  get: (db) => getDoc(proveedorDoc(db, PROVEEDOR_ACTIVO.id)),
  list: (db) => getDocs(collection(db, 'proveedores')),
  create: (db) => createWithClaim(db, validNewProveedor(), nombreClave(NEW_NOMBRE)),
  update: (db) =>
    updateDoc(proveedorDoc(db, PROVEEDOR_ACTIVO.id), { contacto: 'Otro Contacto', actualizadoEn: serverTimestamp() }),
  delete: (db) => deleteDoc(proveedorDoc(db, PROVEEDOR_ACTIVO.id)),
};

// The supplier directory is admin-only; nobody hard-deletes it (deactivate with estatus).
const expected: Expectation = {
  anonymous: NONE,
  inactive: NONE,
  user: NONE,
  otherUser: NONE,
  manager: NONE,
  admin: { get: true, list: true, create: true, update: true, delete: false },
};

describe('proveedores access matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](dbAs(env, actor)));
    });
  }
});

describe('proveedores unique names (as admin)', () => {
  it('rejects a duplicate name whose claim already exists', async () => {
    await expectOutcome(false, adminCreate({ nombre: PROVEEDOR_ACTIVO.nombre }));
  });

  it('rejects a duplicate name differing only in case and surrounding spaces', async () => {
    await expectOutcome(false, adminCreate({ nombre: `  ${PROVEEDOR_ACTIVO.nombre.toUpperCase()} ` }));
  });

  it('rejects a duplicate name written without a claim', async () => {
    const data = validNewProveedor({ nombre: PROVEEDOR_ACTIVO.nombre });
    await expectOutcome(false, setDoc(doc(collection(dbAs(env, 'admin'), 'proveedores')), data));
  });

  it('rejects a new name written without its claim', async () => {
    await expectOutcome(false, setDoc(doc(collection(dbAs(env, 'admin'), 'proveedores')), validNewProveedor()));
  });

  it('rejects a claim pointing to another proveedor', async () => {
    const db = dbAs(env, 'admin');
    const batch = writeBatch(db);
    batch.set(doc(collection(db, 'proveedores')), validNewProveedor());
    batch.set(claimDoc(db, nombreClave(NEW_NOMBRE)), { proveedorId: PROVEEDOR_ACTIVO.id });
    await expectOutcome(false, batch.commit());
  });

  it('rejects a nombreClave that does not match nombre', async () => {
    await expectOutcome(false, adminCreate({ nombreClave: 'otra clave' }));
  });

  it('rejects a nombreClave that is not lower-cased', async () => {
    await expectOutcome(false, adminCreate({ nombreClave: NEW_NOMBRE }));
  });

  it('rejects a nombreClave that is not trimmed', async () => {
    await expectOutcome(false, adminCreate({ nombre: ` ${NEW_NOMBRE} `, nombreClave: ` ${nombreClave(NEW_NOMBRE)} ` }));
  });

  it('accepts a new name and its claim in one batch', async () => {
    await expectOutcome(true, adminCreate());
  });

  it('takes a name in capitals with accents and Ñ, and knows it again in small letters', async () => {
    expect(nombreClave('  ÓPTICA ÑANDÚ Ümlaut ÀÈÌÒÙ ')).toBe('óptica ñandú ümlaut àèìòù');
    await expectOutcome(true, adminCreate({ nombre: 'ÓPTICA ÑANDÚ' }));
    await expectOutcome(false, adminCreate({ nombre: 'óptica ñandú' }));
  });

  it('takes a name with an emoji', async () => {
    await expectOutcome(true, adminCreate({ nombre: 'Distribución 😀' }));
  });
});

describe('proveedores rename (as admin)', () => {
  const NEW_NAME = 'Distribuidora Norte y Centro';

  it('rejects a rename without moving the claim', async () => {
    await expectOutcome(false, adminRename(NEW_NAME, { takeNewClaim: false, releaseOldClaim: false }));
  });

  it('rejects a rename that takes the new claim but keeps the old one', async () => {
    await expectOutcome(false, adminRename(NEW_NAME, { takeNewClaim: true, releaseOldClaim: false }));
  });

  it('rejects a rename that releases the old claim without taking the new one', async () => {
    await expectOutcome(false, adminRename(NEW_NAME, { takeNewClaim: false, releaseOldClaim: true }));
  });

  it('rejects a rename to a name claimed by another proveedor', async () => {
    await expectOutcome(false, adminRename(PROVEEDOR_ACTIVO_2.nombre, { takeNewClaim: true, releaseOldClaim: true }));
  });

  it('accepts a rename that moves the claim', async () => {
    await expectOutcome(true, adminRename(NEW_NAME, { takeNewClaim: true, releaseOldClaim: true }));
  });

  it('a released name can be taken by a new proveedor', async () => {
    await expectOutcome(true, adminRename(NEW_NAME, { takeNewClaim: true, releaseOldClaim: true }));
    await expectOutcome(true, adminCreate({ nombre: PROVEEDOR_ACTIVO.nombre }));
  });

  it('accepts a change of case only, which keeps the same claim', async () => {
    const nombre = PROVEEDOR_ACTIVO.nombre.toUpperCase();
    await expectOutcome(true, adminUpdate({ nombre, nombreClave: nombreClave(nombre) }));
  });
});

describe('proveedorNombres claims', () => {
  const seededClaim = (actor: Actor) => claimDoc(dbAs(env, actor), nombreClave(PROVEEDOR_ACTIVO.nombre));

  it('admin can get a claim (the form pre-checks duplicates)', async () => {
    await expectOutcome(true, getDoc(seededClaim('admin')));
  });

  it.each(ACTORS.filter((actor) => actor !== 'admin'))('%s cannot get a claim', async (actor) => {
    await expectOutcome(false, getDoc(seededClaim(actor)));
  });

  it('admin cannot list claims', async () => {
    await expectOutcome(false, getDocs(collection(dbAs(env, 'admin'), 'proveedorNombres')));
  });

  it('admin cannot update a claim', async () => {
    await expectOutcome(false, updateDoc(seededClaim('admin'), { proveedorId: PROVEEDOR_ACTIVO_2.id }));
  });

  it('admin cannot delete a claim its proveedor still uses', async () => {
    await expectOutcome(false, deleteDoc(seededClaim('admin')));
  });

  it('admin cannot create a claim for a name its proveedor does not use', async () => {
    const claim = claimDoc(dbAs(env, 'admin'), 'nombre libre');
    await expectOutcome(false, setDoc(claim, { proveedorId: PROVEEDOR_ACTIVO.id }));
  });

  it('admin cannot create a claim with an extra field', async () => {
    const db = dbAs(env, 'admin');
    const ref = doc(collection(db, 'proveedores'));
    const batch = writeBatch(db);
    batch.set(ref, validNewProveedor());
    batch.set(claimDoc(db, nombreClave(NEW_NOMBRE)), { proveedorId: ref.id, creadoEn: serverTimestamp() });
    await expectOutcome(false, batch.commit());
  });

  describe('with a claim missing or left behind (repair)', () => {
    const seededClave = nombreClave(PROVEEDOR_ACTIVO.nombre);

    beforeEach(async () => {
      // Rules disabled: the seeded proveedor is renamed without moving its claim, so its old claim
      // is left behind and its new name is unclaimed.
      await env.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        await updateDoc(doc(db, 'proveedores', PROVEEDOR_ACTIVO.id), {
          nombre: 'Renombrado',
          nombreClave: 'renombrado',
        });
      });
    });

    it('admin can claim the name its proveedor uses', async () => {
      await expectOutcome(
        true,
        setDoc(claimDoc(dbAs(env, 'admin'), 'renombrado'), { proveedorId: PROVEEDOR_ACTIVO.id }),
      );
    });

    it('manager cannot claim the name its proveedor uses', async () => {
      const attempt = setDoc(claimDoc(dbAs(env, 'manager'), 'renombrado'), { proveedorId: PROVEEDOR_ACTIVO.id });
      await expectOutcome(false, attempt);
    });

    it('admin can release a claim its proveedor no longer uses', async () => {
      await expectOutcome(true, deleteDoc(claimDoc(dbAs(env, 'admin'), seededClave)));
    });

    it('manager cannot release a claim its proveedor no longer uses', async () => {
      await expectOutcome(false, deleteDoc(claimDoc(dbAs(env, 'manager'), seededClave)));
    });
  });

  describe('with a name claimed beforehand for a new id', () => {
    const reservedId = 'prov-reservado';

    beforeEach(async () => {
      await env.withSecurityRulesDisabled((context) =>
        setDoc(doc(context.firestore(), 'proveedorNombres', nombreClave(NEW_NOMBRE)), { proveedorId: reservedId }),
      );
    });

    it('admin can create the proveedor the claim points to, without writing the claim', async () => {
      await expectOutcome(true, setDoc(proveedorDoc(dbAs(env, 'admin'), reservedId), validNewProveedor()));
    });

    it('manager cannot create the proveedor the claim points to', async () => {
      await expectOutcome(false, setDoc(proveedorDoc(dbAs(env, 'manager'), reservedId), validNewProveedor()));
    });
  });

  it('manager cannot create a claim together with a proveedor', async () => {
    await expectOutcome(false, createWithClaim(dbAs(env, 'manager'), validNewProveedor(), nombreClave(NEW_NOMBRE)));
  });
});

describe('proveedores create shape (as admin)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a telefono with 9 digits', { telefono: '551234567' }],
    ['a telefono with 11 digits', { telefono: '55123456789' }],
    ['a telefono with dashes', { telefono: '55-1234-5678' }],
    ['a numeric telefono', { telefono: 5512345678 }],
    ['a correo without @', { correo: 'ventas.example.com' }],
    ['a correo without a dot in the domain', { correo: 'ventas@example' }],
    ['a correo with a space', { correo: 'ven tas@example.com' }],
    ['a correo of 255 characters, one over the bound', { correo: `${'a'.repeat(64)}@${'b'.repeat(185)}.test` }],
    ['a busqueda of more than 500 entries', { busqueda: Array.from({ length: 501 }, (_, index) => `t${index}`) }],
    ['a lower-case rfc', { rfc: 'abc680524p76' }],
    ['an rfc too short', { rfc: 'ABC68052P7' }],
    ['an rfc with letters for the date', { rfc: 'ABCD68AB24P76' }],
    ['a non-string rfc', { rfc: 680524 }],
    ['tipo saldo', { tipo: 'saldo' }],
    ['an unknown tipo', { tipo: 'mayoreo' }],
    ['a nombre longer than 120', { nombre: 'x'.repeat(121) }],
    ['a contacto longer than 120', { contacto: 'x'.repeat(121) }],
    ['a non-string contacto', { contacto: ['Juan Pérez'] }],
    ['notas longer than 1000', { notas: 'x'.repeat(1001) }],
    ['non-string notas', { notas: ['nota'] }],
    ['a non-boolean estatus', { estatus: 'activo' }],
    ['a non-list busqueda', { busqueda: 'oriente' }],
    ['an extra field', { saldo: 0 }],
    ['a client-chosen creadoEn', { creadoEn: SEED_TIME }],
    ['a client-chosen actualizadoEn', { actualizadoEn: SEED_TIME }],
  ])('rejects %s', async (_case, overrides) => {
    await expectOutcome(false, adminCreate(overrides));
  });

  it.each(['nombre', 'contacto', 'telefono', 'correo', 'tipo', 'estatus', 'busqueda'])(
    'rejects a proveedor without %s',
    async (field) => {
      const data = validNewProveedor();
      delete data[field];
      await expectOutcome(false, createWithClaim(dbAs(env, 'admin'), data, nombreClave(NEW_NOMBRE)));
    },
  );

  it.each<[string, Record<string, unknown>]>([
    ['a 3-letter (company) rfc', { rfc: 'ABC680524P76' }],
    ['a 4-letter (person) rfc', { rfc: 'GODE561231GR8' }],
    ['an rfc with Ñ and &', { rfc: 'Ñ&A680524P76' }],
    ['an empty contacto', { contacto: '' }],
    ['notas of 1000 characters', { notas: 'x'.repeat(1000) }],
    ['a nombre of exactly 120 characters', { nombre: 'x'.repeat(120) }],
    ['tipo recarga', { tipo: 'recarga' }],
    ['tipo ambos', { tipo: 'ambos' }],
    ['an inactive proveedor', { estatus: false }],
  ])('accepts %s', async (_case, overrides) => {
    await expectOutcome(true, adminCreate(overrides));
  });
});

describe('proveedores update shape (as admin)', () => {
  it.each<[string, UpdateData<DocumentData>]>([
    ['a bad telefono', { telefono: '12345' }],
    ['a bad correo', { correo: 'sin-arroba' }],
    ['a bad rfc', { rfc: 'XYZ' }],
    ['a bad tipo', { tipo: 'saldo' }],
    ['a nombreClave that does not match nombre', { nombreClave: 'otra clave' }],
    ['an extra field', { eliminado: true }],
    ['creadoEn', { creadoEn: serverTimestamp() }],
  ])('rejects %s', async (_case, data) => {
    await expectOutcome(false, adminUpdate(data));
  });

  it('rejects a client-chosen actualizadoEn', async () => {
    const attempt = updateDoc(proveedorDoc(dbAs(env, 'admin'), PROVEEDOR_ACTIVO.id), {
      contacto: 'Otro Contacto',
      actualizadoEn: SEED_TIME,
    });
    await expectOutcome(false, attempt);
  });

  it.each<[string, UpdateData<DocumentData>]>([
    ['estatus (deactivation)', { estatus: false }],
    ['tipo', { tipo: 'sim' }],
    ['rfc and notas', { rfc: 'ABC680524P76', notas: 'Entrega los martes' }],
  ])('accepts a change of %s', async (_case, data) => {
    await expectOutcome(true, adminUpdate(data));
  });
});
