import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { formatMoney } from '../../../domain/money';
import { ESTADO_RECARGA_LABELS, puedePasar, type EstadoRecarga, type RecargaRespuesta } from '../../../domain/recargas';
import { db } from '../admin';
import { HttpError } from '../http';
import { newLog } from '../logs';
import { contarRecarga } from '../resumenes/recargas';
import { Cuenta, transaccionDeDinero, type Movimiento } from '../saldo/movimiento';
import type { RespuestaOperador } from './gateway';
import { leerRecarga, recargaRef, respuesta, saldoDe } from './modelo';

export interface Cierre {
  estado: Extract<EstadoRecarga, 'exitosa' | 'fallida' | 'revertida'>;
  autorizacion?: string;
  error?: string;
  motivo?: string;
}

export const cierreDe = (r: RespuestaOperador): Cierre =>
  r.estado === 'exitosa' ? { estado: 'exitosa', autorizacion: r.autorizacion } : { estado: 'fallida', error: r.error };

/** The refund of a recarga: one per recarga whatever ends it (fallida or revertida), so never two. */
const reembolso = (id: string, clienteId: string, precio: number, por: string, motivo: string): Movimiento => ({
  clienteId,
  tipo: 'reembolso',
  monto: precio,
  origen: { tipo: 'recarga', id },
  paso: 'reembolso',
  por,
  motivo,
  screen: 'recargas',
});

/**
 * One transaction moves a recarga from the state it must be in (`desde`) to `cierre`: a fallida
 * or revertida one refunds its exact precio through the ledger; the summaries and a log with the
 * before/after follow. Already past `desde` (a retry, two admins at once), it changes nothing and
 * answers the recarga as it stands; a state that cannot reach `cierre` is refused with 422.
 */
export async function cerrarRecarga(
  id: string,
  desde: EstadoRecarga,
  cierre: Cierre,
  por: string,
  /** Only the demo seed's history: the past instant it happened. */
  historico?: Timestamp,
): Promise<RecargaRespuesta> {
  const cerrada = await transaccionDeDinero(db, async (tx) => {
    const { data, estado, resumible } = await leerRecarga(tx, id);
    const reembolsa = cierre.estado !== 'exitosa';
    const motivo =
      cierre.estado === 'revertida' ? `Reversión de ${data.folio}: ${cierre.motivo}` : `Recarga ${data.folio} fallida`;
    const mov = { ...reembolso(id, data.clienteId, data.precio, por, motivo), fecha: historico };
    // A success moves no money: its transaction leaves the client's saldo unread (and unlocked), so
    // it never waits on, or holds up, the charges of the same client's other top-ups.
    const cuenta = reembolsa ? await Cuenta.leer(db, tx, data.clienteId, [mov]) : null;
    if (estado !== desde) {
      // A retry, or a settlement that another request made first: the recarga as it stands.
      const yaCerrada = estado === cierre.estado || (desde === 'pendiente' && estado !== 'pendiente');
      if (yaCerrada) {
        // The carrier delivered a top-up already settled as fallida and refunded: the money
        // cannot be taken back here (the client may have spent it), so an admin is told.
        if (cierre.estado === 'exitosa' && estado === 'fallida') {
          tx.set(
            ...newLog({
              type: 'ERROR',
              screen: 'recargas',
              message:
                `Recarga ${data.folio}: el operador la entregó (autorización ${cierre.autorizacion ?? '—'}) ` +
                `después de marcarse fallida y reembolsarse ${formatMoney(data.precio)}; revise la cuenta del cliente`,
              email: por,
              detalle: { entidad: 'recargas', id, antes: { estado }, despues: cierreSinFechas(cierre) },
            }),
          );
        }
        return { data, saldo: cuenta?.saldo };
      }
      throw new HttpError(
        422,
        `La recarga ${data.folio} está ${ESTADO_RECARGA_LABELS[estado].toLowerCase()}: no se puede pasar a ${ESTADO_RECARGA_LABELS[cierre.estado].toLowerCase()}`,
      );
    }
    if (!puedePasar(estado, cierre.estado)) throw new Error(`Transición no permitida: ${estado} → ${cierre.estado}`);

    const ahora = historico ?? Timestamp.now();
    const cambios = {
      estado: cierre.estado,
      ...(cierre.autorizacion ? { autorizacion: cierre.autorizacion } : {}),
      ...(cierre.error ? { error: cierre.error } : {}),
      ...(cierre.motivo ? { motivo: cierre.motivo } : {}),
      ...(cierre.estado === 'revertida' ? { revertidaEn: ahora } : { completadaEn: ahora }),
    };
    cuenta?.mover(mov);
    tx.update(recargaRef(id), { ...cambios, actualizadoEn: historico ?? FieldValue.serverTimestamp() });
    contarRecarga(tx, resumible, estado, cierre.estado);
    tx.set(
      ...newLog({
        type: cierre.estado === 'exitosa' ? 'INFO' : 'WARN',
        screen: 'recargas',
        message:
          `Recarga ${data.folio} ${ESTADO_RECARGA_LABELS[cierre.estado].toLowerCase()}: ` +
          `${data.operador} ${formatMoney(data.monto)} al ${data.numero}` +
          (reembolsa ? `; reembolso de ${formatMoney(data.precio)}` : ''),
        email: por,
        detalle: { entidad: 'recargas', id, antes: { estado }, despues: cierreSinFechas(cierre) },
        fecha: historico,
      }),
    );
    return { data: { ...data, ...cambios }, saldo: cuenta?.saldo };
  });
  return respuesta(id, cerrada.data, cerrada.saldo ?? (await saldoDe(cerrada.data.clienteId)));
}

const cierreSinFechas = ({ estado, autorizacion, error, motivo }: Cierre) => ({
  estado,
  ...(autorizacion ? { autorizacion } : {}),
  ...(error ? { error } : {}),
  ...(motivo ? { motivo } : {}),
});
