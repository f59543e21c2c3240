import type { Transaction } from 'firebase-admin/firestore';
import type { ResultadoMovimiento } from '../../../domain/saldo';
import { db } from '../admin';
import { cambiarCredito, type CambioCredito } from '../clientes/cambio-credito';
import { transicionCompra, type TransicionCompra } from '../compras/cambios';
import { cargarRecarga, cargarRecargas, leerCargos, type CargoRecarga } from '../recargas/cargo';
import { cerrarEnTransaccion, type CierreRecarga } from '../recargas/cierre';
import { ColaDeSaldo } from './cola';
import { Cuenta, MENSAJE_OCUPADO, type Movimiento } from './movimiento';

/**
 * Everything that changes a client's saldo, as data its queue (cola.ts) can hold and any request
 * can run: a movement on its own (an adjustment), a top-up's charge, a top-up's refund, a
 * purchase's transition, a change of the credit line the charges read.
 */
export type OperacionSaldo =
  | { tipo: 'movimiento'; mov: Movimiento }
  | ({ tipo: 'recarga' } & CargoRecarga)
  | ({ tipo: 'cierre-recarga' } & CierreRecarga)
  | ({ tipo: 'compra' } & TransicionCompra)
  | ({ tipo: 'credito' } & CambioCredito);

async function ejecutar(tx: Transaction, op: OperacionSaldo): Promise<unknown> {
  switch (op.tipo) {
    case 'movimiento':
      return (await Cuenta.leer(db, tx, op.mov.clienteId, [op.mov])).mover(op.mov);
    case 'recarga':
      return cargarRecarga(tx, op);
    case 'cierre-recarga':
      return cerrarEnTransaccion(tx, op);
    case 'compra':
      return transicionCompra(tx, op);
    case 'credito':
      return cambiarCredito(tx, op);
  }
}

/**
 * A busy shop's top-up charges that waited together run together, up to CARGOS_POR_LOTE in one
 * transaction: at 20 a second on one saldo, one transaction each could not keep up.
 */
const CARGOS_POR_LOTE = 10;

export const colaDeSaldo = new ColaDeSaldo<OperacionSaldo>(db, ejecutar, MENSAJE_OCUPADO, {
  agrupa: (op) => op.tipo === 'recarga',
  ejecutar: (tx, ops) => cargarRecargas(tx, ops as CargoRecarga[]),
  leer: (tx, ops) => leerCargos(tx, ops as CargoRecarga[]),
  max: CARGOS_POR_LOTE,
});

/** One movement on its own: a manual adjustment, the demo seed's and the tests' saldo. */
export function aplicarMovimiento(mov: Movimiento): Promise<ResultadoMovimiento> {
  return colaDeSaldo.ejecutar(mov.clienteId, { tipo: 'movimiento', mov });
}
