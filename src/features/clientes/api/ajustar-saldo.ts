import type { ResultadoMovimiento } from '../../../../domain/saldo';
import { postIdempotente } from '../../../lib/api-client';

export interface AjustePedido {
  clienteId: string;
  tipo: 'abono' | 'cargo';
  monto: number;
  motivo: string;
  /** The same for the same adjustment until it is applied (claveDeIntento): a retry moves money once. */
  idempotencyKey: string;
}

/** Retried with the same key after a dropped connection or a busy saldo (503). */
export function ajustarSaldo(pedido: AjustePedido) {
  return postIdempotente<ResultadoMovimiento>('saldo/ajuste', pedido);
}
