import { afterEach, describe, expect, it, vi } from 'vitest';
import { postApi, postIdempotente, sendApi } from './api-client';
import { alRechazar } from '../sesion/rechazos';

const fakeAuth = vi.hoisted(() => ({
  currentUser: null as null | { getIdToken: () => Promise<string> },
}));
vi.mock('../firebase', () => ({ auth: fakeAuth }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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

describe('postIdempotente: retries what may have been lost, with the same body', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    fakeAuth.currentUser = null;
  });

  it('sends the same body again after a dropped connection and a 503, and returns the answer', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(503, { error: 'Ocupado' }))
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetch);
    await expect(postIdempotente('recargas', { id: 'k' }, [0, 0, 0])).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
    const bodies = fetch.mock.calls.map((call) => (call[1] as RequestInit).body);
    expect(new Set(bodies)).toEqual(new Set(['{"id":"k"}']));
  });

  it('does not retry a refusal, and gives up after the last wait', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    const refused = vi.fn().mockResolvedValue(json(422, { error: 'Saldo insuficiente' }));
    vi.stubGlobal('fetch', refused);
    await expect(postIdempotente('recargas', {}, [0, 0])).rejects.toMatchObject({ status: 422 });
    expect(refused).toHaveBeenCalledTimes(1);

    const busy = vi.fn().mockImplementation(() => Promise.resolve(json(503, { error: 'Ocupado' })));
    vi.stubGlobal('fetch', busy);
    await expect(postIdempotente('recargas', {}, [0, 0])).rejects.toMatchObject({ status: 503 });
    expect(busy).toHaveBeenCalledTimes(3);
  });

  it('does not retry while the browser has no network: the caller says so at once', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    vi.stubGlobal('navigator', { onLine: false });
    const dropped = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', dropped);
    await expect(postIdempotente('recargas', {}, [60_000, 60_000])).rejects.toMatchObject({ status: 0 });
    expect(dropped).toHaveBeenCalledTimes(1);
  });

  it('reports a refusal of the session (401, 403) to the session, and no other answer', async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    const avisos = vi.fn();
    const dejar = alRechazar(avisos);
    try {
      for (const [status, body] of [
        [200, { ok: true }],
        [404, { error: 'No existe' }],
        [422, { error: 'Saldo insuficiente' }],
        [401, { error: 'Token inválido' }],
        [403, { error: 'El usuario no está activo' }],
      ] as const) {
        vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(status, body)));
        await postApi('recargas', {}).catch(() => undefined);
      }
      expect(avisos).toHaveBeenCalledTimes(2);
    } finally {
      dejar();
    }
  });

  it("retries a gateway's 502 and 504, whose page is never shown, and answers in Spanish when they last", async () => {
    fakeAuth.currentUser = { getIdToken: () => Promise.resolve('tok') };
    const html = (status: number) => new Response('<html><h1>502 Bad Gateway</h1></html>', { status });
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(html(502))
      .mockResolvedValueOnce(html(504))
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetch);
    await expect(postIdempotente('recargas', { id: 'k' }, [0, 0])).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);

    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => Promise.resolve(html(504))),
    );
    const error = await postIdempotente('recargas', { id: 'k' }, [0]).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 504 });
    expect((error as Error).message).toBe(
      'El servidor no respondió a tiempo. Intente de nuevo: una operación ya registrada no se repite.',
    );
  });
});

describe("postApi: what a user reads when the answer is not the server's own", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [500, 'Error del servidor (HTTP 500). Intente de nuevo en unos minutos.'],
    [404, 'La solicitud no se pudo completar (HTTP 404).'],
    [413, 'La solicitud no se pudo completar (HTTP 413).'],
  ])('a %i with an English page gives a Spanish message', async (status, mensaje) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>Not Found</html>', { status })));
    await expect(postApi('recargas', {})).rejects.toMatchObject({ status, message: mensaje });
  });

  it("shows the server's own Spanish error as it is", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(422, { error: 'Saldo insuficiente' })));
    await expect(postApi('recargas', {})).rejects.toMatchObject({ status: 422, message: 'Saldo insuficiente' });
  });
});
