import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveProfile } from './session-check';
import { writeSessionUser } from './session-user';

// The session's reads of the usuarios record, with Firebase stubbed: which answer decides the role
// guard's first verdict, when the record is read again (every 30 s in view, back in view, at a
// refusal of the server) and what a check's answer or failure does. What the rules allow is tested
// against the emulator (tests/rules); the guard and a deactivation end to end in
// e2e/guardia-de-rol.spec.ts and e2e/desactivacion.spec.ts.
const h = vi.hoisted(() => ({
  authListener: null as ((user: { uid: string } | null) => void) | null,
  rest: null as ((perfil: { id: string; data: Record<string, unknown> }[]) => void) | null,
  restFail: null as ((error: Error) => void) | null,
  /** REST reads of the usuarios record made. */
  lecturas: 0,
  /** The sign-out's "Sesion cerrada" request (api-client's sendApi), which a test may hold. */
  envio: Promise.resolve(),
  /** When the session's token says it signed in (auth_time, ms). */
  autenticadoEn: Date.parse('2026-11-24T12:00:00Z'),
}));

vi.mock('../firebase', () => ({
  auth: {
    authStateReady: () => Promise.resolve(),
    currentUser: { uid: 'u1', getIdToken: () => Promise.resolve('token') },
  },
  firestoreRest: 'http://firestore.test/v1/projects/p/databases/(default)/documents',
  tokenDeSesion: () => Promise.resolve('token'),
  tokenConSesion: () => Promise.resolve({ token: 'token', autenticadoEn: h.autenticadoEn, segundoFactor: true }),
}));
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, listener: (user: { uid: string } | null) => void) => {
    h.authListener = listener;
  },
  signOut: () => Promise.resolve(),
}));
vi.mock('../rest/documentos-rest', () => ({
  leerDocumentos: () =>
    new Promise((resolve, reject) => {
      h.lecturas += 1;
      h.rest = resolve;
      h.restFail = reject;
    }),
}));
vi.mock('../api/api-client', () => ({ sendApi: () => h.envio }));

