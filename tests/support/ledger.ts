import { expect } from 'vitest';
import { ORIGENES_MOVIMIENTO, TIPOS_MOVIMIENTO } from '../../domain/saldo';
import { adminDb } from './emulators';

/**
 * The ledger invariant, for any money test to call after it runs: saldo == Σ movimientos.monto,
 * saldo never below zero, and each movimiento continues from the previous one
 * (saldoAnterior of one == saldoNuevo of the one before, saldoNuevo == saldoAnterior + monto),
 * and every line is of a type and origin the ledger can contain (what the estado de cuenta filters by).
 */
export async function expectLedgerConsistent(clienteId: string): Promise<{ saldo: number; movimientos: number }> {
  const cliente = (await adminDb.collection('clientes').doc(clienteId).get()).data();
  const movs = (await adminDb.collection('movimientos').where('clienteId', '==', clienteId).get()).docs.map((doc) =>
    doc.data(),
  );
  const saldo = Number(cliente?.saldo);
  expect(Number.isInteger(saldo)).toBe(true);
  expect(saldo).toBeGreaterThanOrEqual(0);
  expect(movs.reduce((sum, mov) => sum + mov.monto, 0)).toBe(saldo);

  const chain = [...movs].sort((a, b) => a.creadoEn.toMillis() - b.creadoEn.toMillis());
  let previous = 0;
  for (const mov of chain) {
    expect(Number.isInteger(mov.monto)).toBe(true);
    expect(TIPOS_MOVIMIENTO).toContain(mov.tipo);
    expect(ORIGENES_MOVIMIENTO).toContain(mov.origen?.tipo);
    expect(Math.sign(mov.monto)).toBe(mov.tipo === 'cargo' ? -1 : 1);
    expect(mov.saldoAnterior).toBe(previous);
    expect(mov.saldoNuevo).toBe(mov.saldoAnterior + mov.monto);
    expect(mov.saldoNuevo).toBeGreaterThanOrEqual(0);
    previous = mov.saldoNuevo;
  }
  expect(previous).toBe(saldo);
  return { saldo, movimientos: movs.length };
}
