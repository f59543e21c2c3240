import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionVerdict } from '../lib/session-check';
import { loginLoader, screenLoader } from './guards';
import { screenFor } from './routes';

const adelantarPagina = vi.fn();
vi.mock('./lazy-page', () => ({ adelantarPagina: (...args: unknown[]) => adelantarPagina(...args) }));

let verdict: SessionVerdict;
vi.mock('../lib/session-shell', () => ({ hasSessionUser: () => true }));
const logout = vi.fn(() => Promise.resolve());
vi.mock('../lib/session', () => ({
  clearSessionUser: () => undefined,
  logout: () => logout(),
  isSignedIn: () => Promise.resolve(true),
  readSessionUser: () => ({ status: 'ok', user: { uid: 'u1', role: 'admin' } }),
  verifySession: () => Promise.resolve(verdict),
}));

describe('the sign-in route', () => {
  beforeEach(() => adelantarPagina.mockReset());

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
});

const abrir = (path: string) => ({ request: new Request(`http://localhost${path}`) });

describe('a signed-in screen', () => {
  beforeEach(async () => {
    adelantarPagina.mockReset();
    // Each case starts as a fresh tab: the sign-in route forgets the screen last shown.
    verdict = { ok: false, reason: 'inactivo' } as SessionVerdict;
    await loginLoader();
  });
  const inicio = screenFor('/inicio');
  if (!inicio) throw new Error('Falta /inicio en la tabla de rutas');

  it('starts its reads as soon as the guard lets the session through (a reload or a link)', async () => {
    verdict = { ok: true, user: { role: 'admin' } } as SessionVerdict;
    expect(await screenLoader(inicio)(abrir('/inicio'))).toBeNull();
    expect(adelantarPagina).toHaveBeenCalledTimes(1);
    expect(adelantarPagina).toHaveBeenCalledWith(inicio.load);
  });

  it('starts no reads when the role guard ends the session', async () => {
    verdict = { ok: false, reason: 'inactivo' } as SessionVerdict;
    const redirect = (await screenLoader(inicio)(abrir('/inicio')).catch((thrown: unknown) => thrown)) as Response;
    expect(redirect.headers.get('Location')).toBe('/login');
    expect(logout).toHaveBeenCalled();
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
