import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpError } from './http';

/**
 * How long a transaction may take, retries included, before the caller gets a 503. With 40 callers
 * on one saldo the handler's own time before its transaction starts (token, caller, body) reached
 * 6 s on these machines: 15 s keeps every answer well inside 30 s.
 */
export const PLAZO_TRANSACCION_MS = 15_000;

/**
 * Whether an attempt failed only because another transaction held its documents and the emulator
 * closed it after a lock wait (INVALID_ARGUMENT, which Firestore's own retry does not cover; it
 * retries ABORTED). Run again, the attempt sees the other's result.
 */
function cerradaPorOtra(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 3 && /Transaction is invalid or closed/.test(String(message));
}

const pausa = () => new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));

/**
 * The server's one way to run a transaction. Contention makes Firestore retry it (and, in the
 * emulator, hold an attempt on its locks). Past PLAZO_TRANSACCION_MS the caller gets a retryable
 * 503 with `ocupado`, well before the function's own time-out, and no new attempt starts. An
 * attempt already sent may still commit, so what runs here must be safe to send again: the money
 * transactions carry an idempotency key (saldo/movimiento.ts transaccionDeDinero), the user ones
 * read the state they change. HttpErrors thrown by `fn` pass through at once.
 */
export async function transaccionConPlazo<T>(
  db: Firestore,
  ocupado: string,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let vencido = false;
  let timer: NodeJS.Timeout | undefined;
  const plazo = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      vencido = true;
      reject(new HttpError(503, ocupado));
    }, PLAZO_TRANSACCION_MS);
  });
  const intento = async (tx: Transaction) => {
    if (vencido) throw new HttpError(503, ocupado);
    return fn(tx);
  };
  const trabajo = (async () => {
    for (;;) {
      try {
        return await db.runTransaction(intento, { maxAttempts: 1000 });
      } catch (error) {
        if (vencido || !cerradaPorOtra(error)) throw error;
        await pausa();
      }
    }
  })();
  // Once the 503 has answered, the transaction's own end (commit or refusal) has no one to tell.
  trabajo.catch(() => undefined);
  try {
    return await Promise.race([trabajo, plazo]);
  } finally {
    clearTimeout(timer);
  }
}
