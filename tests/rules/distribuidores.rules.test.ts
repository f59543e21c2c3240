import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { distribuidorClaimId, distribuidorClave } from '../../domain/distribuidores';
import { SIN_DISTRIBUIDOR } from '../../domain/resumenes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestEnv,
  dbAs,
  dbConSegundoFactor,
  expectOutcome,
  matrixCases,
  OPERATIONS,
  PROFILES,
  resetAndSeed,
  SEED_TIME,
  type Actor,
  type Expectation,
  type Operation,
} from './env';

let env: RulesTestEnvironment;
const D_USER = 'dist-user';
const D_OTHER = 'dist-other';
const D_NEGOCIO = 'dist-negocio';

const NOMBRE = 'Vendedor de zona';

function distribuidor(clienteId: string | null, overrides: Record<string, unknown> = {}) {
  const nombre = String(overrides.nombre ?? NOMBRE);
  return {
    nombre,
    nombreClave: distribuidorClave(nombre),
    telefono: '5512345678',
    zona: 'Centro',
    comision: 2,
    clienteId,
    estatus: true,
    busqueda: ['vendedor'],
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    ...overrides,
  };
}

beforeAll(async () => {
  env = await createTestEnv('distribuidores');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const seeded = (clienteId: string | null) =>
      distribuidor(clienteId, { creadoEn: SEED_TIME, actualizadoEn: SEED_TIME });
    const seed = [
      [D_USER, PROFILES.user.uid],
      [D_OTHER, PROFILES.otherUser.uid],
      [D_NEGOCIO, null],
    ] as const;
    for (const [id, clienteId] of seed) {
      await setDoc(doc(db, 'distribuidores', id), seeded(clienteId));
      await setDoc(claimDoc(db, clienteId, NOMBRE), { distribuidorId: id });
    }
  });
});

function claimDoc(db: Firestore, clienteId: string | null, nombre: string) {
  return doc(db, 'distribuidorNombres', distribuidorClaimId(clienteId, distribuidorClave(nombre)));
}

/** What the form does: one batch writes a new distributor and claims its name for its owner. */
function crear(
  db: Firestore,
  id: string,
  clienteId: string | null,
  nombre = `Nuevo ${id}`,
  overrides: Record<string, unknown> = {},
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'distribuidores', id), distribuidor(clienteId, { nombre, ...overrides }));
  batch.set(claimDoc(db, clienteId, nombre), { distribuidorId: id });
  return batch.commit();
}

/** A rename of the user's distributor, with the claim steps the test chooses. */
function renombrar(db: Firestore, nombre: string, steps = { take: true, release: true }) {
  const batch = writeBatch(db);
  const ref = doc(db, 'distribuidores', D_USER);
  batch.update(ref, { nombre, nombreClave: distribuidorClave(nombre), actualizadoEn: serverTimestamp() });
  if (steps.take) batch.set(claimDoc(db, PROFILES.user.uid, nombre), { distribuidorId: D_USER });
  if (steps.release) batch.delete(claimDoc(db, PROFILES.user.uid, NOMBRE));
  return batch.commit();
}

// Every actor targets the `user` subject's distributor; create makes one owned by the actor itself.
const target = (db: Firestore) => doc(db, 'distribuidores', D_USER);
const ownerOf = (actor: Actor) => (actor === 'admin' ? null : actor === 'anonymous' ? 'x' : PROFILES[actor].uid);

const attempts: Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>> = {
  get: (db) => getDoc(target(db)),
  list: (db) => getDocs(query(collection(db, 'distribuidores'), where('clienteId', '==', PROFILES.user.uid))),
  create: (db, actor) => crear(db, `nuevo-${actor}`, ownerOf(actor)),
  update: (db) => updateDoc(target(db), { zona: 'Sur', actualizadoEn: serverTimestamp() }),
  delete: (db) => deleteDoc(target(db)),
};

const denied = { get: false, list: false, create: false, update: false, delete: false };
const expected: Expectation = {
  anonymous: denied,
  inactive: denied,
  user: { get: true, list: true, create: true, update: true, delete: false },
  // otherUser creates its own distributor, but cannot read or touch the user's.
  otherUser: { get: false, list: false, create: true, update: false, delete: false },
  // Reportes: the manager reads a distributor's name beside its sales, and writes nothing.
  manager: { get: true, list: true, create: false, update: false, delete: false },
  admin: { get: true, list: true, create: true, update: true, delete: false },
};

describe('distribuidores matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](dbAs(env, actor), actor));
    });
  }
});

describe('distribuidores matrix with a second factor: the same for user and manager (only the admin needs it)', () => {
  for (const actor of ['user', 'manager'] as const) {
    for (const operation of OPERATIONS) {
      const allowed = expected[actor][operation];
      it(`${actor} ${operation} → ${allowed ? 'allowed' : 'denied'}`, async () => {
        await expectOutcome(allowed, attempts[operation](dbConSegundoFactor(env, actor), actor));
      });
    }
  }
});

