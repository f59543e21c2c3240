import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
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
  OPERADORES,
  resetAndSeed,
  seedCatalogue,
  type Actor,
  type Expectation,
  type Operation,
  NONE,
} from './env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv('config');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
  await seedCatalogue(env);
});

function operadoresDoc(db: Firestore) {
  return doc(db, 'config', 'operadores');
}

async function removeSeededOperadores(): Promise<void> {
  await env.withSecurityRulesDisabled((context) => deleteDoc(doc(context.firestore(), 'config', 'operadores')));
}

/** `actor` replaces the seeded list with `lista`, stamped with the server time. */
function updateLista(actor: Actor, lista: unknown): Promise<void> {
  return updateDoc(operadoresDoc(dbAs(env, actor)), { lista, actualizadoEn: serverTimestamp() });
}

/** Admin creates config/operadores (after the seeded one is removed) with `data`. */
async function adminCreate(data: Record<string, unknown>): Promise<void> {
  await removeSeededOperadores();
  await setDoc(operadoresDoc(dbAs(env, 'admin')), data);
}

/**
 * Targets: config/operadores, seeded with the six operators. list = a query for that one doc (by id);
 * create = the same list on a fresh doc (the seeded one is removed first, with rules disabled);
 * update = the list plus one new operator, stamped with the server time.
 */
const attempts: Record<Operation, (db: Firestore) => Promise<unknown>> = {
  get: (db) => getDoc(operadoresDoc(db)),
  list: (db) => getDocs(query(collection(db, 'config'), where(documentId(), '==', 'operadores'))),
  create: async (db) => {
    await removeSeededOperadores();
    await setDoc(operadoresDoc(db), { lista: OPERADORES, actualizadoEn: serverTimestamp() });
  },
  update: (db) => updateDoc(operadoresDoc(db), { lista: [...OPERADORES, 'Weex'], actualizadoEn: serverTimestamp() }),
  delete: (db) => deleteDoc(operadoresDoc(db)),
};

const reader = { ...NONE, get: true };

// Every active account reads the operator list (forms and filters); only admins write it.
const expected: Expectation = {
  anonymous: NONE,
  inactive: NONE,
  user: reader,
  otherUser: reader,
  manager: reader,
  admin: { get: true, list: false, create: true, update: true, delete: false },
};

describe('config/operadores access matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](dbAs(env, actor)));
    });
  }
});

