import type { Request } from 'firebase-functions/v2/https';
import { creditoClienteSchema } from '../../../domain/credito';
import { requireCaller } from '../caller';
import { parseBody } from '../http';
import { colaDeSaldo } from '../saldo/operaciones';

/**
 * POST /api/clientes/credito {uid, limiteCredito, plazoDias, topeVentaDiaria, motivo} (admin): a
 * client's credit line and daily sales cap, on its queue so that no charge runs between the read
 * and the change.
 */
export async function cambiarCreditoCliente(req: Request): Promise<{ uid: string }> {
  const caller = await requireCaller(req, ['admin']);
  const body = parseBody(creditoClienteSchema, req.body);
  return colaDeSaldo.ejecutar(body.uid, { tipo: 'credito', ...body, por: caller.correo });
}