describe('distribuidores: owners and protected fields', () => {
  it("a user cannot read another client's distributors, nor list without its own filter", async () => {
    const db = dbAs(env, 'user');
    await expectOutcome(false, getDoc(doc(db, 'distribuidores', D_OTHER)));
    await expectOutcome(false, getDoc(doc(db, 'distribuidores', D_NEGOCIO)));
    await expectOutcome(false, getDocs(collection(db, 'distribuidores')));
  });

  it('a user cannot create one for another client or for the business', async () => {
    const db = dbAs(env, 'user');
    await expectOutcome(false, crear(db, 'x1', PROFILES.otherUser.uid));
    await expectOutcome(false, crear(db, 'x2', null));
  });

  it('nobody changes clienteId, not even the admin', async () => {
    await expectOutcome(
      false,
      updateDoc(doc(dbAs(env, 'user'), 'distribuidores', D_USER), {
        clienteId: PROFILES.otherUser.uid,
        actualizadoEn: serverTimestamp(),
      }),
    );
    await expectOutcome(
      false,
      updateDoc(doc(dbAs(env, 'admin'), 'distribuidores', D_USER), {
        clienteId: null,
        actualizadoEn: serverTimestamp(),
      }),
    );
  });

  it('a user can deactivate its own distributor', async () => {
    await expectOutcome(
      true,
      updateDoc(doc(dbAs(env, 'user'), 'distribuidores', D_USER), { estatus: false, actualizadoEn: serverTimestamp() }),
    );
  });

  it.each([
    ['a commission over 20%', { comision: 25 }],
    ['a negative commission', { comision: -1 }],
    ['a bad phone', { telefono: '123' }],
    ['a bad e-mail', { correo: 'no-es-correo' }],
    ['an empty name', { nombre: '  ' }],
    ['an unknown field', { saldo: 100 }],
    ['a client-chosen time', { actualizadoEn: SEED_TIME }],
    ['a name key that is not its name folded', { nombreClave: 'otro' }],
  ])('refuses %s', async (_case, overrides) => {
    const db = dbAs(env, 'user');
    const batch = writeBatch(db);
    batch.set(doc(db, 'distribuidores', 'x3'), distribuidor(PROFILES.user.uid, { nombre: 'Nuevo x3', ...overrides }));
    batch.set(claimDoc(db, PROFILES.user.uid, 'Nuevo x3'), { distribuidorId: 'x3' });
    await expectOutcome(false, batch.commit());
  });

  it('the admin creates one for the business (clienteId null)', async () => {
    await expectOutcome(true, crear(dbAs(env, 'admin'), 'x4', null));
  });

  it('nobody creates one with the id the reports give sales without a distributor', async () => {
    expect(SIN_DISTRIBUIDOR).toBe('mostrador');
    await expectOutcome(false, crear(dbAs(env, 'user'), SIN_DISTRIBUIDOR, PROFILES.user.uid, 'Mostrador falso'));
    await expectOutcome(false, crear(dbAs(env, 'admin'), SIN_DISTRIBUIDOR, null, 'Mostrador falso'));
    await expectOutcome(true, crear(dbAs(env, 'user'), 'mostrador-2', PROFILES.user.uid, 'Mostrador verdadero'));
  });
});

