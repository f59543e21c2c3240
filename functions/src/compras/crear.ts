import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import {
  claveReferencia,
  crearCompraSchema,
  demasiadasPendientes,
  folioCompra,
  MAX_COMPRAS_PENDIENTES,
  PAGO_CON_REFERENCIA,
  partidaSaldo,
  totalCambiado,
  totalPartidas,
  type CompraCliente,
  type CompraProveedor,
  type CompraRespuesta,
  type Partida,
} from '../../../domain/compras';
import { creditoDeDatos, estadoCredito, rechazoDeCargo } from '../../../domain/credito-base';
import { diaNegocio } from '../../../domain/fechas';
import { formatMoney } from '../../../domain/money';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { contarEnInicio } from '../contadores';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';
import { transaccionDeDinero } from '../saldo/movimiento';
import { compraRef, contadorRef, respuestaCompra } from './modelo';

/** The SIM products of the partidas, read in the transaction: each must exist, be active and be a SIM. */
async function leerSims(tx: Transaction, partidas: { productoId: string }[]) {
  const ids = partidas.map((p) => p.productoId);
  if (new Set(ids).size !== ids.length) throw new HttpError(422, 'Un producto aparece dos veces en la compra');
  const snaps = await Promise.all(ids.map((id) => tx.get(db.collection('productos').doc(id))));
  return snaps.map((snap) => {
    const p = snap.data();
    if (!p || p.estatus !== true) throw new HttpError(422, `El producto ${snap.id} no existe o no está activo`);
    if (p.tipo !== 'sim') throw new HttpError(422, `${String(p.nombre)} no es un chip (SIM)`);
    return p;
  });
}

/**
 * What makes a retried request the same request: who asks, and the request itself (partidas, amounts,
 * payment), its key, its notes and the total it was shown aside (a check, not what is asked for).
 * Stored on the compra, so a replay compares like with like.
 */
const solicitudDe = (quien: string, body: CompraCliente | CompraProveedor) =>
  JSON.stringify([quien, { ...body, id: undefined, notas: undefined, total: undefined }]);

/**
 * One transaction: the compra pendiente with its folio and its partidas priced by the server. The
 * same id again with the same request answers the compra as it stands; with another, 409.
 */
async function registrar(
  id: string,
  solicitud: string,
  armar: (tx: Transaction) => Promise<{ data: DocumentData; mensaje: string }>,
  por: string,
  historico?: Timestamp,
): Promise<CompraRespuesta> {
  return transaccionDeDinero(db, async (tx) => {
    const previa = (await tx.get(compraRef(id))).data();
    if (previa) {
      if (previa.solicitud !== solicitud) throw new HttpError(409, 'La clave de la compra ya se usó para otra compra');
      return respuestaCompra(id, previa, { yaEstaba: true });
    }
    const { data, mensaje } = await armar(tx);
    const contador = await tx.get(contadorRef(data.origen));
    const n = Number(contador.data()?.n ?? 0) + 1;
    const en = historico ?? Timestamp.now();
    const compra = {
      ...data,
      solicitud,
      folio: folioCompra(data.origen, n),
      estado: 'pendiente',
      historial: [{ estado: 'pendiente', por, en }],
      dia: diaNegocio(en.toDate()),
      por,
      creadoEn: en,
      actualizadoEn: en,
    };
    tx.set(contadorRef(data.origen), { n });
    tx.create(compraRef(id), compra);
    if (data.origen === 'cliente') contarEnInicio(tx, { comprasPendientes: 1 });
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'compras',
        message: `Compra ${compra.folio} creada: ${mensaje} por ${formatMoney(Number(data.total))}`,
        email: por,
        detalle: { entidad: 'compras', id, antes: null, despues: { estado: 'pendiente', total: Number(data.total) } },
        fecha: historico,
      }),
    );
    return respuestaCompra(id, compra);
  });
}

/** The payment as stored: a reference only with a bank payment, the one method approval checks it for. */
const pagoDe = ({ metodoPago, referencia, notas }: CompraCliente | CompraProveedor) => ({
  metodoPago,
  ...(referencia && PAGO_CON_REFERENCIA.includes(metodoPago)
    ? { referencia, referenciaClave: claveReferencia(referencia) }
    : {}),
  ...(notas ? { notas } : {}),
});

