import type { NuevaRecarga, RecargaRespuesta } from '@domain/recargas';
import { postApi, postIdempotente } from '../api/api-client';

/**
 * The top-up. Its id is its idempotency key: a dropped connection or a busy server is retried with
 * the same body, and the server answers the recarga as it stands instead of charging again.
 */
export const recargar = (body: NuevaRecarga) => postIdempotente<RecargaRespuesta>('recargas', body);

/** Asks the carrier how a pendiente ended and settles it (safe to repeat). */
export const verificarRecarga = (id: string) => postIdempotente<RecargaRespuesta>('recargas/verificar', { id });

/** admin: an exitosa becomes revertida and its precio goes back to the client's saldo. */
export const revertirRecarga = (id: string, motivo: string) =>
  postApi<RecargaRespuesta>('recargas/revertir', { id, motivo });