describe('distribuidores: one name per owner (distribuidorNombres claims)', () => {
  it('refuses a name the owner already has, whatever its case, accents or spacing', async () => {
    const db = dbAs(env, 'user');
    await expectOutcome(true, crear(db, 'x5', PROFILES.user.uid, 'José Pérez'));
    await expectOutcome(false, crear(db, 'x6', PROFILES.user.uid, '  JOSE   perez '));
    await expectOutcome(false, crear(dbAs(env, 'admin'), 'x7', PROFILES.user.uid, 'josé pérez'));
  });

  it('takes names with accented capitals and Ñ, and knows them again in any case', async () => {
    // The rules lower() lowers ASCII only: "Ángel" once failed the rules' key and could not be created.
    const db = dbAs(env, 'user');
    await expectOutcome(true, crear(db, 'x12', PROFILES.user.uid, 'Ángel Ñúñez'));
    await expectOutcome(true, crear(db, 'x13', PROFILES.user.uid, 'ÓSCAR ÚRSULO'));
    await expectOutcome(false, crear(db, 'x14', PROFILES.user.uid, 'angel ñuñez'));
  });

  it('accepts the same name for another owner', async () => {
    await expectOutcome(true, crear(dbAs(env, 'otherUser'), 'x8', PROFILES.otherUser.uid, 'José Pérez'));
    await expectOutcome(true, crear(dbAs(env, 'admin'), 'x9', null, 'José Pérez'));
    await expectOutcome(true, crear(dbAs(env, 'user'), 'x10', PROFILES.user.uid, 'José Pérez'));
  });

  it('refuses a new distributor without its claim', async () => {
    const db = dbAs(env, 'user');
    await expectOutcome(false, setDoc(doc(db, 'distribuidores', 'x11'), distribuidor(PROFILES.user.uid)));
  });

  it('a rename takes the new claim and releases the old one in the same batch', async () => {
    const db = dbAs(env, 'user');
    await expectOutcome(false, renombrar(db, 'Otro nombre', { take: false, release: true }));
    await expectOutcome(false, renombrar(db, 'Otro nombre', { take: true, release: false }));
    await expectOutcome(true, renombrar(db, 'Otro nombre'));
    await expectOutcome(true, crear(db, 'x12', PROFILES.user.uid, NOMBRE));
  });

  it('claims are read only by their owner and the admin, never listed, and released only by a rename', async () => {
    const user = dbAs(env, 'user');
    await expectOutcome(true, getDoc(claimDoc(user, PROFILES.user.uid, NOMBRE)));
    await expectOutcome(true, getDoc(claimDoc(user, PROFILES.user.uid, 'Libre')));
    await expectOutcome(false, getDoc(claimDoc(user, PROFILES.otherUser.uid, NOMBRE)));
    await expectOutcome(true, getDoc(claimDoc(dbAs(env, 'admin'), PROFILES.otherUser.uid, NOMBRE)));
    await expectOutcome(false, getDoc(claimDoc(dbAs(env, 'manager'), null, NOMBRE)));
    await expectOutcome(false, getDocs(collection(user, 'distribuidorNombres')));
    await expectOutcome(false, deleteDoc(claimDoc(user, PROFILES.user.uid, NOMBRE)));
    await expectOutcome(false, deleteDoc(claimDoc(dbAs(env, 'admin'), PROFILES.user.uid, NOMBRE)));
    await expectOutcome(false, deleteDoc(claimDoc(user, PROFILES.otherUser.uid, NOMBRE)));
    await expectOutcome(
      false,
      setDoc(claimDoc(dbAs(env, 'otherUser'), PROFILES.user.uid, 'Robado'), { distribuidorId: D_USER }),
    );
  });
});

describe('only a user with a clientes record owns distributors', () => {
  const SIN_CLIENTE = { uid: 'uid-sincliente', correo: 'sincliente@example.com' };

  beforeEach(async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), 'usuarios', SIN_CLIENTE.uid), {
        uid: SIN_CLIENTE.uid,
        nombre: 'Sin Cliente',
        correo: SIN_CLIENTE.correo,
        role: 'user',
        estatus: true,
        creadoEn: SEED_TIME,
        actualizadoEn: SEED_TIME,
      }),
    );
  });

  const dbSinCliente = () =>
    env.authenticatedContext(SIN_CLIENTE.uid, { email: SIN_CLIENTE.correo }).firestore() as unknown as Firestore;

  it('a signed-in user without a clientes record cannot create one', async () => {
    await expectOutcome(false, crear(dbSinCliente(), 'x-sc', SIN_CLIENTE.uid));
  });

  it('nor read or list its would-be distributors', async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(
        doc(context.firestore(), 'distribuidores', 'd-sc'),
        distribuidor(SIN_CLIENTE.uid, { creadoEn: SEED_TIME, actualizadoEn: SEED_TIME }),
      ),
    );
    const db = dbSinCliente();
    await expectOutcome(false, getDoc(doc(db, 'distribuidores', 'd-sc')));
    await expectOutcome(
      false,
      getDocs(query(collection(db, 'distribuidores'), where('clienteId', '==', SIN_CLIENTE.uid))),
    );
    await expectOutcome(
      false,
      updateDoc(doc(db, 'distribuidores', 'd-sc'), { nombre: 'Otro', actualizadoEn: serverTimestamp() }),
    );
  });

  it('a user whose clientes record is inactive cannot create one', async () => {
    await env.withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore(), 'clientes', PROFILES.user.uid), { estatus: false }),
    );
    await expectOutcome(false, crear(dbAs(env, 'user'), 'x-inactivo', PROFILES.user.uid));
  });
});

describe('bounded strings', () => {
  const correo = (n: number) => `${'a'.repeat(64)}@${'b'.repeat(n - 70)}.test`;

  it('takes an e-mail of 254 characters and refuses 255', async () => {
    const db = dbAs(env, 'user');
    expect(correo(255)).toHaveLength(255);
    await expectOutcome(true, crear(db, 'x-254', PROFILES.user.uid, undefined, { correo: correo(254) }));
    await expectOutcome(false, crear(db, 'x-255', PROFILES.user.uid, undefined, { correo: correo(255) }));
  });

  it('takes a busqueda of 500 entries and refuses 501', async () => {
    const busqueda = (n: number) => Array.from({ length: n }, (_, index) => `t${index}`);
    const db = dbAs(env, 'user');
    await expectOutcome(true, crear(db, 'x-500', PROFILES.user.uid, undefined, { busqueda: busqueda(500) }));
    await expectOutcome(false, crear(db, 'x-501', PROFILES.user.uid, undefined, { busqueda: busqueda(501) }));
  });
});
