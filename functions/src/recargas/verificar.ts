import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import {
  verificarPendientesSchema,
  verificarRecargaSchema,
  type EstadoRecarga,
  type RecargaRespuesta,
} from '../../../domain/recargas';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { gatewayDelEnvio } from '../pasarelas/rutas';
import { HttpError, parseBody } from '../http';
import { gatewayRecargas } from './gateway';
import type { ConsultaOperador } from './gateway-contrato';
import { cerrarRecarga, cierreDe } from './liquidar';
import type { Envio } from './enviar';
import { costoRef, recargaRef, respuesta, saldoDe } from './modelo';

const NO_RECIBIDA = 'La compañía no recibió la recarga';

/**
 * How long after its charge a recarga may still be on its way to the carrier: the request that
 * sends it runs for at most 60 s (the api function's timeoutSeconds), so a younger recarga's "not
 * received" only means "not yet". Refunding it then would refund a top-up the carrier may still
 * deliver (a client verifying its own recarga while it is being sent).
 */
export const ENVIO_EN_CURSO_MS = 2 * 60_000;

/**
 * What the pasarela that holds the top-up says of it (recargasCostos/{id}.enCurso: written before
 * it was sent). Sent through the pasarelas and held by none, nothing is on its way: every attempt
 * certainly delivered nothing, or it was never sent. From before pasarelas: the one gateway.
 */
async function consultarDondeEsta(id: string): Promise<ConsultaOperador> {
  const costos = (await costoRef(id).get()).data();
  const envio = costos?.enCurso as Envio | undefined;
  if (envio) return gatewayDelEnvio(envio).consultar(envio.referencia);
  if (Array.isArray(costos?.intentos)) return { estado: 'no-recibida' };
  return gatewayRecargas().consultar(id);
}

/**
 * The recarga as it is now, for a verification that leaves it as it found it: another one (a
 * second tap, the scheduled settlement) may have settled it meanwhile, and closing it also changes
 * what the carrier's side reads (a settled top-up is no longer on its way): answering the
 * pendiente read before would tell the caller a settled top-up is still pending.
 */
async function comoEstaAhora(id: string, leida: DocumentData): Promise<RecargaRespuesta> {
  const ahora = (await recargaRef(id).get()).data() ?? leida;
  return respuesta(id, ahora, await saldoDe(ahora.clienteId));
}

/**
 * Whether the answer only says "not delivered here": never received, or refused by a pasarela that
 * delivered nothing. While its request may still run, that request may be sending it on to the
 * next pasarela of its route, which may deliver it: settling it fallida now would refund it too.
 */
const noEntregadaAqui = (consulta: ConsultaOperador) =>
  consulta.estado === 'no-recibida' || (consulta.estado === 'rechazada' && consulta.noEntregada === true);

/**
 * Asks the carrier what became of a pendiente recarga and settles it: exitosa; or fallida with
 * its refund, also when the carrier never received it. When the carrier still cannot tell (busy,
 * no answer), or it was not delivered where it is held but its request may still be sending it
 * (younger than ENVIO_EN_CURSO_MS), the recarga stays pendiente: an unknown outcome is never
 * refunded. The scheduled settlement (programadas/liquidar-pendientes.ts) runs this same code.
 */
export async function verificar(id: string, data: DocumentData, por: string): Promise<RecargaRespuesta> {
  if (data.estado !== 'pendiente') return respuesta(id, data, await saldoDe(data.clienteId));
  let consulta: ConsultaOperador;
  try {
    consulta = await consultarDondeEsta(id);
  } catch (error) {
    console.warn(`Recarga ${data.folio}: el operador no contestó la consulta`, error);
    return comoEstaAhora(id, data);
  }
  const enCamino = noEntregadaAqui(consulta) && Date.now() - data.creadoEn.toMillis() < ENVIO_EN_CURSO_MS;
  if (consulta.estado === 'en-proceso' || enCamino) return comoEstaAhora(id, data);
  const cierre =
    consulta.estado === 'no-recibida' ? { estado: 'fallida' as const, error: NO_RECIBIDA } : cierreDe(consulta);
  return cerrarRecarga(id, 'pendiente', cierre, por);
}

/** POST /api/recargas/verificar {id}: the recarga's owner or an admin. */
export async function verificarRecarga(req: Request): Promise<RecargaRespuesta> {
  const caller = await requireCaller(req, ['user', 'admin']);
  const { id } = parseBody(verificarRecargaSchema, req.body);
  const data = (await recargaRef(id).get()).data();
  // Another client's recarga is answered as if it did not exist: ids are not revealed.
  if (!data || (caller.role === 'user' && data.clienteId !== caller.uid)) {
    throw new HttpError(404, 'La recarga no existe');
  }
  return verificar(id, data, caller.correo);
}

const LOTE = 50;

/** What a batch of verifications did, in words for the admin. */
function resumenVerificadas(revisadas: number, resultado: Record<EstadoRecarga, number>, errores: number): string {
  const hechas =
    `Recargas verificadas: ${revisadas - errores} (exitosas: ${resultado.exitosa}, ` +
    `fallidas: ${resultado.fallida}, siguen pendientes: ${resultado.pendiente}).`;
  return errores
    ? `${hechas} No se pudieron verificar ahora: ${errores}; quedan pendientes para otro intento.`
    : hechas;
}

/**
 * POST /api/recargas/verificar-pendientes {minutos} (admin): settles the oldest pendientes, a batch
 * at a time. One that cannot be settled now (its client busy, an error) is counted and the rest go
 * on: those before it were settled already, and the answer must say so.
 */
export async function verificarPendientes(req: Request): Promise<{
  revisadas: number;
  resultado: Record<EstadoRecarga, number>;
  errores: number;
  quedan: boolean;
  mensaje: string;
}> {
  const caller = await requireCaller(req, ['admin']);
  const { minutos } = parseBody(verificarPendientesSchema, req.body);
  const antesDe = Timestamp.fromMillis(Date.now() - minutos * 60_000);
  const snap = await db
    .collection('recargas')
    .where('estado', '==', 'pendiente')
    .where('creadoEn', '<=', antesDe)
    .orderBy('creadoEn')
    .limit(LOTE + 1)
    .get();
  const resultado: Record<EstadoRecarga, number> = { pendiente: 0, exitosa: 0, fallida: 0, revertida: 0 };
  let errores = 0;
  const docs = snap.docs.slice(0, LOTE);
  for (const doc of docs) {
    try {
      const { estado } = await verificar(doc.id, doc.data(), caller.correo);
      resultado[estado] += 1;
    } catch (error) {
      errores += 1;
      console.error(`Recarga ${String(doc.data().folio)}: no se pudo verificar; queda pendiente`, error);
    }
  }
  return {
    revisadas: docs.length,
    resultado,
    errores,
    quedan: snap.docs.length > LOTE,
    mensaje: resumenVerificadas(docs.length, resultado, errores),
  };
}
