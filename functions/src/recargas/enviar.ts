import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { NINGUNA_PASARELA, referenciaIntento, type Intento } from '../../../domain/pasarelas';
import { db } from '../admin';
import { liberarEnTx, reservar } from '../pasarelas/fondo';
import type { PasarelaEnRuta } from '../pasarelas/rutas';
import { contarIntento } from '../pasarelas/salud';
import type { RespuestaOperador } from './gateway-contrato';
import { costoRef, recargaRef } from './modelo';

/** The attempt a top-up is held by while its answer is awaited (recargasCostos/{id}.enCurso). */
export interface Envio {
  pasarela: string;
  implementacion: string;
  referencia: string;
  /** The float shard its cost is reserved on; null for a pasarela without a float kept. */
  shard: number | null;
  costo: number;
}

export type Resultado =
  /** A final answer from the pasarela that holds it (enCurso): the closing settles it and its float. */
  | { tipo: 'respuesta'; respuesta: RespuestaOperador }
  /** No answer (time-out, crash, lost): it stays pendiente, held by the pasarela it went to. */
  | { tipo: 'sin-respuesta' }
  /** Every pasarela certainly delivered nothing, or none could take it: fallida with its refund. */
  | { tipo: 'ninguna'; error: string }
  /** Someone else (a verification) settled it while it was on its way: that outcome stands. */
  | { tipo: 'liquidada' };

const textoDe = (r: RespuestaOperador) =>
  r.estado === 'exitosa' ? `Exitosa (autorización ${r.autorizacion})` : r.error;

/**
 * Sends a charged top-up along its carrier's route. Each attempt is written down (pasarela,
 * reference, and its float reserved) BEFORE it leaves, so whoever settles the top-up later asks the
 * pasarela that holds it. Only an answer that certainly delivered nothing (the aggregator down, our
 * float with it spent) sends it on to the next pasarela, under a reference of its own; an unknown
 * outcome never does: delivering twice is paying twice. Nor does a top-up that someone else
 * settled meanwhile (its attempt no longer held, or it no longer pendiente): it may be refunded
 * already, and delivering a refunded top-up is giving it away.
 */
export async function enviarPorRuta(
  id: string,
  data: DocumentData,
  ruta: PasarelaEnRuta[],
  costoCatalogo: number,
): Promise<Resultado> {
  const intentos: Intento[] = [];
  let n = 0;
  let ultimoError = '';
  for (const p of ruta) {
    const costo = p.costos[data.productoId] ?? costoCatalogo;
    const referencia = referenciaIntento(id, n);
    const enviada: Intento = { pasarela: p.id, referencia, respuesta: 'Enviada', en: Date.now() };
    const envioEn = (shard: number | null): Envio => ({
      pasarela: p.id,
      implementacion: p.implementacion,
      referencia,
      shard,
      costo,
    });
    // The attempt that holds the top-up is written in the same commit as its float's reservation.
    const anotar = (shard: number | null) => ({
      ref: costoRef(id),
      data: { enCurso: envioEn(shard), intentos: [...intentos, enviada] },
    });
    let shard: number | null = null;
    if (p.sinFondo) await costoRef(id).update(anotar(null).data);
    else {
      shard = await reservar(p.id, costo, referencia, anotar);
      if (shard === null) {
        ultimoError = 'Sin fondo suficiente con la pasarela';
        intentos.push({ pasarela: p.id, referencia: '', respuesta: ultimoError, en: Date.now() });
        continue;
      }
    }
    const envio = envioEn(shard);
    n += 1;
    intentos.push(enviada);
    let respuesta: RespuestaOperador;
    const salida = Date.now();
    try {
      respuesta = await p.gateway.recargar({
        referencia: envio.referencia,
        operador: data.operador,
        numero: data.numero,
        monto: data.monto,
        costo,
      });
    } catch (error) {
      console.warn(`Recarga ${data.folio} sin respuesta de la pasarela ${p.id}; queda en verificación`, error);
      intentos[intentos.length - 1] = { ...enviada, respuesta: 'Sin respuesta' };
      await contarIntento(data.operador, p.id, 'sinRespuesta', Date.now() - salida, {
        ref: costoRef(id),
        data: { intentos },
      }).catch(() => undefined);
      return { tipo: 'sin-respuesta' };
    }
    intentos[intentos.length - 1] = { ...enviada, respuesta: textoDe(respuesta) };
    const resultado = respuesta.estado === 'exitosa' ? 'exitosa' : respuesta.noEntregada ? 'noEntregada' : 'rechazada';
    const ms = Date.now() - salida;
    if (respuesta.estado === 'rechazada' && respuesta.noEntregada) {
      // Nothing delivered: its float back and the attempt closed, in one write; then the next one,
      // only if the top-up is still this request's to send: held by this attempt and pendiente.
      const [, sigue] = await Promise.all([
        contarIntento(data.operador, p.id, resultado, ms),
        db.runTransaction(async (tx) => {
          const [costos, recarga] = await Promise.all([tx.get(costoRef(id)), tx.get(recargaRef(id))]);
          const propio = (costos.data()?.enCurso as Envio | undefined)?.referencia === envio.referencia;
          // Not held by it any more: whoever settled it gave its float back with the closing.
          if (!propio) tx.update(costoRef(id), { intentos });
          else {
            if (shard !== null) liberarEnTx(tx, p.id, shard, costo);
            tx.update(costoRef(id), { enCurso: FieldValue.delete(), intentos });
          }
          return propio && recarga.data()?.estado === 'pendiente';
        }),
      ]);
      if (!sigue) return { tipo: 'liquidada' };
      ultimoError = respuesta.error;
      continue;
    }
    // Counted in the commit that writes the attempt's answer down.
    await contarIntento(data.operador, p.id, resultado, ms, { ref: costoRef(id), data: { intentos } });
    return { tipo: 'respuesta', respuesta };
  }
  await costoRef(id).update({ intentos });
  return { tipo: 'ninguna', error: ultimoError ? `${NINGUNA_PASARELA}: ${ultimoError}` : NINGUNA_PASARELA };
}
