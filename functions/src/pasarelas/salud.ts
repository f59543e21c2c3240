import { FieldValue, type DocumentData, type DocumentReference, type UpdateData } from 'firebase-admin/firestore';
import {
  cubetaLatencia,
  CUBETAS_LATENCIA_MS,
  SALUD_VACIA,
  sumarSalud,
  VENTANA_SALUD_MIN,
  type SaludCuenta,
} from '../../../domain/pasarelas';
import { db } from '../admin';

// Carrier health, kept cheaply: each attempt adds to a small counter of its minute
// (saludRecargas/{minuto}-{shard}, SHARDS per minute so that many sales at once do not queue on one
// document), by carrier and pasarela. The board reads the last VENTANA_SALUD_MIN minutes: at most
// VENTANA_SALUD_MIN × SHARDS small documents, never the top-ups themselves.

const SHARDS = 4;
const saludRef = (minuto: number, shard: number) => db.collection('saludRecargas').doc(`${minuto}-${shard}`);

export type ResultadoIntento = 'exitosa' | 'noEntregada' | 'rechazada' | 'sinRespuesta';

const CAMPO: Record<ResultadoIntento, keyof Omit<SaludCuenta, 'latencias'>> = {
  exitosa: 'exitosas',
  noEntregada: 'noEntregadas',
  rechazada: 'rechazadas',
  sinRespuesta: 'sinRespuesta',
};

/**
 * Counts one attempt and how long its answer took. Never fails the sale it counts. `junto`, an
 * update of the sale's own (the attempt's answer), goes in the same commit: one round trip for
 * both; if that commit fails, the update is written alone (and its failure is the caller's).
 */
export async function contarIntento(
  operador: string,
  pasarela: string,
  resultado: ResultadoIntento,
  ms: number,
  junto?: { ref: DocumentReference; data: UpdateData<DocumentData> },
  ahora = Date.now(),
): Promise<void> {
  const minuto = Math.floor(ahora / 60_000);
  const cuenta = {
    enviadas: FieldValue.increment(1),
    [CAMPO[resultado]]: FieldValue.increment(1),
    // An unanswered attempt has no latency to count.
    ...(resultado === 'sinRespuesta' ? {} : { latencias: { [cubetaLatencia(ms)]: FieldValue.increment(1) } }),
  };
  const lote = db
    .batch()
    .set(
      saludRef(minuto, Math.floor(Math.random() * SHARDS)),
      { minuto, operadores: { [operador]: { [pasarela]: cuenta } } },
      { merge: true },
    );
  if (junto) lote.update(junto.ref, junto.data);
  try {
    await lote.commit();
  } catch (error) {
    console.warn('No se pudo contar el intento para la salud de las compañías', error);
    if (junto) await junto.ref.update(junto.data);
  }
}

const comoSalud = (data: Record<string, unknown>): Partial<SaludCuenta> => {
  const latencias = (data.latencias ?? {}) as Record<string, number>;
  return { ...data, latencias: CUBETAS_LATENCIA_MS.map((_, i) => Number(latencias[i] ?? 0)) };
};

/** Health per carrier, and per carrier and pasarela, over the last VENTANA_SALUD_MIN minutes. */
export async function leerSalud(ahora = Date.now()): Promise<{
  porOperador: Record<string, SaludCuenta>;
  porPasarela: Record<string, Record<string, SaludCuenta>>;
}> {
  const ultimo = Math.floor(ahora / 60_000);
  const refs = [];
  for (let minuto = ultimo - VENTANA_SALUD_MIN + 1; minuto <= ultimo; minuto += 1) {
    for (let shard = 0; shard < SHARDS; shard += 1) refs.push(saludRef(minuto, shard));
  }
  const docs = await db.getAll(...refs);
  const porOperador: Record<string, SaludCuenta> = {};
  const porPasarela: Record<string, Record<string, SaludCuenta>> = {};
  for (const doc of docs) {
    const operadores = (doc.data()?.operadores ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
    for (const [operador, pasarelas] of Object.entries(operadores)) {
      for (const [pasarela, cuenta] of Object.entries(pasarelas)) {
        const salud = comoSalud(cuenta);
        porOperador[operador] = sumarSalud(porOperador[operador] ?? SALUD_VACIA(), salud);
        porPasarela[operador] ??= {};
        porPasarela[operador][pasarela] = sumarSalud(porPasarela[operador][pasarela] ?? SALUD_VACIA(), salud);
      }
    }
  }
  return { porOperador, porPasarela };
}
