import { expect } from 'vitest';
import { textoDescuadre } from '../../functions/src/auditoria/descuadres';
import { Lector } from '../../functions/src/auditoria/lector';
import { revisarLedgerCliente } from '../../functions/src/auditoria/ledger';
import { adminDb } from './emulators';

/**
 * The ledger invariant, for any money test to call after it runs: saldo == Σ movimientos.monto,
 * saldo never below zero, and each movimiento continues from the previous one
 * (saldoAnterior of one == saldoNuevo of the one before, saldoNuevo == saldoAnterior + monto),
 * and every line is of a type and origin the ledger can contain (what the estado de cuenta filters by).
 * The checker is the daily close's and the audit command's (functions/src/auditoria/ledger.ts).
 */
export async function expectLedgerConsistent(clienteId: string): Promise<{ saldo: number; movimientos: number }> {
  const { saldo, movimientos, descuadres } = await revisarLedgerCliente(new Lector(adminDb), clienteId);
  expect(descuadres.map(textoDescuadre)).toEqual([]);
  return { saldo, movimientos };
}

/** A client's ledger lines as stored, in no particular order. */
export async function movimientosDe(clienteId: string) {
  const snap = await adminDb.collection('movimientos').where('clienteId', '==', clienteId).get();
  return snap.docs.map((doc) => doc.data());
}
