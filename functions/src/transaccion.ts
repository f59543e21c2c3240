import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpError } from './http';

const ATTEMPTS = 5;

/**
 * Whether a transaction failed only because another one held its documents: ABORTED, or (the
 * emulator, after a lock wait times out) a transaction closed under it. Run again, it sees the
 * other's result.
 */
function lostToAnother(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 10 || (code === 3 && /Transaction is invalid or closed/.test(String(message)));
}

/**
 * db.runTransaction, run again when it lost to a concurrent one (two admins changing each other
 * at once), so the caller gets the answer of the state it lost to (a 403 or 422), not a 500.
 * After ATTEMPTS it answers 503 "try again". HttpErrors thrown by `body` pass through at once.
 */
export async function runTransaction<T>(db: Firestore, body: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(body);
    } catch (error) {
      if (error instanceof HttpError || !lostToAnother(error)) throw error;
      if (attempt === ATTEMPTS) {
        throw new HttpError(503, 'Otra operación cambió estos datos al mismo tiempo. Intente de nuevo.');
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
