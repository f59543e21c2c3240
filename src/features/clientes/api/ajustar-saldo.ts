import type { ResultadoMovimiento } from '../../../../domain/saldo';
import { postApi } from '../../../lib/api-client';

export interface AjustePedido {
  clienteId: string;
  tipo: 'abono' | 'cargo';
  monto: number;
  motivo: string;
  /** Made once per adjustment the admin opens: a double click or a retry reuses it, so money moves once. */
  idempotencyKey: string;
}

export function ajustarSaldo(pedido: AjustePedido) {
  return postApi<ResultadoMovimiento>('saldo/ajuste', pedido);
}
