import { Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import {
  claveReferencia,
  PAGO_CON_REFERENCIA,
  referenciaLegible,
  compraIdSchema,
  rechazarCompraSchema,
  totalPartidas,
  type CompraRespuesta,
  type Partida,
} from '../../../domain/compras';
import { esIdDeDocumento } from '../../../domain/campos';
import { db } from '../admin';
import { exigirVerificacionReciente, requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { Cuenta, transaccionDeDinero, type Movimiento } from '../saldo/movimiento';
import { cambiarEstado, debePasar, leerCompra, referenciaRef, respuestaCompra } from './modelo';
import { totalPorAprobar } from './total-por-aprobar';

const productoRef = (id: string) => db.collection('productos').doc(id);

/**
 * Approval, one transaction: the state, the client still active, every SIM partida's stock
 * (refused naming the product when short), the payment reference's claim, the saldo credited for
 * saldo partidas and charged for SIMs paid with saldo, through the ledger. Retried, it finds the compra aprobada and changes nothing.
 */
export function aprobarCompra(id: string, por: string, fecha?: Timestamp): Promise<CompraRespuesta> {
  return transaccionDeDinero(db, async (tx) => {
    const data = await leerCompra(tx, id, 'cliente');
    if (!debePasar(data, 'aprobada')) return respuestaCompra(id, data, { yaEstaba: true });
    const partidas = data.partidas as Partida[];
    const sims = partidas.filter((p) => p.tipo === 'sim');
    const origen = { tipo: 'compra' as const, id };
    const abono = totalPartidas(partidas.filter((p) => p.tipo === 'saldo'));
    const cargo = data.metodoPago === 'saldo' ? totalPartidas(sims) : 0;
    const movimientos: Omit<Movimiento, 'por' | 'screen'>[] = [
      ...(abono ? [{ clienteId: data.clienteId, tipo: 'abono' as const, monto: abono, origen, paso: 'abono' }] : []),
      ...(cargo ? [{ clienteId: data.clienteId, tipo: 'cargo' as const, monto: -cargo, origen, paso: 'cargo' }] : []),
    ];
    // Only a bank payment claims its reference: one written on a cash compra by an older build
    // must not block the transfer it names.
    const bancaria = Boolean(data.referencia) && PAGO_CON_REFERENCIA.includes(data.metodoPago);
    // A reference stored before the schema refused it: its claim cannot be a document id, or its
    // letters are another alphabet's, which read as a reference already credited and key apart.
    if (
      bancaria &&
      ((data.referenciaClave && !esIdDeDocumento(String(data.referenciaClave))) ||
        !referenciaLegible(String(data.referencia)))
    ) {
      throw new HttpError(
        422,
        `La referencia "${String(data.referencia)}" no es válida: rechace la compra y pida al cliente otra`,
      );
    }
    // The reference is claimed by today's key, and checked against the key it was stored with too:
    // a compra stored by an older build has the key of another normalisation (claveReferencia).
    const claves = bancaria
      ? [...new Set([claveReferencia(String(data.referencia)), String(data.referenciaClave ?? '')])].filter(Boolean)
      : [];
    const [productos, claims, cuenta] = await Promise.all([
      Promise.all(sims.map((p) => tx.get(productoRef(p.productoId)))),
      Promise.all(claves.map((clave) => tx.get(referenciaRef(clave)))),
      Cuenta.leer(db, tx, data.clienteId, movimientos),
    ]);
    // A client deactivated or deleted since it asked: no money or stock moves on an account nobody
    // signs in to; the compra can still be rejected.
    if (cuenta.datos.estatus !== true) {
      throw new HttpError(
        422,
        `El cliente ${String(cuenta.datos.nombre)} no está activo y su compra ${String(data.folio)} no se puede aprobar: recházela, o active al cliente si solo está desactivado`,
      );
    }
    const stocks = productos.map((producto) => Number(producto.data()?.stock ?? 0));
    sims.forEach((partida, i) => {
      const stock = stocks[i];
      if (stock < partida.cantidad) {
        throw new HttpError(
          422,
          `Stock insuficiente de ${partida.nombre}: quedan ${stock} y la compra pide ${partida.cantidad}`,
        );
      }
    });
    const usada = claims.map((claim) => claim.data()).find((claim) => claim && claim.compraId !== id);
    if (usada) {
      throw new HttpError(
        409,
        `La referencia ${String(data.referencia)} ya se usó en la compra ${String(usada.folio)}`,
      );
    }
    for (const mov of movimientos) {
      cuenta.mover({ ...mov, por, motivo: `Compra ${String(data.folio)}`, screen: 'compras', fecha });
    }
    sims.forEach((partida, i) => {
      tx.update(productoRef(partida.productoId), { stock: stocks[i] - partida.cantidad });
    });
    if (claves.length) {
      tx.create(referenciaRef(claves[0]), {
        compraId: id,
        folio: data.folio,
        referencia: data.referencia,
        en: fecha ?? Timestamp.now(),
      });
    }
    cambiarEstado(tx, id, data, 'aprobada', por, { fecha });
    return respuestaCompra(id, { ...data, estado: 'aprobada' }, { saldo: cuenta.saldo });
  });
}

/** Reception of a supplier restock, one transaction: the state and every partida's stock added. */
export function recibirCompra(id: string, por: string, fecha?: Timestamp): Promise<CompraRespuesta> {
  return transaccionDeDinero(db, async (tx) => {
    const data = await leerCompra(tx, id, 'proveedor');
    if (!debePasar(data, 'recibida')) return respuestaCompra(id, data, { yaEstaba: true });
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

/** rechazada (admin, with the reason) or cancelada: no money or stock moves. */
function cerrarSinEfecto(
  id: string,
  origen: 'cliente' | 'proveedor',
  a: 'rechazada' | 'cancelada',
  por: string,
  opciones: { motivo?: string; duenoId?: string; fecha?: Timestamp } = {},
): Promise<CompraRespuesta> {
  return transaccionDeDinero(db, async (tx) => {
    const data = await leerCompra(tx, id, origen, opciones.duenoId);
    if (!debePasar(data, a)) return respuestaCompra(id, data, { yaEstaba: true });
    cambiarEstado(tx, id, data, a, por, { motivo: opciones.motivo, fecha: opciones.fecha });
    return respuestaCompra(id, { ...data, estado: a });
  });
}

/** The client cancels its own pendiente purchase. */
export const cancelarPropia = (id: string, clienteId: string, por: string, fecha?: Timestamp) =>
  cerrarSinEfecto(id, 'cliente', 'cancelada', por, { duenoId: clienteId, fecha });

export const rechazarCompraCliente = (id: string, motivo: string, por: string, fecha?: Timestamp) =>
  cerrarSinEfecto(id, 'cliente', 'rechazada', por, { motivo, fecha });

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
  return caller.role === 'user'
    ? cancelarPropia(id, caller.uid, caller.correo)
    : cerrarSinEfecto(id, 'proveedor', 'cancelada', caller.correo);
}
