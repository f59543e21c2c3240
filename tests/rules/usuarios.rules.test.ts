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
  Timestamp,
  updateDoc,
  where,
  type Firestore,
  type UpdateData,
  type DocumentData,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { claveOrden } from '../../domain/busqueda';
import {
  createTestEnv,
  dbAs,
  dbAdminSinSegundoFactor,
  dbConSegundoFactor,
  expectOutcome,
  matrixCases,
  PROFILES,
  resetAndSeed,
  SEED_TIME,
  type Actor,
  type Expectation,
  type Operation,
  NONE,
} from './env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv('usuarios');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
});

const NEW_UID = 'uid-nuevo';

function validNewUsuario(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uid: NEW_UID,
    nombre: 'Nuevo Usuario',
    correo: 'nuevo@example.com',
    role: 'user',
    estatus: true,
    creadoEn: serverTimestamp(),
    actualizadoEn: serverTimestamp(),
    ...overrides,
  };
}

/** A rename as it must be written: the name and its sort key (domain/busqueda.ts claveOrden). */
const renombre = (nombre: string) => ({ nombre, nombreOrden: claveOrden(nombre) });

function usuarioDoc(db: Firestore, uid: string) {
  return doc(db, 'usuarios', uid);
}

/**
 * Targets: every actor aims at the `user` subject's doc (so `user` = its own doc, the others =
 * someone else's), except `inactive`, which aims at its own doc. list = whole-collection query;
 * create = a new, valid usuarios doc; update = a rename stamped with the server time.
 */
function targetUid(actor: Actor): string {
  return actor === 'inactive' ? PROFILES.inactive.uid : PROFILES.user.uid;
}

const attempts: Record<Operation, (db: Firestore, actor: Actor) => Promise<unknown>> = {
  get: (db, actor) => getDoc(usuarioDoc(db, targetUid(actor))),
  list: (db) => getDocs(collection(db, 'usuarios')),
  create: (db) => setDoc(usuarioDoc(db, NEW_UID), validNewUsuario()),
  update: (db, actor) =>
    updateDoc(usuarioDoc(db, targetUid(actor)), { ...renombre('Nombre Editado'), actualizadoEn: serverTimestamp() }),
  delete: (db, actor) => deleteDoc(usuarioDoc(db, targetUid(actor))),
};

const expected: Expectation = {
  anonymous: NONE,
  // Its own doc is readable so the login screen can explain the account is inactive.
  inactive: { ...NONE, get: true },
  user: { ...NONE, get: true, update: true },
  otherUser: NONE,
  manager: NONE,
  // Records are created by /api/register, never from the browser.
  admin: { get: true, list: true, create: false, update: true, delete: false },
};

describe('usuarios access matrix', () => {
  for (const { name, actor, operation, allowed } of matrixCases(expected)) {
    it(name, async () => {
      await expectOutcome(allowed, attempts[operation](dbAs(env, actor), actor));
    });
  }
});

/** `actor` updates `subject`'s usuarios doc with `data`, stamped with the server time. */
function update(actor: Actor, subject: keyof typeof PROFILES, data: UpdateData<DocumentData>): Promise<void> {
  const target = usuarioDoc(dbAs(env, actor), PROFILES[subject].uid);
  return updateDoc(target, { ...data, actualizadoEn: serverTimestamp() });
}

