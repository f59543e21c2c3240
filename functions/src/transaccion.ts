import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpError } from './http';

/**
 * How long a transaction may take, retries included, before no new attempt starts and the caller
 * gets a 503. A client's money operations do not come here but through its queue (saldo/cola.ts),
 * so what still runs here meets little contention: 15 s keeps every answer well inside 30 s.
 */
export const PLAZO_TRANSACCION_MS = 15_000;

/**
 * After the deadline, how long to wait for the attempt already sent: its commit may still land,
 * and the caller must learn that instead of a 503 for a change that was made.
 */
const GRACIA_MS = 8_000;

/**
 * Whether an attempt failed only because another transaction held its documents and the emulator
 * closed it after a lock wait (INVALID_ARGUMENT, which Firestore's own retry does not cover; it
 * retries ABORTED). Run again, the attempt sees the other's result.
 */
export function cerradaPorOtra(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 3 && /Transaction is invalid or closed/.test(String(message));
}

export const pausa = (ms = 50 + Math.random() * 150) => new Promise((resolve) => setTimeout(resolve, ms));

/** An attempt not started because its time was up: nothing of it was written. */
export class FueraDePlazo extends Error {
  constructor() {
    super('La transacción no empezó: se acabó su plazo');
  }
}

/**
 * Runs `fn` in a transaction, again after a lock-wait closure (Firestore itself retries the
 * attempts that abort on contention), starting no attempt after `hasta` (ms): then it throws
 * FueraDePlazo, and nothing of that attempt was written. No caller waits without end.
 */
export async function correrTransaccion<T>(
  db: Firestore,
  fn: (tx: Transaction) => Promise<T>,
  hasta = Number.POSITIVE_INFINITY,
): Promise<T> {
  const intento = (tx: Transaction) => {
    if (Date.now() > hasta) throw new FueraDePlazo();
    return fn(tx);
  };
  for (;;) {
    try {
      return await db.runTransaction(intento, { maxAttempts: 1000 });
    } catch (error) {
      if (Date.now() > hasta || !cerradaPorOtra(error)) throw error;
      await pausa();
    }
  }
}

/**
 * The server's one way to run a transaction outside a client's money queue. Past
 * PLAZO_TRANSACCION_MS no new attempt starts; the attempt already sent is waited for (up to
 * GRACIA_MS), so the caller gets its result if it committed, and a retryable 503 with `ocupado`
 * only when nothing was written. HttpErrors thrown by `fn` pass through at once.
 */
export async function transaccionConPlazo<T>(
  db: Firestore,
  ocupado: string,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const trabajo = correrTransaccion(db, fn, Date.now() + PLAZO_TRANSACCION_MS).catch((error: unknown) => {
    throw error instanceof FueraDePlazo ? new HttpError(503, ocupado) : error;
  });
  let gracia: NodeJS.Timeout | undefined;
  // Past deadline and grace, an attempt still unanswered is left to itself: it is the one case
  // where the 503 cannot say that nothing was written, and what runs here is safe to send again.
  const limite = new Promise<never>((_, reject) => {
    gracia = setTimeout(() => reject(new HttpError(503, ocupado)), PLAZO_TRANSACCION_MS + GRACIA_MS);
  });
  trabajo.catch(() => undefined);
  try {
    return await Promise.race([trabajo, limite]);
  } finally {
    clearTimeout(gracia);
  }
}
