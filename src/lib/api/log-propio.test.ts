import { describe, expect, it, vi } from 'vitest';
import { escribirLogPropio } from './log-propio';

// The entry of the user's own act is asked of the server, fire and forget (SPEC.md: the sign-in
// writes its log and goes on). What the server writes, and refuses, is tested against the
// emulator (tests/functions/sesion-propia.test.ts).
const sendApi = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./api-client', () => ({ sendApi }));

describe('escribirLogPropio', () => {
  it('asks POST /api/sesion/propia for the entry, by its name, and does not wait for it', async () => {
    expect(escribirLogPropio('inicioDeSesion')).toBeUndefined();
    await vi.waitFor(() => expect(sendApi).toHaveBeenCalledTimes(1));
    escribirLogPropio('cambioDePassword');
    await vi.waitFor(() => expect(sendApi).toHaveBeenCalledTimes(2));
    expect(sendApi.mock.calls).toEqual([
      ['sesion/propia', { entrada: 'inicioDeSesion' }],
      ['sesion/propia', { entrada: 'cambioDePassword' }],
    ]);
  });
});
