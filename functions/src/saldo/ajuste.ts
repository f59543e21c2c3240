import type { Request } from 'firebase-functions/v2/https';
import { ajusteSaldoSchema, type ResultadoMovimiento } from '../../../domain/saldo';
import { exigirVerificacionReciente, requireCaller } from '../caller';
import { parseBody } from '../http';
import { aplicarMovimiento } from './operaciones';

/** POST /api/saldo/ajuste: an admin's manual abono or cargo, idempotent on its key. */
export async function ajustarSaldo(req: Request): Promise<ResultadoMovimiento> {
  const caller = await requireCaller(req, ['admin']);
  const body = parseBody(ajusteSaldoSchema, req.body);
  exigirVerificacionReciente(caller, body.monto);
  return aplicarMovimiento({
    clienteId: body.clienteId,
    tipo: body.tipo,
    monto: body.tipo === 'abono' ? body.monto : -body.monto,
    origen: { tipo: 'ajuste', id: body.idempotencyKey },
    por: caller.correo,
    motivo: body.motivo,
    screen: 'clientes',
  });
}
