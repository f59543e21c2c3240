import { describe, expect, it, vi } from 'vitest';
import { createTokenSync, tokenSyncUrl } from './token-sync';

const NOW = Date.parse('2026-11-22T12:00:00Z');

function userWithToken(token: string, ageSeconds: number) {
  return {
    getIdTokenResult: vi
      .fn()
      .mockResolvedValue({ token, issuedAtTime: new Date(NOW - ageSeconds * 1000).toUTCString() }),
  };
}

describe('token sync', () => {
  it('POSTs a changed token with a bearer header and skips repeats', async () => {
    const send = vi.fn().mockResolvedValue(new Response());
    const sync = createTokenSync({ url: 'https://app.test/sync', fetch: send, now: () => NOW });
    await sync(userWithToken('t1', 10));
    await sync(userWithToken('t1', 10));
    await sync(userWithToken('t2', 10));
    expect(send.mock.calls).toEqual([
      ['https://app.test/sync', { method: 'POST', headers: { Authorization: 'Bearer t1' } }],
      ['https://app.test/sync', { method: 'POST', headers: { Authorization: 'Bearer t2' } }],
    ]);
  });

  it('skips a token older than 300 seconds', async () => {
    const send = vi.fn();
    const sync = createTokenSync({ url: 'https://app.test/sync', fetch: send, now: () => NOW });
    await sync(userWithToken('viejo', 301));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends DELETE on sign-out', async () => {
    const send = vi.fn().mockResolvedValue(new Response());
    const sync = createTokenSync({ url: 'https://app.test/sync', fetch: send, now: () => NOW });
    await sync(userWithToken('t1', 0));
    await sync(null);
    expect(send).toHaveBeenLastCalledWith('https://app.test/sync', { method: 'DELETE' });
  });

  it('is used only on a secure page and the same origin', () => {
    const location = { origin: 'https://app.test' } as Location;
    expect(tokenSyncUrl('/sync', location, true)).toBe('https://app.test/sync');
    expect(tokenSyncUrl('/sync', location, false)).toBeNull();
    expect(tokenSyncUrl('https://otro.test/sync', location, true)).toBeNull();
    expect(tokenSyncUrl(undefined, location, true)).toBeNull();
  });
});
