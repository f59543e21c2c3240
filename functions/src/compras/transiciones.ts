import type { Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { compraIdSchema, rechazarCompraSchema, type CompraRespuesta, type Partida } from '../../../domain/compras';
import { db } from '../admin';
import { exigirVerificacionReciente, requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { transaccionDeDinero } from '../saldo/movimiento';
import { colaDeSaldo } from '../saldo/operaciones';
import { productoRef, transicionCompra, type DepositoQuePaga, type TransicionCompra } from './cambios';
import { cambiarEstado, compraRef, debePasar, leerCompra, respuestaCompra } from './modelo';
import { totalPorAprobar } from './total-por-aprobar';

/**
 * A client compra's transition runs on its client's queue, with that client's other money
 * operations. A restock has no client: its transactions run at once.
 */
async function enSuCola(op: TransicionCompra): Promise<CompraRespuesta> {
  const compra = (await compraRef(op.id).get()).data();
  if (compra?.origen === 'cliente' && typeof compra.clienteId === 'string') {
    return colaDeSaldo.ejecutar(compra.clienteId, { tipo: 'compra', ...op });
  }
  // Not a client's (or not there): the transaction itself answers 404 or 409.
  return transaccionDeDinero(db, (tx) => transicionCompra(tx, op));
}

/**
 * With `deposito`, the bank statement's line that paid it (conciliacion/aplicar.ts) is claimed in
 * the approval's own transaction: 409 when it already paid another compra.
 */
export const aprobarCompra = (id: string, por: string, fecha?: Timestamp, deposito?: DepositoQuePaga) =>
  enSuCola({ id, a: 'aprobada', por, fecha, deposito });

export const rechazarCompraCliente = (id: string, motivo: string, por: string, fecha?: Timestamp) =>
  enSuCola({ id, a: 'rechazada', por, motivo, fecha });

/** The client cancels its own pendiente purchase: its own queue, whoever the compra turns out to be of. */
export const cancelarPropia = (id: string, clienteId: string, por: string, fecha?: Timestamp) =>
  colaDeSaldo.ejecutar<CompraRespuesta>(clienteId, {
    tipo: 'compra',
    id,
    a: 'cancelada',
    por,
    duenoId: clienteId,
    fecha,
  });

/** Reception of a supplier restock, one transaction: the state and every partida's stock added. */
export function recibirCompra(id: string, por: string, fecha?: Timestamp): Promise<CompraRespuesta> {
  return transaccionDeDinero(db, async (tx) => {
    const data = await leerCompra(tx, id, 'proveedor');
    debePasar(data, 'recibida');
    const partidas = data.partidas as Partida[];
    const productos = await Promise.all(partidas.map((p) => tx.get(productoRef(p.productoId))));
    partidas.forEach((partida, i) => {
      if (!productos[i].exists) throw new HttpError(422, `El producto ${partida.nombre} ya no existe`);
      tx.update(productoRef(partida.productoId), {
        stock: Number(productos[i].data()?.stock ?? 0) + partida.cantidad,
      });
    });
    cambiarEstado(tx, id, data, 'recibida', por, { fecha });
    return respuestaCompra(id, { ...data, estado: 'recibida' });
  });
}

/** The admin cancels a supplier restock: nothing moves. */
function cancelarReabasto(id: string, por: string): Promise<CompraRespuesta> {
  return transaccionDeDinero(db, async (tx) => {
    const data = await leerCompra(tx, id, 'proveedor');
    debePasar(data, 'cancelada');
    cambiarEstado(tx, id, data, 'cancelada', por);
    return respuestaCompra(id, { ...data, estado: 'cancelada' });
  });
}

/** POST /api/compras/aprobar {id} (admin) */
export async function aprobar(req: Request): Promise<CompraRespuesta> {
  const caller = await requireCaller(req, ['admin']);
  const { id } = parseBody(compraIdSchema, req.body);
  exigirVerificacionReciente(caller, await totalPorAprobar(id));
  return aprobarCompra(id, caller.correo);
}

/** POST /api/compras/rechazar {id, motivo} (admin) */
export async function rechazar(req: Request): Promise<CompraRespuesta> {
  const caller = await requireCaller(req, ['admin']);
  const { id, motivo } = parseBody(rechazarCompraSchema, req.body);
  return rechazarCompraCliente(id, motivo, caller.correo);
}

/** POST /api/compras/recibir {id} (admin) */
export async function recibir(req: Request): Promise<CompraRespuesta> {
  const caller = await requireCaller(req, ['admin']);
  return recibirCompra(parseBody(compraIdSchema, req.body).id, caller.correo);
}

/** POST /api/compras/cancelar {id}: the client its own pendiente purchase; the admin a restock. */
export async function cancelar(req: Request): Promise<CompraRespuesta> {
  const caller = await requireCaller(req, ['user', 'admin']);
  const { id } = parseBody(compraIdSchema, req.body);
  return caller.role === 'user' ? cancelarPropia(id, caller.uid, caller.correo) : cancelarReabasto(id, caller.correo);
}
