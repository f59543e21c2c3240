import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendApi } from './api-client';

const fakeAuth = vi.hoisted(() => ({
  currentUser: null as null | { getIdToken: () => Promise<string> },
}));
vi.mock('./firebase', () => ({ auth: fakeAuth }));

describe('sendApi: the last word of a session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fakeAuth.currentUser = null;
  });

  it('sends a keepalive POST with the bearer token and does not wait for the answer', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    await sendApi('sesion/cerrar', { screen: 'inicio' });
    expect(fetch).toHaveBeenCalledWith('/api/sesion/cerrar', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      body: '{"screen":"inicio"}',
      keepalive: true,
    });
  });

  it('sends nothing without a signed-in user, and gives up on a token that takes over 2 s', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await sendApi('sesion/cerrar', { screen: 'inicio' });

    vi.useFakeTimers();
    fakeAuth.currentUser = { getIdToken: () => new Promise<string>(() => undefined) };
    const sent = sendApi('sesion/cerrar', { screen: 'inicio' });
    await vi.advanceTimersByTimeAsync(2000);
    await sent;
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never throws when the request cannot leave', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(sendApi('sesion/cerrar', { screen: 'inicio' })).resolves.toBeUndefined();
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('No se pudo enviar /api/sesion/cerrar', expect.any(TypeError)),
    );
    error.mockRestore();
  });
});
