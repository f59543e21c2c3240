import type { CompraRespuesta } from '../../../../domain/compras';
import { postApi, postIdempotente } from '../../../lib/api-client';
import { conVerificacionReciente } from '../../../lib/segundo-factor/reciente';

// The compra's transitions: each is one server transaction, safe to repeat (the second answer says
// the compra was already there), so a dropped connection is retried with the same body.

export const crearCompra = (body: Record<string, unknown>) => postIdempotente<CompraRespuesta>('compras/crear', body);
/** Above $50,000.00 it may ask the user to verify again first (conVerificacionReciente). */
export const aprobarCompra = (id: string) =>
  conVerificacionReciente(() => postIdempotente<CompraRespuesta>('compras/aprobar', { id }));
export const recibirCompra = (id: string) => postIdempotente<CompraRespuesta>('compras/recibir', { id });
export const cancelarCompra = (id: string) => postIdempotente<CompraRespuesta>('compras/cancelar', { id });
export const rechazarCompra = (id: string, motivo: string) =>
  postApi<CompraRespuesta>('compras/rechazar', { id, motivo });
