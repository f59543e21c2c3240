import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveProfile } from './session-check';
import { writeSessionUser } from './session-user';

// The role guard's first read of the usuarios record, with Firebase stubbed: which answer decides
// (the REST read or the listener's snapshot), and that a late REST answer never replaces a newer
// snapshot. What the rules allow is tested against the emulator (tests/rules); the guard end to
// end in e2e/guardia-de-rol.spec.ts.
const h = vi.hoisted(() => ({
  authListener: null as ((user: { uid: string } | null) => void) | null,
  snapshot: null as ((snap: { exists: () => boolean; data: () => unknown }) => void) | null,
  snapshotFail: null as ((error: { code: string }) => void) | null,
  rest: null as ((perfil: { id: string; data: Record<string, unknown> }[]) => void) | null,
  restFail: null as ((error: Error) => void) | null,
  /** What waits for the page to be idle (en-reposo.ts): the tests say when it is. */
  reposo: [] as (() => void)[],
  /** REST reads of the usuarios record made. */
  lecturas: 0,
}));

vi.mock('./firebase', () => ({
  auth: {
    authStateReady: () => Promise.resolve(),
    currentUser: { uid: 'u1', getIdToken: () => Promise.resolve('token') },
  },
  firestoreRest: 'http://firestore.test/v1/projects/p/databases/(default)/documents',
}));
vi.mock('./db', () => ({ db: {} }));
vi.mock('./en-reposo', () => ({
  enReposo: (tarea: () => void) => h.reposo.push(tarea),
  contarLectura: <T>(lectura: Promise<T>) => lectura,
}));
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, listener: (user: { uid: string } | null) => void) => {
    h.authListener = listener;
  },
  signOut: () => Promise.resolve(),
}));
vi.mock('firebase/firestore', () => ({
  doc: () => ({}),
  onSnapshot: (_ref: unknown, next: typeof h.snapshot, fail: typeof h.snapshotFail) => {
    h.snapshot = next;
    h.snapshotFail = fail;
    return () => undefined;
  },
}));
vi.mock('./documentos-rest', () => ({
  leerDocumentos: () =>
    new Promise((resolve, reject) => {
      h.lecturas += 1;
      h.rest = resolve;
      h.restFail = reject;
    }),
}));
vi.mock('./api-client', () => ({ sendApi: () => Promise.resolve() }));

const perfil = (cambios: Partial<LiveProfile> = {}): LiveProfile => ({
  uid: 'u1',
  nombre: 'Ana',
  correo: 'ana@demo.test',
  role: 'admin',
  estatus: true,
  ...cambios,
});
const snap = (data: LiveProfile) => ({ exists: () => true, data: () => data });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The page goes idle: the listener's code loads and it starts listening. */
async function enReposo() {
  h.reposo.splice(0).forEach((tarea) => tarea());
  await vi.waitFor(() => expect(h.snapshot).not.toBeNull());
}

async function session() {
  vi.resetModules();
  h.rest = h.restFail = h.snapshot = h.snapshotFail = null;
  h.reposo = [];
  h.lecturas = 0;
  writeSessionUser({ uid: 'u1', nombre: 'Ana', correo: 'ana@demo.test', role: 'admin', estatus: true });
  return import('./session');
}

