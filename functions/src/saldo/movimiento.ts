import type { DocumentData, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import {
  rechazoDeCargo,
  estadoCredito,
  moverAdeudo,
  vencimientoDe,
  type CreditoCliente,
  type EstadoCredito,
  type LoteAdeudo,
} from '../../../domain/credito-base';
import { diaNegocio } from '../../../domain/fechas';
import { formatMoney } from '../../../domain/money';
import { esSaldoBajo, umbralDe } from '../../../domain/saldo-bajo';
import type { OrigenMovimiento, ResultadoMovimiento, TipoMovimiento } from '../../../domain/saldo';
import { HttpError } from '../http';
import { newLog } from '../logs';
import { lectorDe, transaccionConPlazo } from '../transaccion';

export interface Movimiento {
  clienteId: string;
  tipo: TipoMovimiento;
  /** Signed centavos: positive credits the saldo, negative debits it. */
  monto: number;
  origen: { tipo: OrigenMovimiento; id: string };
  /** One origin can move money more than once (a top-up's cargo, then its reembolso): each step is its own key. */
  paso?: string;
  por: string;
  motivo?: string;
  screen: string;
  /** A charge that may use the client's credit line: a top-up, SIMs paid from saldo. */
  credito?: boolean;
  /** Only for the demo seed's history: the movement's past instant (otherwise the server's time). */
  fecha?: Timestamp;
}

/**
 * The movement's idempotency key and document id, namespaced by its origin: the same key sent by
 * a top-up, a compra and an adjustment names three different movements.
 */
export function claveMovimiento({ origen, paso }: Pick<Movimiento, 'origen' | 'paso'>): string {
  return [origen.tipo, origen.id, ...(paso ? [paso] : [])].join(':');
}

function resultado(id: string, data: DocumentData): ResultadoMovimiento {
  const { clienteId, monto, saldoAnterior, saldoNuevo } = data;
  return { movimientoId: id, clienteId, monto, saldoAnterior, saldoNuevo };
}

/**
 * A client's saldo read inside the caller's transaction: the one way saldo changes. Read it
 * (with the movements the transaction may write, so a replay is recognised) together with the
 * transaction's other reads, then `mover` once per movement. It also keeps the client's debt when
 * its credit line is used (domain/credito.ts): the saldo may go down to −limiteCredito for a
 * charge marked `credito`, and never while part of the debt is past its term.
 */
export class Cuenta {
  private readonly movidos = new Set<string>();
  private lotes: LoteAdeudo[];

  private constructor(
    private readonly db: Firestore,
    private readonly tx: Transaction,
    readonly clienteId: string,
    /** The clientes document as read. */
    readonly datos: DocumentData,
    private saldoActual: number,
    private readonly previos: Map<string, DocumentData>,
  ) {
    this.lotes = Array.isArray(datos.adeudo) ? (datos.adeudo as LoteAdeudo[]) : [];
  }

  static async leer(
    db: Firestore,
    tx: Transaction,
    clienteId: string,
    movimientos: Pick<Movimiento, 'origen' | 'paso'>[] = [],
  ): Promise<Cuenta> {
    const claves = movimientos.map(claveMovimiento);
    const leer = lectorDe(tx);
    const [cliente, ...previos] = await Promise.all([
      leer(db.collection('clientes').doc(clienteId)),
      ...claves.map((clave) => leer(db.collection('movimientos').doc(clave))),
    ]);
    const datos = cliente.data();
    if (!datos) throw new HttpError(404, 'El cliente no existe');
    const hechos = new Map(previos.flatMap((snap) => (snap.exists ? [[snap.id, snap.data() as DocumentData]] : [])));
    return new Cuenta(db, tx, clienteId, datos, Number(datos.saldo ?? 0), hechos);
  }

  get saldo(): number {
    return this.saldoActual;
  }

  /** The clientes document, for other fields the same transaction changes (a folio counter). */
  get ref() {
    return this.db.collection('clientes').doc(this.clienteId);
  }

  /**
   * In the transaction: other fields of the clientes document (a folio counter, the sales limits),
   * written and kept, so that the next operation of the same transaction reads them as changed.
   */
  cambiar(campos: DocumentData): void {
    this.tx.update(this.ref, campos);
    Object.assign(this.datos, campos);
  }

  /** The client's credit as it stands in this transaction, on business day `hoy`. */
  credito(hoy: string): EstadoCredito {
    return estadoCredito({ ...this.datos, saldo: this.saldoActual, adeudo: this.lotes } as CreditoCliente, hoy);
  }

  /**
   * Refuses with 422 a charge of `importe` that the saldo (and, with `credito`, the credit line)
   * cannot take, or that would add to a debt past its term. `al` says whom the message speaks to:
   * the client ("su saldo es … y la recarga cuesta …") or the admin ("el saldo es … y el cargo …").
   */
  exigirFondos(importe: number, credito: boolean, hoy: string, al: 'cliente' | 'admin'): void {
    const rechazo = rechazoDeCargo(this.credito(hoy), importe, credito, al);
    if (rechazo) throw new HttpError(422, rechazo);
  }

  /**
   * In the transaction: refuse a charge the account cannot take (exigirFondos), write the new saldo
   * and debt, the movimiento (saldoAnterior, saldoNuevo, the credit limit in force) and its log. A
   * movement already written with this key returns its first result and writes nothing; the same
   * key with other data is refused with 409.
   */
  mover(mov: Movimiento): ResultadoMovimiento {
    if (mov.clienteId !== this.clienteId) throw new Error('El movimiento es de otro cliente');
    const clave = claveMovimiento(mov);
    const previo = this.previos.get(clave);
    if (previo) {
      const mismo =
        previo.clienteId === mov.clienteId &&
        previo.tipo === mov.tipo &&
        previo.monto === mov.monto &&
        previo.origen?.tipo === mov.origen.tipo &&
        previo.origen?.id === mov.origen.id;
      if (!mismo) throw new HttpError(409, 'La clave de idempotencia ya se usó para otro movimiento');
      return resultado(clave, previo);
    }
    if (this.movidos.has(clave)) throw new Error(`El movimiento ${clave} ya se escribió en esta transacción`);

    const saldoAnterior = this.saldoActual;
    const saldoNuevo = saldoAnterior + mov.monto;
    // Integer centavos or nothing: a NaN passes every comparison and would poison the saldo.
    if (!Number.isSafeInteger(mov.monto) || !Number.isSafeInteger(saldoNuevo)) {
      throw new Error(`Movimiento ${clave} inválido: monto ${mov.monto}, saldo ${saldoAnterior}`);
    }
    const dia = diaNegocio(mov.fecha?.toDate() ?? new Date());
    if (mov.monto < 0) this.exigirFondos(-mov.monto, mov.credito === true, dia, 'admin');
    const limiteCredito = this.credito(dia).limite;
    this.lotes = moverAdeudo(this.lotes, saldoAnterior, mov.monto, dia);
    const now = mov.fecha ?? FieldValue.serverTimestamp();
    this.tx.update(this.ref, {
      saldo: saldoNuevo,
      adeudo: this.lotes,
      venceAdeudo: vencimientoDe(this.lotes, this.credito(dia).plazoDias) ?? FieldValue.delete(),
      // The admin's Inicio lists the clients below their threshold by this flag.
      saldoBajo: esSaldoBajo(saldoNuevo, umbralDe(this.datos)),
      actualizadoEn: now,
    });
    // create, not set: a key is written once, even if a caller skipped its own replay check.
    this.tx.create(this.db.collection('movimientos').doc(clave), {
      clienteId: mov.clienteId,
      tipo: mov.tipo,
      monto: mov.monto,
      saldoAnterior,
      saldoNuevo,
      limiteCredito,
      origen: mov.origen,
      por: mov.por,
      ...(mov.motivo ? { motivo: mov.motivo } : {}),
      creadoEn: now,
    });
    this.tx.set(
      ...newLog({
        type: 'INFO',
        screen: mov.screen,
        message: `${mov.monto >= 0 ? 'Abono' : 'Cargo'} de ${formatMoney(Math.abs(mov.monto))} a ${String(this.datos.nombre)}`,
        email: mov.por,
        detalle: {
          entidad: 'clientes',
          id: mov.clienteId,
          antes: { saldo: saldoAnterior },
          despues: { saldo: saldoNuevo },
        },
        fecha: mov.fecha,
      }),
    );
    this.saldoActual = saldoNuevo;
    this.movidos.add(clave);
    return { movimientoId: clave, clienteId: mov.clienteId, monto: mov.monto, saldoAnterior, saldoNuevo };
  }
}

export const MENSAJE_OCUPADO =
  'El saldo está ocupado por otras operaciones en este momento; intente de nuevo (no se aplicará dos veces)';

/**
 * Runs a transaction outside a client's queue (transaccionConPlazo): what does not read a client's
 * saldo, such as a top-up's success or a restock. A 503 with MENSAJE_OCUPADO when it could not run.
 */
export function transaccionDeDinero<T>(db: Firestore, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return transaccionConPlazo(db, MENSAJE_OCUPADO, fn);
}
