import { Timestamp } from 'firebase-admin/firestore';
import { aplicarMovimiento } from '../../functions/src/saldo/operaciones';

/**
 * Demo saldos come from ledger movements, through the same transaction the API uses, dated before
 * the demo's history of top-ups so every ledger runs forward in time.
 */
const AJUSTES: [clienteId: string, monto: number, motivo: string][] = [
  ['demo-cliente', 500000, 'Depósito inicial'],
  ['demo-cliente', -35000, 'Corrección de depósito duplicado'],
  ['demo-cliente', 120000, 'Depósito en ventanilla'],
  ['demo-cliente2', 250000, 'Depósito inicial'],
  ['demo-cliente2', 80000, 'Transferencia SPEI'],
  ['demo-cliente3', 150000, 'Depósito inicial'],
];

export async function seedSaldos(desde: number): Promise<void> {
  for (const [index, [clienteId, monto, motivo]] of AJUSTES.entries()) {
    const key = `seed-ajuste-${index}`;
    await aplicarMovimiento({
      clienteId,
      tipo: monto > 0 ? 'abono' : 'cargo',
      monto,
      origen: { tipo: 'ajuste', id: key },
      por: 'admin@demo.test',
      motivo,
      screen: 'clientes',
      fecha: Timestamp.fromMillis(desde + index * 60_000),
    });
  }
}
