import { FieldValue, Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import {
  ESTADO_COMPRA_LABELS,
  puedePasarCompra,
  type CompraRespuesta,
  type EstadoCompra,
  type OrigenCompra,
} from '../../../domain/compras';
import { db } from '../admin';
import { contarEnInicio } from '../contadores';
import { HttpError } from '../http';
import { newLog } from '../logs';

export const compraRef = (id: string) => db.collection('compras').doc(id);
/** A payment reference claimed by the approved compra that used it (its key normalised). */
export const referenciaRef = (clave: string) => db.collection('referenciasPago').doc(clave);
/** Folios are sequential per origin: purchases are few, so one counter each is no hotspot. */
export const contadorRef = (origen: OrigenCompra) => db.collection('contadores').doc(`compras-${origen}`);

export function respuestaCompra(id: string, data: DocumentData, extra: Partial<CompraRespuesta> = {}): CompraRespuesta {
  return { id, folio: data.folio, origen: data.origen, estado: data.estado, total: data.total, ...extra };
}

/** The compra read in a transaction; 404 when it does not exist, 409 when it is of the other origin. */
export async function leerCompra(tx: Transaction, id: string, origen: OrigenCompra, duenoId?: string) {
  const snap = await tx.get(compraRef(id));
  const data = snap.data();
  // To a client, another's purchase (a restock included) does not exist: not even its folio shows.
  if (!data || (duenoId !== undefined && data.clienteId !== duenoId)) throw new HttpError(404, 'La compra no existe');
  if (data.origen !== origen) {
    throw new HttpError(
      409,
      `La compra ${String(data.folio)} es ${origen === 'cliente' ? 'a un proveedor' : 'de un cliente'}`,
    );
  }
  return data;
}

/**
 * Refuses with 409 a transition the compra can no longer make, naming the state it is in: already
 * there (a second admin, a retry after the first answer was lost) or past it. Of several callers
 * racing on one compra, the first wins and every other one learns where it stands.
 */
export function debePasar(data: DocumentData, a: EstadoCompra): void {
  if (data.estado === a || !puedePasarCompra(data.origen, data.estado, a)) {
    throw new HttpError(
      409,
      `La compra ${String(data.folio)} ya está ${ESTADO_COMPRA_LABELS[data.estado as EstadoCompra].toLowerCase()}`,
      { estado: String(data.estado) },
    );
  }
}

/**
 * Writes the new state, its line in historial and the log with before/after; a client's compra
 * leaving pendiente leaves Inicio's "Compras por aprobar".
 */
export function cambiarEstado(
  tx: Transaction,
  id: string,
  data: DocumentData,
  a: EstadoCompra,
  por: string,
  extra: { motivo?: string; fecha?: Timestamp } = {},
) {
  const en = extra.fecha ?? Timestamp.now();
  tx.update(compraRef(id), {
    estado: a,
    ...(extra.motivo ? { motivo: extra.motivo } : {}),
    historial: FieldValue.arrayUnion({ estado: a, por, en, ...(extra.motivo ? { motivo: extra.motivo } : {}) }),
    actualizadoEn: en,
  });
  if (data.origen === 'cliente' && data.estado === 'pendiente') contarEnInicio(tx, { comprasPendientes: -1 });
  tx.set(
    ...newLog({
      type: 'INFO',
      screen: 'compras',
      message: `Compra ${String(data.folio)}: ${ESTADO_COMPRA_LABELS[a].toLowerCase()}${extra.motivo ? ` (${extra.motivo})` : ''}`,
      email: por,
      detalle: { entidad: 'compras', id, antes: { estado: data.estado }, despues: { estado: a } },
      fecha: extra.fecha,
    }),
  );
}
