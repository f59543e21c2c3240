import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
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

/** Reads a document in a transaction: see lectorDe. */
export type Lector = (ref: DocumentReference) => Promise<DocumentSnapshot>;

const lectores = new WeakMap<Transaction, Lector>();

function nuevoLector(tx: Transaction): Lector {
  const leidos = new Map<string, Promise<DocumentSnapshot>>();
  let tanda: { ref: DocumentReference; listo: (snap: DocumentSnapshot) => void; falla: (e: unknown) => void }[] = [];
  const pedir = () => {
    const pedidas = tanda;
    tanda = [];
    // A write queued before this turn makes getAll throw at once: that read fails, as it would have.
    Promise.resolve()
      .then(() => tx.getAll(...pedidas.map((p) => p.ref)))
      .then(
        (snaps) => snaps.forEach((snap, i) => pedidas[i].listo(snap)),
        (error: unknown) => pedidas.forEach((p) => p.falla(error)),
      );
  };
  return (ref) => {
    let leido = leidos.get(ref.path);
    if (!leido) {
      leido = new Promise<DocumentSnapshot>((listo, falla) => {
        if (!tanda.length) setImmediate(pedir);
        tanda.push({ ref, listo, falla });
      });
      leidos.set(ref.path, leido);
    }
    return leido;
  };
}

/**
 * The reads of a transaction's current attempt, gathered: every document asked for in the same
 * turn of the event loop, by any module that takes part in the attempt, goes to Firestore in one
 * getAll, and each document is read once. A batch of ten top-up charges read its documents in
 * 22 round trips (each in the worker's CPU and the emulator's); now in one or two, and the leader of
 * a busy saldo's queue, which does them one batch after another, turns faster.
 * The attempt must ask for what it reads before its first write, as with tx.get.
 */
export function lectorDe(tx: Transaction): Lector {
  // A transaction run outside correrTransaccion gets a reader for this call alone: one kept on it
  // would serve its next attempt the first attempt's documents.
  return lectores.get(tx) ?? nuevoLector(tx);
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
    // Firestore runs every attempt on the same Transaction: each attempt reads afresh.
    lectores.set(tx, nuevoLector(tx));
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
