import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { EstadoRecarga } from '../../../domain/recargas';
import { db } from '../admin';
import { enParalelo } from '../en-paralelo';
import { ENVIO_EN_CURSO_MS, verificar } from '../recargas/verificar';
import { POR_SISTEMA } from './sistema';

/** How often the schedule runs (unix-cron: every even minute), and how long one run may take. */
export const PROGRAMA_LIQUIDACION = '*/2 * * * *';
export const LIMITE_LIQUIDACION_S = 300;
/**
 * No batch starts past this point of the run: one in flight (50 questions to the carrier and their
 * settlements, 10 at a time) ends well before the function's own time limit, and what is left
 * waits for the next run.
 */
const SIN_NUEVOS_LOTES_MS = (LIMITE_LIQUIDACION_S - 60) * 1000;
export const LOTE_LIQUIDACION = 50;
const EN_PARALELO = 10;

export interface Liquidacion {
  revisadas: number;
  resultado: Record<EstadoRecarga, number>;
  /** Top-ups whose settlement failed this time (contention, the carrier); the next run asks again. */
  errores: number;
  lotes: number;
  /** Whether pendientes were left for the next run (the time ran out). */
  quedan: boolean;
  ms: number;
}

/**
 * The scheduled settlement: every top-up still pendiente 2 minutes after its charge is asked
 * about, by the very code POST /api/recargas/verificar runs (verificar.ts), oldest first, in
 * batches. One still unknown to the carrier stays pendiente (never refunded blind) and is asked
 * again next time; a run that overlaps another, or a Verificar pressed meanwhile, settles nothing
 * twice (cerrarRecarga's transaction moves a top-up out of pendiente once).
 */
export async function liquidarVencidas(inicio = Date.now()): Promise<Liquidacion> {
  const antesDe = Timestamp.fromMillis(inicio - ENVIO_EN_CURSO_MS);
  const resultado: Record<EstadoRecarga, number> = { pendiente: 0, exitosa: 0, fallida: 0, revertida: 0 };
  let revisadas = 0;
  let errores = 0;
  let lotes = 0;
  let quedan = false;
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    if (Date.now() - inicio > SIN_NUEVOS_LOTES_MS) {
      quedan = true;
      break;
    }
    let consulta = db
      .collection('recargas')
      .where('estado', '==', 'pendiente')
      .where('creadoEn', '<=', antesDe)
      .orderBy('creadoEn')
      .limit(LOTE_LIQUIDACION);
    if (cursor) consulta = consulta.startAfter(cursor);
    const { docs } = await consulta.get();
    if (!docs.length) break;
    lotes += 1;
    await enParalelo(docs, EN_PARALELO, async (doc) => {
      try {
        const { estado } = await verificar(doc.id, doc.data(), POR_SISTEMA);
        resultado[estado] += 1;
      } catch (error) {
        errores += 1;
        console.error(
          `Recarga ${String(doc.data().folio)}: no se pudo liquidar; se intenta en la siguiente corrida`,
          error,
        );
      }
    });
    revisadas += docs.length;
    // The ones still pendiente are behind the cursor: each run asks about a top-up once.
    cursor = docs[docs.length - 1];
    if (docs.length < LOTE_LIQUIDACION) break;
  }
  return { revisadas, resultado, errores, lotes, quedan, ms: Date.now() - inicio };
}