describe('the role guard’s first read of the usuarios record', () => {
  beforeEach(() => sessionStorage.clear());

  it('decides with the REST read when it comes before the listener', async () => {
    const { verifySession } = await session();
    const verdict = verifySession(['admin']);
    await settle();
    h.rest?.([{ id: 'u1', data: { ...perfil() } }]);
    await expect(verdict).resolves.toMatchObject({ ok: true });
  });

  it('takes the record Inicio’s page load read for the same uid, and reads it no more', async () => {
    const { verifySession } = await session();
    const { adelantar, vigente } = await import('./adelantadas');
    adelantar('sesion:perfil:u1', async () => perfil(), 10_000);
    await expect(verifySession(['admin'])).resolves.toMatchObject({ ok: true });
    expect(h.lecturas).toBe(0);
    expect(vigente('sesion:perfil:u1')).toBeUndefined();
  });

  it('ends the session by that early read as by its own: a deactivated account', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readSessionUser, verifySession } = await session();
    const { adelantar } = await import('./adelantadas');
    adelantar('sesion:perfil:u1', async () => perfil({ estatus: false }), 10_000);
    await expect(verifySession(['admin'])).resolves.toMatchObject({ ok: false });
    expect(readSessionUser()).toEqual({ status: 'missing' });
    expect(warnings.mock.calls.flat().join('\n')).toContain('El usuario no está activo');
    warnings.mockRestore();
  });

  it('reads the record itself when the early read failed, or was of another uid', async () => {
    const { verifySession } = await session();
    const { adelantar } = await import('./adelantadas');
    adelantar('sesion:perfil:u1', () => Promise.reject(new Error('token rechazado')), 10_000);
    adelantar('sesion:perfil:otro', async () => perfil({ uid: 'otro', estatus: false }), 10_000);
    const verdict = verifySession(['admin']);
    await vi.waitFor(() => expect(h.lecturas).toBe(1));
    h.rest?.([{ id: 'u1', data: { ...perfil() } }]);
    await expect(verdict).resolves.toMatchObject({ ok: true });
  });

  it.each<[string, Partial<LiveProfile> | null, string]>([
    ['a deactivated account', { estatus: false }, 'El usuario no está activo'],
    ['a changed role', { role: 'user' }, 'El rol de la sesión no coincide'],
    ['no usuarios record', null, 'El usuario no existe en la base de datos'],
  ])('ends the session by the REST read: %s', async (_caso, cambios, motivo) => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readSessionUser, verifySession } = await session();
    const verdict = verifySession(['admin']);
    await settle();
    h.rest?.(cambios ? [{ id: 'u1', data: { ...perfil(cambios) } }] : []);
    await expect(verdict).resolves.toMatchObject({ ok: false });
    // Ended as the listener ends it, with the reason, and the stored user gone.
    expect(readSessionUser()).toEqual({ status: 'missing' });
    expect(warnings.mock.calls.flat().join('\n')).toContain(motivo);
    warnings.mockRestore();
  });

  it('waits for the listener when the REST read fails', async () => {
    const { verifySession } = await session();
    let decided = false;
    const verdict = verifySession(['admin']).finally(() => (decided = true));
    await settle();
    h.restFail?.(Object.assign(new Error('sin red'), { code: 'unavailable' }));
    // The listener starts at once, without waiting for the page to be idle.
    await vi.waitFor(() => expect(h.snapshot).not.toBeNull());
    expect(h.reposo).toEqual([]);
    expect(decided).toBe(false);
    h.snapshot?.(snap(perfil()));
    await expect(verdict).resolves.toMatchObject({ ok: true });
  });

  it('starts the listener once the REST read has answered and the page is idle; a change it reports ends the session', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readSessionUser, verifySession } = await session();
    const primera = verifySession(['admin']);
    await settle();
    h.rest?.([{ id: 'u1', data: { ...perfil() } }]);
    await expect(primera).resolves.toMatchObject({ ok: true });
    // Firestore's SDK is not loaded for the first verdict: the listener waits for the idle page.
    await settle();
    expect(h.snapshot).toBeNull();
    expect(h.reposo).toHaveLength(1);
    await enReposo();
    h.snapshot?.(snap(perfil()));
    expect(readSessionUser()).toMatchObject({ status: 'ok' });
    // An admin deactivates the account: the listener's snapshot ends the session.
    h.snapshot?.(snap(perfil({ estatus: false })));
    expect(readSessionUser()).toEqual({ status: 'missing' });
    expect(warnings.mock.calls.flat().join('\n')).toContain('El usuario no está activo');
    warnings.mockRestore();
  });

  it('ends the session in Spanish when the listener is refused, never with the database’s code', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readSessionUser, verifySession } = await session();
    const verdict = verifySession(['admin']);
    await settle();
    h.rest?.([{ id: 'u1', data: { ...perfil() } }]);
    await expect(verdict).resolves.toMatchObject({ ok: true });
    await enReposo();
    h.snapshotFail?.({ code: 'permission-denied' });
    expect(readSessionUser()).toEqual({ status: 'missing' });
    const motivo = warnings.mock.calls.flat().join('\n');
    expect(motivo).toContain('No se pudo leer el usuario (No tiene permiso para esta operación.)');
    expect(motivo).not.toContain('permission-denied');
    warnings.mockRestore();
  });

  it('ends the session when neither the REST read nor the listener’s code can be had', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.doMock('./escucha-usuario', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const { readSessionUser, verifySession } = await session();
      const verdict = verifySession(['admin']);
      await settle();
      h.restFail?.(Object.assign(new Error('sin red'), { code: 'unavailable' }));
      // Never a guard that waits for ever: the verdict comes, and it ends the session.
      await expect(verdict).resolves.toMatchObject({ ok: false });
      expect(readSessionUser()).toEqual({ status: 'missing' });
      expect(warnings.mock.calls.flat().join('\n')).toContain('No se pudo cargar la lectura del usuario');
    } finally {
      vi.doUnmock('./escucha-usuario');
      warnings.mockRestore();
    }
  });

  it('follows Auth when it ends the session by itself (a disabled account, an expired token)', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readSessionUser } = await session();
    const { adelantar, vigente } = await import('./adelantadas');
    h.authListener?.({ uid: 'u1' });
    expect(readSessionUser()).toMatchObject({ status: 'ok' });
    adelantar('inicio:ventas', async () => 'cifras', 10_000);
    h.authListener?.(null);
    expect(readSessionUser()).toEqual({ status: 'missing' });
    // What the page load read with the stored token is dropped with it.
    expect(vigente('inicio:ventas')).toBeUndefined();
    expect(warnings.mock.calls.flat().join('\n')).toContain('La sesión de autenticación terminó');
    warnings.mockRestore();
  });

  it('drops the REST answer of a watch that has ended, even when the same user signs in again', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readSessionUser, verifySession } = await session();
    void verifySession(['admin']);
    await settle();
    const deLaPrimera = h.rest;
    // Auth ends the session while that read is out; the same user signs in again.
    h.authListener?.(null);
    await settle();
    writeSessionUser({ uid: 'u1', nombre: 'Ana', correo: 'ana@demo.test', role: 'admin', estatus: true });
    h.authListener?.({ uid: 'u1' });
    const segunda = verifySession(['admin']);
    await settle();
    // The first watch's read answers late, with what was true then.
    deLaPrimera?.([{ id: 'u1', data: { ...perfil({ estatus: false }) } }]);
    await settle();
    expect(readSessionUser()).toMatchObject({ status: 'ok' });
    h.rest?.([{ id: 'u1', data: { ...perfil() } }]);
    await expect(segunda).resolves.toMatchObject({ ok: true });
    warnings.mockRestore();
  });
});
