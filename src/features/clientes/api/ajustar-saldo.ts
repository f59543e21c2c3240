import type { ResultadoMovimiento } from '@domain/saldo';
import { postIdempotente } from '@/lib/api/api-client';
import { conVerificacionReciente } from '@/lib/segundo-factor/reciente';

export interface AjustePedido {
  clienteId: string;
  tipo: 'abono' | 'cargo';
  monto: number;
  motivo: string;
  /** The same for the same adjustment until it is applied (claveDeIntento): a retry moves money once. */
  idempotencyKey: string;
}

/**
 * Retried with the same key after a dropped connection or a busy saldo (503), and after the user
 * verified again when the amount asks for it (above $50,000.00).
 */
export function ajustarSaldo(pedido: AjustePedido) {
  return conVerificacionReciente(() => postIdempotente<ResultadoMovimiento>('saldo/ajuste', pedido));
}
