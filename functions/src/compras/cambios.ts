import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  claveReferencia,
  PAGO_CON_REFERENCIA,
  referenciaLegible,
  totalPartidas,
  type CompraRespuesta,
  type Partida,
} from '../../../domain/compras';
import { esIdDeDocumento } from '../../../domain/campos';
import { db } from '../admin';
import { HttpError } from '../http';
import { depositoRef } from '../conciliacion/candidatos';
import { Cuenta, type Movimiento } from '../saldo/movimiento';
import { cambiarEstado, debePasar, leerCompra, referenciaRef, respuestaCompra } from './modelo';

export const productoRef = (id: string) => db.collection('productos').doc(id);

/** A bank statement's line that pays the compra: its key (the claim's id) and what the claim records. */
export interface DepositoQuePaga {
  clave: string;
  data: Record<string, unknown>;
}

/** A client's purchase moved by the admin (aprobada, rechazada) or by its client (cancelada). */
export interface TransicionCompra {
  id: string;
  a: 'aprobada' | 'rechazada' | 'cancelada';
  por: string;
  motivo?: string;
  /** For the client's own cancellation: the compra must be this client's. */
  duenoId?: string;
  /** Only the demo seed's history: the past instant it happened. */
  fecha?: Timestamp;
  /** An approval's bank line, claimed in its transaction. */
  deposito?: DepositoQuePaga;
}

/**
 * Approval, in one transaction: the state, the client still active, every SIM partida's stock
 * (refused naming the product when short), the payment reference's claim, the saldo credited for
 * saldo partidas and charged for SIMs paid with saldo, through the ledger.
 */
async function aprobar(tx: Transaction, { id, por, fecha, deposito }: TransicionCompra): Promise<CompraRespuesta> {
  const data = await leerCompra(tx, id, 'cliente');
  debePasar(data, 'aprobada');
  const partidas = data.partidas as Partida[];
  const sims = partidas.filter((p) => p.tipo === 'sim');
  const origen = { tipo: 'compra' as const, id };
  const abono = totalPartidas(partidas.filter((p) => p.tipo === 'saldo'));
  const cargo = data.metodoPago === 'saldo' ? totalPartidas(sims) : 0;
  const movimientos: Omit<Movimiento, 'por' | 'screen'>[] = [
    ...(abono ? [{ clienteId: data.clienteId, tipo: 'abono' as const, monto: abono, origen, paso: 'abono' }] : []),
    ...(cargo
      ? [{ clienteId: data.clienteId, tipo: 'cargo' as const, monto: -cargo, origen, paso: 'cargo', credito: true }]
      : []),
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
  const [productos, claims, cuenta, linea] = await Promise.all([
    Promise.all(sims.map((p) => tx.get(productoRef(p.productoId)))),
    Promise.all(claves.map((clave) => tx.get(referenciaRef(clave)))),
    Cuenta.leer(db, tx, data.clienteId, movimientos),
    deposito ? tx.get(depositoRef(deposito.clave)) : null,
  ]);
  const pagada = linea?.data();
  if (pagada && pagada.compraId !== id) {
    throw new HttpError(409, `El depósito ya se acreditó en la compra ${String(pagada.folio)}`);
  }
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
    throw new HttpError(409, `La referencia ${String(data.referencia)} ya se usó en la compra ${String(usada.folio)}`);
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
  if (deposito && !pagada) {
    tx.create(depositoRef(deposito.clave), { ...deposito.data, compraId: id, folio: data.folio });
  }
  cambiarEstado(tx, id, data, 'aprobada', por, { fecha });
  return respuestaCompra(id, { ...data, estado: 'aprobada' }, { saldo: cuenta.saldo });
}

/** rechazada (admin, with the reason) or cancelada (its client): no money or stock moves. */
async function cerrarSinEfecto(
  tx: Transaction,
  { id, a, por, motivo, duenoId, fecha }: TransicionCompra,
): Promise<CompraRespuesta> {
  const data = await leerCompra(tx, id, 'cliente', duenoId);
  debePasar(data, a);
  cambiarEstado(tx, id, data, a, por, { motivo, fecha });
  return respuestaCompra(id, { ...data, estado: a });
}

/** A client compra's transition in its client's queue: whoever comes first wins; the others get 409. */
export const transicionCompra = (tx: Transaction, op: TransicionCompra) =>
  op.a === 'aprobada' ? aprobar(tx, op) : cerrarSinEfecto(tx, op);
