import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionVerdict } from '../lib/sesion/session-check';
import { loginLoader, screenLoader } from './guards';
import { screenFor } from './routes';

const adelantarPagina = vi.fn();
vi.mock('./lazy-page', () => ({ adelantarPagina: (...args: unknown[]) => adelantarPagina(...args) }));

let verdict: SessionVerdict;
vi.mock('../lib/sesion/session-shell', () => ({ hasSessionUser: () => true }));
const logout = vi.fn(() => Promise.resolve());
/** Whether the signed-in admin's session lacks its second factor. */
let sinSegundoFactor = false;
vi.mock('../lib/sesion/session', () => ({
  clearSessionUser: () => undefined,
  faltaSegundoFactor: (role: string) => Promise.resolve(role === 'admin' && sinSegundoFactor),
  logout: () => logout(),
  isSignedIn: () => Promise.resolve(true),
  readSessionUser: () => ({ status: 'ok', user: { uid: 'u1', role: 'admin' } }),
  verifySession: (allowed: readonly string[]) => verifySession(allowed),
}));
const verifySession = vi.fn<(allowed: readonly string[]) => Promise<SessionVerdict>>(() => Promise.resolve(verdict));

describe('the sign-in route', () => {
  beforeEach(() => {
    adelantarPagina.mockReset();
    sinSegundoFactor = false;
  });

  it("sends a signed-in session to its landing screen and starts that screen's reads", async () => {
    verdict = { ok: true, user: { role: 'admin' } } as SessionVerdict;
    const redirect = (await loginLoader().catch((thrown: unknown) => thrown)) as Response;
    expect(redirect.headers.get('Location')).toBe('/inicio');
    expect(adelantarPagina).toHaveBeenCalledTimes(1);
    expect(adelantarPagina).toHaveBeenCalledWith(screenFor('/inicio')?.load);
  });

  it('starts no reads when the session does not hold', async () => {
    verdict = { ok: false, reason: 'inactivo' } as SessionVerdict;
    expect(await loginLoader()).toBeNull();
    expect(adelantarPagina).not.toHaveBeenCalled();
  });

  it('sends an admin signed in without a second factor to Perfil to enrol one', async () => {
    verdict = { ok: true, user: { role: 'admin' } } as SessionVerdict;
    sinSegundoFactor = true;
    const redirect = (await loginLoader().catch((thrown: unknown) => thrown)) as Response;
    expect(redirect.headers.get('Location')).toBe('/perfil');
    expect(adelantarPagina).not.toHaveBeenCalled();
  });
});

describe('an admin signed in without a second factor', () => {
  beforeEach(() => {
    sinSegundoFactor = true;
    logout.mockClear();
    verdict = { ok: true, user: { role: 'admin' } } as SessionVerdict;
  });

  it.each(['/inicio', '/clientes', '/usuarios', '/logs'])(
    'is taken from %s to Perfil, before the screen',
    async (ruta) => {
      const screen = screenFor(ruta);
      if (!screen) throw new Error(`Falta ${ruta} en la tabla de rutas`);
      const redirect = (await screenLoader(screen)(abrir(ruta)).catch((thrown: unknown) => thrown)) as Response;
      expect(redirect.headers.get('Location')).toBe('/perfil');
      expect(logout).not.toHaveBeenCalled();
    },
  );

  it('opens Perfil, where it enrols; a manager or a client without one opens its screens', async () => {
    const perfil = screenFor('/perfil');
    const reportes = screenFor('/reportes');
    if (!perfil || !reportes) throw new Error('Faltan /perfil y /reportes en la tabla de rutas');
    expect(await screenLoader(perfil)(abrir('/perfil'))).toBeNull();
    verdict = { ok: true, user: { role: 'manager' } } as SessionVerdict;
    expect(await screenLoader(reportes)(abrir('/reportes'))).toBeNull();
  });
});

const abrir = (path: string) => ({ request: new Request(`http://localhost${path}`) });

describe('a signed-in screen', () => {
  beforeEach(async () => {
    adelantarPagina.mockReset();
    sinSegundoFactor = false;
    // Each case starts as a fresh tab: the sign-in route forgets the screen last shown.
    verdict = { ok: false, reason: 'inactivo' } as SessionVerdict;
    await loginLoader();
  });
  const inicio = screenFor('/inicio');
  if (!inicio) throw new Error('Falta /inicio en la tabla de rutas');

  it('starts its reads with the first auth report, beside the role guard’s check (a reload or a link)', async () => {
    let decide: (v: SessionVerdict) => void = () => undefined;
    verifySession.mockImplementationOnce(() => new Promise<SessionVerdict>((resolve) => (decide = resolve)));
    const pasa = screenLoader(inicio)(abrir('/inicio'));
    // The reads leave while the guard still waits for the usuarios record.
    await vi.waitFor(() => expect(adelantarPagina).toHaveBeenCalledTimes(1));
    expect(adelantarPagina).toHaveBeenCalledWith(inicio.load);
    decide({ ok: true, user: { role: 'admin' } } as SessionVerdict);
    expect(await pasa).toBeNull();
    expect(adelantarPagina).toHaveBeenCalledTimes(1);
  });

  it('sends a session the role guard ends to /login, signed out (the rules refuse the reads it started)', async () => {
    verdict = { ok: false, reason: 'inactivo' } as SessionVerdict;
    const redirect = (await screenLoader(inicio)(abrir('/inicio')).catch((thrown: unknown) => thrown)) as Response;
    expect(redirect.headers.get('Location')).toBe('/login');
    expect(logout).toHaveBeenCalled();
  });

  it('starts no reads for a screen the stored role may not open, and says why on the sign-in screen', async () => {
    verdict = { ok: false, reason: 'rol' } as SessionVerdict;
    const soloClientes = { path: '/inicio', roles: ['user'] as const, load: inicio.load };
    const redirect = (await screenLoader(soloClientes)(abrir('/inicio')).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    expect(redirect.headers.get('Location')).toMatch(/^\/login\?motivo=/);
    expect(adelantarPagina).not.toHaveBeenCalled();
  });

  it('starts no second read for a click on the screen already shown, and one again after another', async () => {
    verdict = { ok: true, user: { role: 'admin' } } as SessionVerdict;
    const clientes = screenFor('/clientes');
    if (!clientes) throw new Error('Falta /clientes en la tabla de rutas');
    await screenLoader(inicio)(abrir('/inicio'));
    await screenLoader(inicio)(abrir('/inicio'));
    expect(adelantarPagina).toHaveBeenCalledTimes(1);
    await screenLoader(clientes)(abrir('/clientes'));
    await screenLoader(inicio)(abrir('/inicio'));
    expect(adelantarPagina.mock.calls).toEqual([[inicio.load], [clientes.load], [inicio.load]]);
  });
});
