import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import { FONDO_SHARDS } from '../../../domain/pasarelas';
import { db } from '../admin';

// Our float with each pasarela's provider, in FONDO_SHARDS documents per pasarela
// (pasarelas/{id}/fondo/{0…}), each { disponible, reservado, consumido } in centavos:
//   reservar: before a top-up is sent, its cost moves from disponible to reservado on one shard,
//             by a write that refuses to take disponible below zero (reservar says how);
//   the top-up's closing transaction then either consumes it (exitosa: reservado → consumido) or
//   gives it back (fallida: reservado → disponible), once, with the recarga's own state change;
//   a definite "not delivered" answer gives it back at once, before the next pasarela is tried.
// Our balance with the provider is Σ (disponible + reservado). Spread over shards, the top-ups of
// many shops reserve on different documents instead of queueing on one: Firestore serves many
// simultaneous transactions on one document badly.

export const fondoRef = (pasarela: string, shard: number) =>
  db.collection('pasarelas').doc(pasarela).collection('fondo').doc(String(shard));

/** Where a key's reservation starts looking: spread evenly and the same for the same key. */
function shardInicial(clave: string): number {
  let h = 0;
  for (const c of clave) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % FONDO_SHARDS;
}

/** Firestore's answer to a write whose precondition failed: someone wrote the document since. */
const FAILED_PRECONDITION = 9;
/** How long the quick path may keep colliding before the reservation takes the transaction below. */
const PLAZO_CAS_MS = 3_000;

/** A write that must land together with the reservation, in its same commit, given the shard taken. */
export type ConLaReserva = (shard: number) => { ref: DocumentReference; data: UpdateData<DocumentData> };

/** One try at taking `costo` from one shard: compare-and-set on the shard's last update. */
async function tomarDe(
  ref: DocumentReference,
  shard: number,
  costo: number,
  junto: ConLaReserva,
): Promise<'tomado' | 'corto' | 'choque'> {
  const doc = await ref.get();
  const disponible = Number(doc.data()?.disponible ?? 0);
  const escritura = junto(shard);
  if (disponible < costo || !doc.exists || !doc.updateTime) {
    if (costo !== 0) return 'corto';
    await escritura.ref.update(escritura.data);
    return 'tomado';
  }
  try {
    await db
      .batch()
      .update(
        ref,
        { disponible: disponible - costo, reservado: FieldValue.increment(costo) },
        {
          lastUpdateTime: doc.updateTime,
        },
      )
      .update(escritura.ref, escritura.data)
      .commit();
    return 'tomado';
  } catch (error) {
    // Someone else changed the shard since it was read (another reservation, a closing, a fondeo).
    if ((error as { code?: number }).code === FAILED_PRECONDITION) return 'choque';
    throw error;
  }
}

/**
 * Reserves `costo` of the pasarela's float for one attempt: the shard it took, or null when the
 * whole float cannot cover it (the pasarela is then skipped for this top-up). `junto` is written in
 * the same commit as the reservation (the attempt that now holds it): both land, or neither.
 *
 * Every top-up of every shop reserves here, so this is the hottest path after the saldo: a
 * transaction per reservation made them wait on each other's locks (the emulator's lock waits
 * and the SDK's backoff put 10 s on the p95 with 20 shops). Instead each try reads one shard and
 * writes it only if nobody wrote it since (a precondition on its update time): never below zero,
 * never a lock held, and a collision moves on to the next shard at once. A shard short of the cost
 * is passed over; when none alone covers it, the parts are gathered in one transaction (below).
 */
export async function reservar(
  pasarela: string,
  costo: number,
  clave: string,
  junto: ConLaReserva,
): Promise<number | null> {
  const inicio = shardInicial(clave);
  const cortos = new Set<number>();
  const hasta = Date.now() + PLAZO_CAS_MS;
  for (let i = 0; cortos.size < FONDO_SHARDS && Date.now() < hasta; i += 1) {
    const shard = (inicio + i) % FONDO_SHARDS;
    if (cortos.has(shard)) continue;
    const resultado = await tomarDe(fondoRef(pasarela, shard), shard, costo, junto);
    if (resultado === 'tomado') return shard;
    if (resultado === 'corto') cortos.add(shard);
  }
  // No one part covers it: the parts gathered on one, in one transaction, and the cost taken from
  // there if their sum covers it. So a pasarela is skipped only when its whole float cannot pay.
  return db.runTransaction(
    async (tx) => {
      const refs = Array.from({ length: FONDO_SHARDS }, (_, shard) => fondoRef(pasarela, shard));
      const docs = await Promise.all(refs.map((ref) => tx.get(ref)));
      const total = docs.reduce((suma, doc) => suma + Number(doc.data()?.disponible ?? 0), 0);
      if (total < costo) return null;
      refs.forEach((ref, shard) => {
        if (shard === inicio) {
          tx.set(ref, { disponible: total - costo, reservado: FieldValue.increment(costo) }, { merge: true });
        } else tx.set(ref, { disponible: 0 }, { merge: true });
      });
      const escritura = junto(inicio);
      tx.update(escritura.ref, escritura.data);
      return inicio;
    },
    { maxAttempts: 10 },
  );
}

const devolucion = (costo: number) => ({
  reservado: FieldValue.increment(-costo),
  disponible: FieldValue.increment(costo),
});

/** In a transaction: the reservation given back (nothing was delivered). */
export function liberarEnTx(tx: Transaction, pasarela: string, shard: number, costo: number): void {
  tx.set(fondoRef(pasarela, shard), devolucion(costo), { merge: true });
}

/** In the closing transaction of an exitosa: the reservation spent. */
export function consumirEnTx(tx: Transaction, pasarela: string, shard: number, costo: number): void {
  tx.set(
    fondoRef(pasarela, shard),
    { reservado: FieldValue.increment(-costo), consumido: FieldValue.increment(costo) },
    { merge: true },
  );
}

/** In a transaction: a fondeo spread over the shards (the remainder on the first). */
export function fondearEnTx(tx: Transaction, pasarela: string, monto: number): void {
  const parte = Math.floor(monto / FONDO_SHARDS);
  for (let shard = 0; shard < FONDO_SHARDS; shard += 1) {
    const suma = parte + (shard === 0 ? monto - parte * FONDO_SHARDS : 0);
    tx.set(fondoRef(pasarela, shard), { disponible: FieldValue.increment(suma) }, { merge: true });
  }
}

export interface SaldoPasarela {
  disponible: number;
  reservado: number;
  consumido: number;
  /** Our balance with the provider: what is free and what is held for top-ups on their way. */
  saldo: number;
}

/** The pasarela's float as its shards hold it (FONDO_SHARDS reads). */
export async function saldoPasarela(pasarela: string): Promise<SaldoPasarela> {
  const refs = Array.from({ length: FONDO_SHARDS }, (_, shard) => fondoRef(pasarela, shard));
  const docs = await db.getAll(...refs);
  const suma = (campo: string) => docs.reduce((total, doc) => total + Number(doc.data()?.[campo] ?? 0), 0);
  const [disponible, reservado, consumido] = [suma('disponible'), suma('reservado'), suma('consumido')];
  return { disponible, reservado, consumido, saldo: disponible + reservado };
}