describe('usuarios protected fields', () => {
  describe('a user on its own doc', () => {
    it.each<[string, UpdateData<DocumentData>]>([
      ['role', { role: 'admin' }],
      ['estatus', { estatus: false }],
      ['uid', { uid: 'uid-robado' }],
      ['correo', { correo: 'otro@example.com' }],
      ['creadoEn', { creadoEn: serverTimestamp() }],
      ['eliminado', { eliminado: true }],
    ])('cannot change %s', async (_field, data) => {
      await expectOutcome(false, update('user', 'user', data));
    });

    it('can change nombre', async () => {
      await expectOutcome(true, update('user', 'user', renombre('Mi Nombre')));
    });

    it('cannot rename without its sort key, or with another one', async () => {
      await expectOutcome(false, update('user', 'user', { nombre: 'Ñandú Pérez' }));
      await expectOutcome(false, update('user', 'user', { nombre: 'Ñandú Pérez', nombreOrden: 'ñandú pérez' }));
      await expectOutcome(false, update('admin', 'user', { nombre: 'zapata', nombreOrden: 'Zapata' }));
      await expectOutcome(true, update('admin', 'user', renombre('  Ñandú   Pérez de Álvarez ')));
    });

    it('cannot set an empty nombre', async () => {
      await expectOutcome(false, update('user', 'user', { nombre: '   ' }));
    });

    it('cannot choose actualizadoEn', async () => {
      const attempt = updateDoc(usuarioDoc(dbAs(env, 'user'), PROFILES.user.uid), {
        nombre: 'Mi Nombre',
        actualizadoEn: SEED_TIME,
      });
      await expectOutcome(false, attempt);
    });
  });

  describe('an admin on its own doc', () => {
    it.each<[string, UpdateData<DocumentData>]>([
      ['role', { role: 'user' }],
      ['estatus', { estatus: false }],
    ])('cannot change %s', async (_field, data) => {
      await expectOutcome(false, update('admin', 'admin', data));
    });

    it('can change nombre', async () => {
      await expectOutcome(true, update('admin', 'admin', renombre('Admin Renombrado')));
    });
  });

  describe('an admin on another user', () => {
    it('can change nombre', async () => {
      await expectOutcome(true, update('admin', 'user', renombre('Renombrado por admin')));
    });

    // Role and status change only through /api/usuarios/rol, /api/usuarios/estatus and
    // /api/deleteUser: they write the log, disable the Auth account and keep an admin.
    it.each<[string, UpdateData<DocumentData>]>([
      ['role', { role: 'manager' }],
      ['role to admin', { role: 'admin' }],
      ['estatus', { estatus: false }],
      ['uid', { uid: 'uid-robado' }],
      ['correo', { correo: 'otro@example.com' }],
      ['creadoEn', { creadoEn: serverTimestamp() }],
      ['eliminado', { eliminado: true }],
      ['role to an unknown value', { role: 'superadmin' }],
      ['estatus to a non-boolean', { estatus: 'activo' }],
    ])('cannot change %s', async (_field, data) => {
      await expectOutcome(false, update('admin', 'user', data));
    });

    it('cannot reactivate an inactive user', async () => {
      await expectOutcome(false, update('admin', 'inactive', { estatus: true }));
    });

    it('cannot choose actualizadoEn', async () => {
      const attempt = updateDoc(usuarioDoc(dbAs(env, 'admin'), PROFILES.user.uid), {
        nombre: 'Otro',
        actualizadoEn: SEED_TIME,
      });
      await expectOutcome(false, attempt);
    });

    it('cannot set a nombre longer than 120', async () => {
      await expectOutcome(false, update('admin', 'user', { nombre: 'x'.repeat(121) }));
    });
  });

  describe('a manager on another user', () => {
    it.each<[string, UpdateData<DocumentData>]>([
      ['role', { role: 'admin' }],
      ['estatus', { estatus: false }],
      ['nombre', { nombre: 'Renombrado por gerente' }],
    ])('cannot change %s', async (_field, data) => {
      await expectOutcome(false, update('manager', 'user', data));
    });
  });

  // The end of a user's sessions is marked only by /api/sesion/revocar, /api/usuarios/sesiones and
  // /api/usuarios/estatus, with the revocation in Auth: an open app signs out when it reads it.
  describe('sesionesDesde (the end of its sessions)', () => {
    beforeEach(async () => {
      await env.withSecurityRulesDisabled((context) =>
        updateDoc(doc(context.firestore(), 'usuarios', PROFILES.user.uid), { sesionesDesde: SEED_TIME }),
      );
    });
    for (const actor of ['user', 'otherUser', 'manager', 'admin'] as const) {
      it(`${actor} can neither set nor remove it, on the user's record`, async () => {
        await expectOutcome(false, update(actor, 'user', { sesionesDesde: serverTimestamp() }));
        await expectOutcome(false, update(actor, 'user', { sesionesDesde: deleteField() }));
        await expectOutcome(
          false,
          update(actor, 'user', { ...renombre('Con marca'), sesionesDesde: serverTimestamp() }),
        );
      });
    }
  });

  it('a user renames itself the same with a second factor or without; an admin renames others only with it', async () => {
    const renombrar = (db: Firestore, uid: string, nombre: string) =>
      updateDoc(usuarioDoc(db, uid), { ...renombre(nombre), actualizadoEn: serverTimestamp() });
    await expectOutcome(true, renombrar(dbConSegundoFactor(env, 'user'), PROFILES.user.uid, 'Con segundo factor'));
    await expectOutcome(true, renombrar(dbAs(env, 'user'), PROFILES.user.uid, 'Sin segundo factor'));
    await expectOutcome(true, renombrar(dbConSegundoFactor(env, 'admin'), PROFILES.user.uid, 'Por admin con'));
    await expectOutcome(false, renombrar(dbAdminSinSegundoFactor(env), PROFILES.user.uid, 'Por admin sin'));
    await expectOutcome(false, renombrar(dbConSegundoFactor(env, 'manager'), PROFILES.user.uid, 'Por gerente'));
  });

  // The API refuses an admin's token without its second factor; the rules, the other way to the
  // data, refuse it the same: a stolen admin password reads and writes nothing an admin may.
  describe('an admin signed in with its password alone', () => {
    it('reads no other user, client, ledger line, top-up or log, and lists nothing', async () => {
      const db = dbAdminSinSegundoFactor(env);
      await expectOutcome(false, getDoc(usuarioDoc(db, PROFILES.user.uid)));
      await expectOutcome(false, getDocs(collection(db, 'usuarios')));
      await expectOutcome(false, getDoc(doc(db, 'clientes', PROFILES.user.uid)));
      await expectOutcome(false, getDocs(collection(db, 'clientes')));
      await expectOutcome(false, getDocs(collection(db, 'movimientos')));
      await expectOutcome(false, getDocs(collection(db, 'recargas')));
      await expectOutcome(false, getDocs(collection(db, 'logs')));
    });

    it('still reads its own record, to be taken to enrol, and renames itself like any user', async () => {
      const db = dbAdminSinSegundoFactor(env);
      await expectOutcome(true, getDoc(usuarioDoc(db, PROFILES.admin.uid)));
      await expectOutcome(
        true,
        updateDoc(usuarioDoc(db, PROFILES.admin.uid), {
          ...renombre('Admin sin factor'),
          actualizadoEn: serverTimestamp(),
        }),
      );
    });

    it('with its second factor, the same session reads them all', async () => {
      const db = dbConSegundoFactor(env, 'admin');
      await expectOutcome(true, getDoc(usuarioDoc(db, PROFILES.user.uid)));
      await expectOutcome(true, getDocs(collection(db, 'clientes')));
      await expectOutcome(true, getDocs(collection(db, 'movimientos')));
    });
  });

  // Ending a user's sessions (sesionesDesde, Auth's tokensValidAfterTime) ends them here too: a
  // token from a sign-in before it reads nothing of the user's, as the API refuses it.
  describe('a token from before the end of its sessions', () => {
    const marcar = (uid: string, segundosAtras: number) =>
      env.withSecurityRulesDisabled((context) =>
        updateDoc(doc(context.firestore(), 'usuarios', uid), {
          sesionesDesde: Timestamp.fromMillis((Math.floor(Date.now() / 1000) - segundosAtras) * 1000),
        }),
      );

    it("reads none of the client's data; a sign-in after the mark reads it; its own record stays readable", async () => {
      await marcar(PROFILES.user.uid, 60);
      const vieja = dbAs(env, 'user', 120);
      const nueva = dbAs(env, 'user', 30);
      const movimientosDe = (db: Firestore) =>
        getDocs(query(collection(db, 'movimientos'), where('clienteId', '==', PROFILES.user.uid)));
      await expectOutcome(false, getDoc(doc(vieja, 'clientes', PROFILES.user.uid)));
      await expectOutcome(false, movimientosDe(vieja));
      await expectOutcome(true, getDoc(usuarioDoc(vieja, PROFILES.user.uid)));
      await expectOutcome(true, getDoc(doc(nueva, 'clientes', PROFILES.user.uid)));
      await expectOutcome(true, movimientosDe(nueva));
    });

    it('a sign-in in the very second of the mark counts as after it (both in whole seconds)', async () => {
      await marcar(PROFILES.user.uid, 30);
      await expectOutcome(true, getDoc(doc(dbAs(env, 'user', 30), 'clientes', PROFILES.user.uid)));
      await expectOutcome(false, getDoc(doc(dbAs(env, 'user', 31), 'clientes', PROFILES.user.uid)));
    });

    it("an admin's old token is no admin's", async () => {
      await marcar(PROFILES.admin.uid, 60);
      await expectOutcome(false, getDocs(collection(dbAs(env, 'admin', 120), 'usuarios')));
      await expectOutcome(true, getDocs(collection(dbAs(env, 'admin', 10), 'usuarios')));
    });
  });

  it('a deactivated admin loses admin rights at once', async () => {
    await env.withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore(), 'usuarios', PROFILES.admin.uid), { estatus: false }),
    );
    await expectOutcome(false, getDocs(collection(dbAs(env, 'admin'), 'usuarios')));
  });
});

describe('usuarios create (the register endpoint does it)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a valid user', {}],
    ['an admin', { role: 'admin' }],
    ['an inactive user', { estatus: false }],
  ])('admin cannot create %s from the browser', async (_case, overrides) => {
    await expectOutcome(false, setDoc(usuarioDoc(dbAs(env, 'admin'), NEW_UID), validNewUsuario(overrides)));
  });

  it('a user cannot create its own record', async () => {
    const own = validNewUsuario({ uid: PROFILES.user.uid });
    await env.withSecurityRulesDisabled((context) =>
      deleteDoc(doc(context.firestore(), 'usuarios', PROFILES.user.uid)),
    );
    await expectOutcome(false, setDoc(usuarioDoc(dbAs(env, 'user'), PROFILES.user.uid), own));
  });
});