const perfil = (cambios: Partial<LiveProfile> = {}): LiveProfile => ({
  uid: 'u1',
  nombre: 'Ana',
  correo: 'ana@demo.test',
  role: 'admin',
  estatus: true,
  ...cambios,
});
/** The usuarios read out answers: the record, with these changes. */
const contestar = (cambios: Partial<LiveProfile> = {}) => h.rest?.([{ id: 'u1', data: { ...perfil(cambios) } }]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const fallo = (code: string) => Object.assign(new Error(code), { code });

async function session() {
  // The previous test's session, if any, ends first: its checks (timers, the page's events) stop.
  sessionStorage.clear();
  h.authListener?.(null);
  vi.resetModules();
  h.rest = h.restFail = null;
  h.envio = Promise.resolve();
  h.lecturas = 0;
  writeSessionUser({ uid: 'u1', nombre: 'Ana', correo: 'ana@demo.test', role: 'admin', estatus: true });
  return import('./session');
}

describe('the role guard’s first read of the usuarios record', () => {
  beforeEach(() => sessionStorage.clear());

  it('decides with one REST read of the record', async () => {
    const { verifySession } = await session();
    const verdict = verifySession(['admin']);
    await settle();
    contestar();
    await expect(verdict).resolves.toMatchObject({ ok: true });
  });

  it('takes the record Inicio’s page load read for the same uid, and reads it no more', async () => {
    const { verifySession } = await session();
    const { adelantarAlCargar, vigente } = await import('../carga/adelantadas');
    adelantarAlCargar('sesion:perfil:u1', async () => perfil(), 10_000);
    await expect(verifySession(['admin'])).resolves.toMatchObject({ ok: true });
    expect(h.lecturas).toBe(0);
    expect(vigente('sesion:perfil:u1')).toBeUndefined();
  });

  it('ends the session by that early read as by its own: a deactivated account', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readSessionUser, verifySession } = await session();
    const { adelantarAlCargar } = await import('../carga/adelantadas');
    adelantarAlCargar('sesion:perfil:u1', async () => perfil({ estatus: false }), 10_000);
    await expect(verifySession(['admin'])).resolves.toMatchObject({ ok: false });
    expect(readSessionUser()).toEqual({ status: 'missing' });
    expect(warnings.mock.calls.flat().join('\n')).toContain('El usuario no está activo');
    warnings.mockRestore();
  });

  it('reads the record itself when the early read failed, or was of another uid', async () => {
    const { verifySession } = await session();
    const { adelantarAlCargar } = await import('../carga/adelantadas');
    adelantarAlCargar('sesion:perfil:u1', () => Promise.reject(new Error('token rechazado')), 10_000);
    adelantarAlCargar('sesion:perfil:otro', async () => perfil({ uid: 'otro', estatus: false }), 10_000);
    const verdict = verifySession(['admin']);
    await vi.waitFor(() => expect(h.lecturas).toBe(1));
    contestar();
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
    // Ended with the reason, and the stored user gone.
    expect(readSessionUser()).toEqual({ status: 'missing' });
    expect(warnings.mock.calls.flat().join('\n')).toContain(motivo);
    warnings.mockRestore();
  });

  it('follows Auth when it ends the session by itself (a disabled account, an expired token)', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readSessionUser } = await session();
    const { adelantarAlCargar, vigente } = await import('../carga/adelantadas');
    h.authListener?.({ uid: 'u1' });
    expect(readSessionUser()).toMatchObject({ status: 'ok' });
    adelantarAlCargar('inicio:ventas', async () => 'cifras', 10_000);
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
    contestar();
    await expect(segunda).resolves.toMatchObject({ ok: true });
    warnings.mockRestore();
  });

  it('tries a first read the network failed twice more, and ends the session only when all three fail', async () => {
    vi.useFakeTimers();
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { readSessionUser, verifySession } = await session();
      let decided = false;
      const verdict = verifySession(['admin']).finally(() => (decided = true));
      await vi.advanceTimersByTimeAsync(0);
      h.restFail?.(fallo('unavailable'));
      await vi.advanceTimersByTimeAsync(999);
      expect(h.lecturas).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(h.lecturas).toBe(2);
      h.restFail?.(fallo('deadline-exceeded'));
      await vi.advanceTimersByTimeAsync(3_000);
      expect(h.lecturas).toBe(3);
      expect(decided).toBe(false);
      expect(readSessionUser()).toMatchObject({ status: 'ok' });
      h.restFail?.(fallo('unavailable'));
      await expect(verdict).resolves.toMatchObject({ ok: false });
      expect(readSessionUser()).toEqual({ status: 'missing' });
      expect(warnings.mock.calls.flat().join('\n')).toContain('No se pudo leer el usuario (');
    } finally {
      warnings.mockRestore();
      vi.useRealTimers();
    }
  });

  it('decides with the retry when the network failed the first read', async () => {
    vi.useFakeTimers();
    try {
      const { verifySession } = await session();
      const verdict = verifySession(['admin']);
      await vi.advanceTimersByTimeAsync(0);
      h.restFail?.(fallo('unavailable'));
      await vi.advanceTimersByTimeAsync(1_000);
      contestar();
      await expect(verdict).resolves.toMatchObject({ ok: true });
      expect(h.lecturas).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the session in Spanish when the server refuses the first read, without trying again', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { readSessionUser, verifySession } = await session();
    const verdict = verifySession(['admin']);
    await settle();
    h.restFail?.(fallo('permission-denied'));
    await expect(verdict).resolves.toMatchObject({ ok: false });
    expect(h.lecturas).toBe(1);
    expect(readSessionUser()).toEqual({ status: 'missing' });
    const motivo = warnings.mock.calls.flat().join('\n');
    expect(motivo).toContain('No se pudo leer el usuario (No tiene permiso para esta operación.)');
    expect(motivo).not.toContain('permission-denied');
    warnings.mockRestore();
  });
});

