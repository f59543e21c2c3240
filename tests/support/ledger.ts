import { expect } from 'vitest';
import { adeudoDelLibro, PLAZO_DIAS_PREDETERMINADO, vencimientoDe } from '../../domain/credito';
import { diaNegocio } from '../../domain/fechas';
import { ORIGENES_MOVIMIENTO, TIPOS_MOVIMIENTO } from '../../domain/saldo';
import { adminDb } from './emulators';

/**
 * The ledger invariant, for any money test to call after it runs: saldo == Σ movimientos.monto;
 * each movimiento continues from the previous one (saldoAnterior of one == saldoNuevo of the one
 * before, saldoNuevo == saldoAnterior + monto); no charge took the saldo below the credit limit in
 * force when it was made (−limiteCredito, 0 without credit: a credit may leave a debt above a limit
 * lowered since, which only stops new charges); the debt the client carries is the ledger's, first
 * in, first out (domain/credito.ts); and every line is of a type and origin the ledger can contain
 * (what the estado de cuenta filters by).
 */
export async function expectLedgerConsistent(clienteId: string): Promise<{ saldo: number; movimientos: number }> {
  const cliente = (await adminDb.collection('clientes').doc(clienteId).get()).data();
  const movs = (await adminDb.collection('movimientos').where('clienteId', '==', clienteId).get()).docs.map((doc) =>
    doc.data(),
  );
  const saldo = Number(cliente?.saldo);
  expect(Number.isInteger(saldo)).toBe(true);
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
    if (mov.monto < 0) expect(mov.saldoNuevo).toBeGreaterThanOrEqual(-Number(mov.limiteCredito ?? 0));
    previous = mov.saldoNuevo;
  }
  expect(previous).toBe(saldo);
  const delLibro = adeudoDelLibro(chain.map((mov) => ({ monto: mov.monto, dia: diaNegocio(mov.creadoEn.toDate()) })));
  expect(cliente?.adeudo ?? []).toEqual(delLibro);
  expect(delLibro.reduce((sum, lote) => sum + lote.monto, 0)).toBe(Math.max(0, -saldo));
  expect(cliente?.venceAdeudo ?? null).toBe(
    vencimientoDe(delLibro, Number(cliente?.plazoDias ?? PLAZO_DIAS_PREDETERMINADO)),
  );
  return { saldo, movimientos: movs.length };
}
