import { FieldValue, Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { vendidoEl, type LimitesVenta } from '../../../domain/limites-venta';
import { formatMoney } from '../../../domain/money';
import { ESTADO_RECARGA_LABELS, puedePasar, type EstadoRecarga } from '../../../domain/recargas';
import { db } from '../admin';
import { HttpError } from '../http';
import { newLog } from '../logs';
import { consumirEnTx, liberarEnTx } from '../pasarelas/fondo';
import { contarRecarga } from '../resumenes/recargas';
import { Cuenta, type Movimiento } from '../saldo/movimiento';
import type { RespuestaOperador } from './gateway-contrato';
import { costoRef, leerRecarga, recargaRef } from './modelo';

export interface Cierre {
  estado: Extract<EstadoRecarga, 'exitosa' | 'fallida' | 'revertida'>;
  autorizacion?: string;
  error?: string;
  motivo?: string;
}

export const cierreDe = (r: RespuestaOperador): Cierre =>
  r.estado === 'exitosa' ? { estado: 'exitosa', autorizacion: r.autorizacion } : { estado: 'fallida', error: r.error };

/** A recarga moved from the state it must be in (`desde`) to `cierre`. */
export interface CierreRecarga {
  id: string;
  desde: EstadoRecarga;
  cierre: Cierre;
  por: string;
  /** Only the demo seed's history: the past instant it happened. */
  historico?: Timestamp;
}

/** The recarga as it stands after the transaction, and the client's saldo when it was read. */
export interface CierreHecho {
  data: DocumentData;
  saldo?: number;
}

/** Whether closing moves money: a fallida or revertida recarga refunds its precio. */
export const reembolsa = (cierre: Cierre) => cierre.estado !== 'exitosa';

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

const cierreSinFechas = ({ estado, autorizacion, error, motivo }: Cierre) => ({
  estado,
  ...(autorizacion ? { autorizacion } : {}),
  ...(error ? { error } : {}),
  ...(motivo ? { motivo } : {}),
});

/**
 * In one transaction: a fallida or revertida recarga refunds its exact precio through the ledger;
 * the summaries and a log with the before/after follow. Already past `desde` (a retry, two admins
 * at once), it changes nothing and answers the recarga as it stands; a state that cannot reach
 * `cierre` is refused with 422.
 */
export async function cerrarEnTransaccion(
  tx: Transaction,
  { id, desde, cierre, por, historico }: CierreRecarga,
): Promise<CierreHecho> {
  const { data, estado, resumible, envio } = await leerRecarga(tx, id);
  const motivo =
    cierre.estado === 'revertida' ? `Reversión de ${data.folio}: ${cierre.motivo}` : `Recarga ${data.folio} fallida`;
  const mov = { ...reembolso(id, data.clienteId, data.precio, por, motivo), fecha: historico };
  // A success moves no money: its transaction leaves the client's saldo unread (and unlocked), so
  // it never waits on, or holds up, the charges of the same client's other top-ups.
  const cuenta = reembolsa(cierre) ? await Cuenta.leer(db, tx, data.clienteId, [mov]) : null;
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
  if (cuenta) {
    cuenta.mover(mov);
    // A refunded top-up no longer counts toward its day's sales cap.
    const limites = (cuenta.datos.limitesVenta ?? {}) as LimitesVenta;
    if (limites.dia === data.dia) {
      tx.update(cuenta.ref, { 'limitesVenta.vendido': Math.max(0, vendidoEl(limites, data.dia) - data.monto) });
    }
  }
  tx.update(recargaRef(id), { ...cambios, actualizadoEn: historico ?? FieldValue.serverTimestamp() });
  if (envio && estado === 'pendiente') {
    // The pasarela that held it: its float spent (exitosa, at that pasarela's cost, which is then
    // the top-up's cost and margin) or given back (fallida), in this same transaction, so once.
    if (cierre.estado === 'exitosa') {
      if (envio.shard !== null) consumirEnTx(tx, envio.pasarela, envio.shard, envio.costo);
      resumible.costo = envio.costo;
      tx.update(costoRef(id), {
        costo: envio.costo,
        margen: data.precio - envio.costo,
        pasarela: envio.pasarela,
        enCurso: FieldValue.delete(),
      });
    } else {
      if (envio.shard !== null) liberarEnTx(tx, envio.pasarela, envio.shard, envio.costo);
      tx.update(costoRef(id), { enCurso: FieldValue.delete() });
    }
  }
  contarRecarga(tx, resumible, estado, cierre.estado);
  tx.set(
    ...newLog({
      type: cierre.estado === 'exitosa' ? 'INFO' : 'WARN',
      screen: 'recargas',
      message:
        `Recarga ${data.folio} ${ESTADO_RECARGA_LABELS[cierre.estado].toLowerCase()}: ` +
        `${data.operador} ${formatMoney(data.monto)} al ${data.numero}` +
        (cuenta ? `; reembolso de ${formatMoney(data.precio)}` : ''),
      email: por,
      detalle: { entidad: 'recargas', id, antes: { estado }, despues: cierreSinFechas(cierre) },
      fecha: historico,
    }),
  );
  return { data: { ...data, ...cambios }, saldo: cuenta?.saldo };
}
