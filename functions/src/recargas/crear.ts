import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { nuevaRecargaSchema, type NuevaRecarga, type RecargaRespuesta } from '../../../domain/recargas';
import { operadorEnPausa } from '../../../domain/pasarelas';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { configPasarelasRef, rutaDe } from '../pasarelas/rutas';
import { colaDeSaldo } from '../saldo/operaciones';
import type { CargoHecho } from './cargo';
import { fallaSimulada } from './falla-simulada';
import { enviarPorRuta, type Resultado } from './enviar';
import { cerrarRecarga, cierreDe, type Cierre } from './liquidar';
import { recargaRef, respuesta, saldoDe } from './modelo';

/**
 * Step 1 on the client's queue: the charge (cargo.ts). The same id again writes nothing and
 * answers the recarga as it stands, with `nueva` false: the carrier must not be called again.
 * `historico` dates it in the past: only the demo seed's history does that.
 */
export function registrarRecarga(
  body: NuevaRecarga,
  clienteId: string,
  por: string,
  historico?: Timestamp,
): Promise<CargoHecho> {
  return colaDeSaldo.ejecutar(clienteId, { tipo: 'recarga', body, clienteId, por, historico });
}

/** How long the closing of a charged top-up may wait on the queue, so the whole answer stays inside 30 s. */
const PLAZO_CIERRE_MS = 6_000;

/** A retry that arrives while the first request still waits for the carrier waits a little for it. */
async function comoEsta(id: string, data: DocumentData): Promise<RecargaRespuesta> {
  let actual = data;
  const hasta = Date.now() + 5_000;
  while (actual.estado === 'pendiente' && Date.now() < hasta && Date.now() - actual.creadoEn.toMillis() < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    actual = (await recargaRef(id).get()).data() ?? actual;
  }
  return respuesta(id, actual, await saldoDe(actual.clienteId));
}

/**
 * POST /api/recargas: a client tops up a phone from its saldo, charged exactly once. Step 1
 * charges (above); step 2 asks the carrier; step 3 settles: exitosa, or fallida with its refund.
 * An unknown outcome (time-out, crash) stays pendiente for /api/recargas/verificar: never refunded blind.
 */
export async function crearRecarga(req: Request): Promise<RecargaRespuesta> {
  const caller = await requireCaller(req, ['user']);
  const body = parseBody(nuevaRecargaSchema, req.body);
  // The product, the routes and the top-up itself in one call: the route's pasarelas are the only read that waits on them.
  const [productoDoc, config, previa] = await db.getAll(
    db.collection('productos').doc(body.productoId),
    configPasarelasRef(),
    recargaRef(body.id),
  );
  // Before a new charge: a paused carrier, or none of its pasarelas usable, sells nothing. A retry of
  // a top-up already charged is answered as it stands (registrarRecarga), whatever its route says
  // now: a refusal would tell the shop that nothing was charged.
  const producto = previa.exists ? undefined : productoDoc.data();
  const ruta = producto ? await rutaDe(String(producto.operador), config) : null;
  if (ruta?.pausa) throw new HttpError(422, operadorEnPausa(String(producto?.operador), ruta.pausa));
  const { nueva, data, costo } = await registrarRecarga(body, caller.uid, caller.correo);
  if (!nueva) return comoEsta(body.id, data);
  fallaSimulada(req, 'antes-del-operador');

  // A new charge passed, so its product existed and its route was read above.
  let resultado: Resultado;
  try {
    resultado = await enviarPorRuta(body.id, data, ruta?.pasarelas ?? [], costo ?? 0);
  } catch (error) {
    // Charged: a charged top-up is never answered 5xx (that invites a retry of what was charged).
    // Whatever stopped the sending (a reservation or a write that failed), the attempt it holds is
    // written down or none is: it stays pendiente and the scheduled check of the carrier settles it.
    console.error(`Recarga ${data.folio}: el envío a la pasarela falló; queda en verificación`, error);
    return respuesta(body.id, data, data.saldo);
  }
  if (resultado.tipo === 'sin-respuesta') return respuesta(body.id, data, data.saldo);
  // Settled meanwhile by a verification: answered as it stands.
  if (resultado.tipo === 'liquidada') return comoEsta(body.id, (await recargaRef(body.id).get()).data() ?? data);
  const cierre: Cierre =
    resultado.tipo === 'respuesta' ? cierreDe(resultado.respuesta) : { estado: 'fallida', error: resultado.error };
  try {
    return await cerrarRecarga(body.id, 'pendiente', cierre, caller.correo, undefined, PLAZO_CIERRE_MS);
  } catch (error) {
    // Charged and sent: whatever keeps the closing from landing now (a refund whose turn on the
    // queue did not come in time), the truth is that the top-up is being settled. It stays
    // pendiente and the carrier's answer, asked again, settles it; a 503 here would invite a retry
    // of a top-up that was charged.
    console.warn(`Recarga ${data.folio}: el cierre no se pudo escribir ahora; queda en verificación`, error);
    return respuesta(body.id, data, data.saldo);
  }
}
