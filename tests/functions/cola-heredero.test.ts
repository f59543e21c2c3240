import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
// The emulator support module first: it initialises the Admin SDK for the demo project.
import { adminDb } from '../support/emulators';
import { ColaDeSaldo, PLAZO_HEREDERO_MS } from '../../functions/src/saldo/cola';

// How a client's queue (functions/src/saldo/cola.ts) passes its lease on while operations wait:
// the leader names the oldest one's waiter its heir, instead of letting the lease go for every
// waiter to fight over.

describe("a client's queue under a stream of operations", () => {
  it('hands its lease from leader to heir, and lets it go only when no operation waits', async () => {
    const clienteId = `cola-${randomUUID()}`;
    const contador = adminDb.collection('pruebasCola').doc(clienteId);
    // Each operation takes 150 ms: 16 of them outlast a leader's second of service after its own.
    // Each caller waits up to 90 s: in a clean-clone run of npm test, 24 of them took over 30 s.
    const cola = new ColaDeSaldo<{ n: number }>(
      adminDb,
      async (tx, op) => {
        const snap = await tx.get(contador);
        await new Promise((resolve) => setTimeout(resolve, 150));
        tx.set(contador, { n: Number(snap.get('n') ?? 0) + 1 });
        return op.n;
      },
      'Ocupado',
    );
    const lease = adminDb.collection('colasSaldo').doc(clienteId);
    const vistos: string[] = [];
    const dejar = lease.onSnapshot((snap) =>
      vistos.push(!snap.exists ? 'libre' : snap.get('heredero') ? 'heredado' : 'tomado'),
    );
    try {
      const resultados = await Promise.all(
        Array.from({ length: 16 }, (_, n) => cola.ejecutar<number>(clienteId, { n }, 90_000)),
      );
      expect(resultados).toEqual(Array.from({ length: 16 }, (_, n) => n));
      expect((await contador.get()).get('n')).toBe(16);
      await vi.waitFor(() => expect(vistos.at(-1)).toBe('libre'));
    } finally {
      dejar();
    }
    // From the first leader on: handed over at least once, let go once, at the end.
    const desdeElPrimero = vistos.slice(vistos.indexOf('tomado'));
    expect(desdeElPrimero).toContain('heredado');
    expect(desdeElPrimero.filter((visto) => visto === 'libre')).toEqual(['libre']);
    expect((await lease.collection('pendientes').get()).size).toBe(0);
    expect((await lease.collection('hechas').get()).size).toBe(0);
  }, 150_000);

  it('a lease handed to an heir that never comes goes to the next caller once the heir’s time is up', async () => {
    const clienteId = `cola-${randomUUID()}`;
    const cola = new ColaDeSaldo<{ n: number }>(adminDb, async (_tx, op) => op.n, 'Ocupado');
    const lease = adminDb.collection('colasSaldo').doc(clienteId);
    // Its caller took its operation back as the lease was handed to it.
    await lease.set({ lider: null, heredero: randomUUID(), hasta: Date.now() + PLAZO_HEREDERO_MS });
    const inicio = Date.now();
    expect(await cola.ejecutar<number>(clienteId, { n: 7 }, 30_000)).toBe(7);
    expect(Date.now() - inicio).toBeGreaterThanOrEqual(PLAZO_HEREDERO_MS - 100);
    expect(Date.now() - inicio).toBeLessThan(PLAZO_HEREDERO_MS + 5_000);
    await vi.waitFor(async () => expect((await lease.get()).exists).toBe(false));
  }, 60_000);
});
