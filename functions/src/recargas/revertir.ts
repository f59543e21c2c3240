import type { Request } from 'firebase-functions/v2/https';
import { revertirRecargaSchema, type RecargaRespuesta } from '../../../domain/recargas';
import { requireCaller } from '../caller';
import { parseBody } from '../http';
import { cerrarRecarga } from './liquidar';

/**
 * POST /api/recargas/revertir {id, motivo} (admin): an exitosa recarga becomes revertida with the
 * reason, and its precio goes back to the client through the ledger. Repeated, it changes nothing.
 */
export async function revertirRecarga(req: Request): Promise<RecargaRespuesta> {
  const caller = await requireCaller(req, ['admin']);
  const { id, motivo } = parseBody(revertirRecargaSchema, req.body);
  return cerrarRecarga(id, 'exitosa', { estado: 'revertida', motivo }, caller.correo);
}
