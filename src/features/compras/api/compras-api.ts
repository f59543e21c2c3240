import { ESTADO_COMPRA_LABELS, type CompraRespuesta, type EstadoCompra } from '@domain/compras';
import { ApiError, postApi, postIdempotente } from '@/lib/api/api-client';
import { conVerificacionReciente } from '@/lib/segundo-factor/reciente';

// The compra's transitions: each is one server transaction, safe to repeat (a repeat is refused
// with 409 naming the state the compra is in), so a dropped connection is retried with the same body.

export const crearCompra = (body: Record<string, unknown>) => postIdempotente<CompraRespuesta>('compras/crear', body);
/** Above $50,000.00 it may ask the user to verify again first (conVerificacionReciente). */
export const aprobarCompra = (id: string) =>
  conVerificacionReciente(() => postIdempotente<CompraRespuesta>('compras/aprobar', { id }));
export const recibirCompra = (id: string) => postIdempotente<CompraRespuesta>('compras/recibir', { id });
export const cancelarCompra = (id: string) => postIdempotente<CompraRespuesta>('compras/cancelar', { id });
export const rechazarCompra = (id: string, motivo: string) =>
  postApi<CompraRespuesta>('compras/rechazar', { id, motivo });

/**
 * The state a compra turned out to be in when a transition was refused because another caller (a
 * second admin, the client, an earlier attempt whose answer was lost) moved it first; null for
 * any other failure.
 */
export function estadoYaCambiado(error: unknown): EstadoCompra | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { estado } = error.datos;
  return typeof estado === 'string' && estado in ESTADO_COMPRA_LABELS ? (estado as EstadoCompra) : null;
}
