import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionVerdict } from '../lib/session-check';
import { loginLoader } from './guards';
import { screenFor } from './routes';

const adelantarPagina = vi.fn();
vi.mock('./lazy-page', () => ({ adelantarPagina: (...args: unknown[]) => adelantarPagina(...args) }));

let verdict: SessionVerdict;
vi.mock('../lib/session-shell', () => ({ hasSessionUser: () => true }));
vi.mock('../lib/session', () => ({
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