/**
 * Why SIMs paid from saldo cannot be asked for, or null: the rule approval charges them by (a charge
 * on credit, down to −limiteCredito and never while part of the debt is past its term), on the
 * business day the compra is made, in the client's words for a compra.
 */
function rechazoSinFondos(cliente: DocumentData, total: number, historico?: Timestamp): string | null {
  const hoy = diaNegocio(historico?.toDate() ?? new Date());
  return rechazoDeCargo(estadoCredito(creditoDeDatos(cliente), hoy), total, true, 'compra');
}

/** A client's purchase: SIMs at the catalogue's precio, saldo at face value. */
export function registrarCompraCliente(body: CompraCliente, clienteId: string, por: string, historico?: Timestamp) {
  return registrar(
    body.id,
    solicitudDe(clienteId, body),
    async (tx) => {
      const [cliente, productos, pendientes] = await Promise.all([
        tx.get(db.collection('clientes').doc(clienteId)),
        leerSims(tx, body.partidas),
        // Counted in the transaction, which writes the folio counter as every compra does: compras
        // asked at once pass one after another, so two cannot both take the last place.
        tx.get(db.collection('compras').where('clienteId', '==', clienteId).where('estado', '==', 'pendiente').count()),
      ]);
      const c = cliente.data();
      if (!c || c.estatus !== true) throw new HttpError(403, 'El cliente no existe o no está activo');
      const enEspera = pendientes.data().count;
      if (enEspera >= MAX_COMPRAS_PENDIENTES) throw new HttpError(422, demasiadasPendientes(enEspera));
      const partidas: Partida[] = [
        ...body.partidas.map((partida, i) => ({
          productoId: partida.productoId,
          nombre: String(productos[i].nombre),
          tipo: 'sim' as const,
          cantidad: partida.cantidad,
          precioUnitario: Number(productos[i].precio),
        })),
        ...(body.saldo ? [partidaSaldo(body.saldo)] : []),
      ];
      const total = totalPartidas(partidas);
      if (body.total !== undefined && body.total !== total) throw new HttpError(409, totalCambiado(body.total, total));
      if (body.metodoPago === 'saldo') {
        const rechazo = rechazoSinFondos(c, total, historico);
        if (rechazo) throw new HttpError(422, rechazo);
      }
      const data = { origen: 'cliente', clienteId, clienteNombre: c.nombre, partidas, total, ...pagoDe(body) };
      return { data, mensaje: `${String(c.nombre)}, ${partidas.length} partida(s)` };
    },
    por,
    historico,
  );
}

/** The business's restock from a supplier, at the supplier's cost per partida. */
export function registrarCompraProveedor(body: CompraProveedor, por: string, historico?: Timestamp) {
  return registrar(
    body.id,
    solicitudDe('negocio', body),
    async (tx) => {
      const [proveedor, productos] = await Promise.all([
        tx.get(db.collection('proveedores').doc(body.proveedorId)),
        leerSims(tx, body.partidas),
      ]);
      const prov = proveedor.data();
      if (!prov || prov.estatus !== true) throw new HttpError(422, 'El proveedor no existe o no está activo');
      const partidas: Partida[] = body.partidas.map((partida, i) => ({
        productoId: partida.productoId,
        nombre: String(productos[i].nombre),
        tipo: 'sim',
        cantidad: partida.cantidad,
        precioUnitario: partida.costoUnitario,
      }));
      const data = {
        origen: 'proveedor',
        proveedorId: body.proveedorId,
        proveedorNombre: prov.nombre,
        partidas,
        total: totalPartidas(partidas),
        ...pagoDe(body),
      };
      return { data, mensaje: `reabasto de ${String(prov.nombre)}` };
    },
    por,
    historico,
  );
}

/** POST /api/compras/crear: a client buys (role user), or an admin restocks from a supplier. */
export async function crearCompra(req: Request): Promise<CompraRespuesta> {
  const caller = await requireCaller(req, ['user', 'admin']);
  const body = parseBody(crearCompraSchema, req.body);
  if (body.origen === 'cliente') {
    if (caller.role !== 'user') throw new HttpError(403, 'Solo un cliente pide una compra al negocio');
    return registrarCompraCliente(body, caller.uid, caller.correo);
  }
  if (caller.role !== 'admin') throw new HttpError(403, 'Solo un administrador compra a proveedores');
  return registrarCompraProveedor(body, caller.correo);
}