describe('config/operadores update (as admin)', () => {
  it('rejects removing an operator', async () => {
    await expectOutcome(
      false,
      updateLista(
        'admin',
        OPERADORES.filter((operador) => operador !== 'Bait'),
      ),
    );
  });

  it('rejects removing an operator with arrayRemove', async () => {
    await expectOutcome(false, updateLista('admin', arrayRemove('Unefon')));
  });

  it('rejects replacing an operator (same size)', async () => {
    await expectOutcome(false, updateLista('admin', [...OPERADORES.slice(0, -1), 'Weex']));
  });

  it('accepts adding an operator', async () => {
    await expectOutcome(true, updateLista('admin', [...OPERADORES, 'Weex']));
  });

  it('accepts adding an operator with arrayUnion', async () => {
    await expectOutcome(true, updateLista('admin', arrayUnion('Weex')));
  });

  it('accepts reordering the operators', async () => {
    await expectOutcome(true, updateLista('admin', [...OPERADORES].reverse()));
  });

  /** The seeded list grown to `size` operators, written with rules disabled. */
  async function seedOperadores(size: number): Promise<void> {
    const extra = Array.from({ length: size - OPERADORES.length }, (_, index) => `Operador ${index + 1}`);
    await env.withSecurityRulesDisabled((context) =>
      updateDoc(operadoresDoc(context.firestore() as unknown as Firestore), { lista: [...OPERADORES, ...extra] }),
    );
  }

  it('rejects a 51st operator', async () => {
    await seedOperadores(50);
    await expectOutcome(false, updateLista('admin', arrayUnion('Operador 51')));
  });

  it('accepts the 50th operator', async () => {
    await seedOperadores(49);
    await expectOutcome(true, updateLista('admin', arrayUnion('Operador 50')));
  });

  // Every operator name is bounded like the forms' (domain/campos.ts operadorSchema): 1 to 40 trimmed characters.
  it.each<[string, unknown]>([
    ['a 41-character name', 'x'.repeat(41)],
    ['an empty name', ''],
    ['a blank name', '   '],
    ['a name with spaces around it', ' Weex '],
    ['a non-string name', 42],
    ['a map', { nombre: 'Weex' }],
    ['a name Firestore reserves as a map key', '__Promo__'],
    ['a reserved name across a line break', '__a\nb__'],
  ])('rejects adding %s', async (_case, nombre) => {
    await expectOutcome(false, updateLista('admin', [...OPERADORES, nombre]));
    await expectOutcome(false, updateLista('admin', arrayUnion(nombre)));
  });

  it('accepts a 40-character name', async () => {
    await expectOutcome(true, updateLista('admin', arrayUnion('x'.repeat(40))));
  });

  it('rejects adding two operators at once (each is checked on its own)', async () => {
    await expectOutcome(false, updateLista('admin', [...OPERADORES, 'Weex', 'Oui']));
  });

  it('rejects adding an operator twice', async () => {
    await expectOutcome(false, updateLista('admin', [...OPERADORES, 'Telcel']));
  });

  it('rejects an extra field', async () => {
    await expectOutcome(false, updateDoc(operadoresDoc(dbAs(env, 'admin')), { predeterminado: 'Telcel' }));
  });
});

describe('config/operadores create (as admin)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['an empty lista', { lista: [] }],
    ['more than 50 operators', { lista: Array.from({ length: 51 }, () => 'Telcel') }],
    ['a non-list lista', { lista: 'Telcel' }],
    ['a map lista', { lista: { Telcel: true } }],
    ['no lista', { actualizadoEn: serverTimestamp() }],
    ['an extra field', { lista: OPERADORES, version: 2 }],
  ])('rejects %s', async (_case, data) => {
    await expectOutcome(false, adminCreate(data));
  });

  it('accepts a single operator without actualizadoEn', async () => {
    await expectOutcome(true, adminCreate({ lista: ['Telcel'] }));
  });

  it('rejects a carrier that is not one of the initial ones (added later, one at a time)', async () => {
    await expectOutcome(false, adminCreate({ lista: ['Telcel', 'x'.repeat(41)] }));
    await expectOutcome(false, adminCreate({ lista: ['Weex'] }));
  });

  it('admin cannot create over the existing doc without keeping its operators', async () => {
    await expectOutcome(false, setDoc(operadoresDoc(dbAs(env, 'admin')), { lista: ['Telcel'] }));
  });
});

describe('config/operadores writes by non-admins', () => {
  it('user cannot add an operator', async () => {
    await expectOutcome(false, updateLista('user', [...OPERADORES, 'Weex']));
  });

  it('manager cannot add an operator', async () => {
    await expectOutcome(false, updateLista('manager', [...OPERADORES, 'Weex']));
  });

  it('user cannot create the list', async () => {
    await removeSeededOperadores();
    await expectOutcome(false, setDoc(operadoresDoc(dbAs(env, 'user')), { lista: ['Telcel'] }));
  });
});

describe('other config docs', () => {
  const otherConfig = (db: Firestore) => doc(db, 'config', 'general');

  it('admin cannot read another config doc', async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), 'config', 'general'), { iva: 16 }),
    );
    await expectOutcome(false, getDoc(otherConfig(dbAs(env, 'admin'))));
  });

  it('admin cannot write another config doc', async () => {
    await expectOutcome(false, setDoc(otherConfig(dbAs(env, 'admin')), { lista: OPERADORES }));
  });
});