describe('the session’s later reads of the usuarios record', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  /** A signed-in session whose first read has answered with an active admin. */
  async function vigilada() {
    const modulo = await session();
    const verdict = modulo.verifySession(['admin']);
    await vi.advanceTimersByTimeAsync(0);
    contestar();
    await expect(verdict).resolves.toMatchObject({ ok: true });
    const rechazos = await import('./rechazos');
    return { ...modulo, ...rechazos };
  }
  const ocultar = (estado: 'hidden' | 'visible') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => estado });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const motivos = () => vi.mocked(console.warn).mock.calls.flat().join('\n');

  it('reads it again every 30 s while the tab is in view; a deactivation found then ends the session', async () => {
    const { readSessionUser, REVISION_MS } = await vigilada();
    expect(REVISION_MS).toBe(30_000);
    await vi.advanceTimersByTimeAsync(REVISION_MS - 1);
    expect(h.lecturas).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.lecturas).toBe(2);
    contestar();
    await vi.advanceTimersByTimeAsync(REVISION_MS);
    expect(h.lecturas).toBe(3);
    expect(readSessionUser()).toMatchObject({ status: 'ok' });
    contestar({ estatus: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(readSessionUser()).toEqual({ status: 'missing' });
    expect(motivos()).toContain('El usuario no está activo');
    // An ended session reads no more.
    await vi.advanceTimersByTimeAsync(REVISION_MS * 3);
    expect(h.lecturas).toBe(3);
  });

  it('ends the session at a check that finds its sessions ended after it signed in (Cerrar sesión en todos sus dispositivos)', async () => {
    const { readSessionUser, REVISION_MS } = await vigilada();
    await vi.advanceTimersByTimeAsync(REVISION_MS);
    // Ended before it signed in (an earlier end of sessions): the session holds.
    contestar({ sesionesDesde: new Date(h.autenticadoEn - 1000) });
    await vi.advanceTimersByTimeAsync(0);
    expect(readSessionUser()).toMatchObject({ status: 'ok' });
    await vi.advanceTimersByTimeAsync(REVISION_MS);
    contestar({ sesionesDesde: new Date(h.autenticadoEn + 1000) });
    await vi.advanceTimersByTimeAsync(0);
    expect(readSessionUser()).toEqual({ status: 'missing' });
    expect(motivos()).toContain('Se cerraron las sesiones de su cuenta en todos sus dispositivos');
  });

  it('reads nothing while the tab is hidden, and at once when it is back in view; a new role ends the session', async () => {
    const { readSessionUser, REVISION_MS } = await vigilada();
    ocultar('hidden');
    await vi.advanceTimersByTimeAsync(REVISION_MS * 4);
    expect(h.lecturas).toBe(1);
    ocultar('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.lecturas).toBe(2);
    contestar({ role: 'manager' });
    await vi.advanceTimersByTimeAsync(0);
    expect(readSessionUser()).toEqual({ status: 'missing' });
    expect(motivos()).toContain('El rol de la sesión no coincide');
  });

  it('reads once for a burst of the page’s events, 5 s apart at the most', async () => {
    await vigilada();
    // Not at all just after the first read (a page load's own focus).
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(h.lecturas).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    ocultar('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.lecturas).toBe(2);
    contestar();
    await vi.advanceTimersByTimeAsync(4_999);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.lecturas).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.lecturas).toBe(3);
  });

  it('reads it at once when the server refuses a request, and again after a check that was already out', async () => {
    const { readSessionUser, avisarEstado } = await vigilada();
    avisarEstado(200);
    avisarEstado(404);
    expect(h.lecturas).toBe(1);
    avisarEstado(403);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.lecturas).toBe(2);
    // That check may have read the record before the change the next refusal comes from.
    avisarEstado(401);
    expect(h.lecturas).toBe(2);
    contestar();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.lecturas).toBe(3);
    contestar({ estatus: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(readSessionUser()).toEqual({ status: 'missing' });
    expect(motivos()).toContain('El usuario no está activo');
  });

  it('keeps the session when the network fails a check, and ends it in Spanish when the server refuses one', async () => {
    const { readSessionUser, avisarEstado, REVISION_MS } = await vigilada();
    await vi.advanceTimersByTimeAsync(REVISION_MS);
    h.restFail?.(fallo('unavailable'));
    await vi.advanceTimersByTimeAsync(0);
    expect(readSessionUser()).toMatchObject({ status: 'ok' });
    expect(motivos()).toContain('la sesión sigue con su última lectura');
    await vi.advanceTimersByTimeAsync(REVISION_MS);
    expect(h.lecturas).toBe(3);
    // The real read reports its own 403 as it fails: the session ends once, and is read no more,
    // not even while its sign-out is still on its way.
    h.envio = new Promise(() => undefined);
    avisarEstado(403);
    h.restFail?.(fallo('permission-denied'));
    await vi.advanceTimersByTimeAsync(0);
    expect(readSessionUser()).toEqual({ status: 'missing' });
    expect(motivos()).toContain('No se pudo leer el usuario (No tiene permiso para esta operación.)');
    await vi.advanceTimersByTimeAsync(REVISION_MS * 2);
    expect(h.lecturas).toBe(3);
  });

  it('leaves the refusals of a session that has ended alone', async () => {
    const { logout, avisarEstado } = await vigilada();
    await logout();
    avisarEstado(403);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.lecturas).toBe(1);
  });
});
