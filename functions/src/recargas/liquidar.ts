import type { Timestamp } from 'firebase-admin/firestore';
import type { EstadoRecarga, RecargaRespuesta } from '../../../domain/recargas';
import { db } from '../admin';
import { HttpError } from '../http';
import { colaDeSaldo } from '../saldo/operaciones';
import { transaccionDeDinero } from '../saldo/movimiento';
import { cerrarEnTransaccion, reembolsa, type Cierre, type CierreHecho } from './cierre';
import { recargaRef, respuesta, saldoDe } from './modelo';

export { cierreDe, type Cierre } from './cierre';

/**
 * Moves a recarga from `desde` to `cierre` (cierre.ts says how). A refund moves money, so it runs
 * on the client's queue; a success moves none and runs at once, without waiting for the saldo.
 * `plazoMs` bounds the wait on the queue (a 503 then means nothing was done).
 */
export async function cerrarRecarga(
  id: string,
  desde: EstadoRecarga,
  cierre: Cierre,
  por: string,
  /** Only the demo seed's history: the past instant it happened. */
  historico?: Timestamp,
  plazoMs?: number,
): Promise<RecargaRespuesta> {
  const op = { id, desde, cierre, por, historico };
  let cerrada: CierreHecho;
  if (reembolsa(cierre)) {
    const clienteId = (await recargaRef(id).get()).get('clienteId') as string | undefined;
    if (!clienteId) throw new HttpError(404, 'La recarga no existe');
    cerrada = await colaDeSaldo.ejecutar(clienteId, { tipo: 'cierre-recarga', ...op }, plazoMs);
  } else {
    cerrada = await transaccionDeDinero(db, (tx) => cerrarEnTransaccion(tx, op));
  }
  return respuesta(id, cerrada.data, cerrada.saldo ?? (await saldoDe(cerrada.data.clienteId)));
}
