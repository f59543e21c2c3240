import type { Request } from 'firebase-functions/v2/https';
import { LIMITE_OPERADOR, operadorDeNumeroSchema, type OperadorDeNumero } from '../../../domain/numeros';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { parseBody } from '../http';
import { consumirLimite } from '../limite';

/**
 * POST /api/recargas/operador {numero} (user): the carrier of the business's last exitosa to the
 * number, by any client, so a shop selling to a new number finds its carrier. It answers the
 * carrier and nothing else: not who sold it, when, for how much, nor whether the caller sold it.
 * Rate-limited per shop (LIMITE_OPERADOR): enough for a counter's new numbers, too few to map the
 * business's customers.
 */
export async function operadorDeNumero(req: Request): Promise<OperadorDeNumero> {
  const caller = await requireCaller(req, ['user']);
  const { numero } = parseBody(operadorDeNumeroSchema, req.body);
  await consumirLimite(
    `operador_${caller.uid}`,
    LIMITE_OPERADOR,
    'Ha consultado muchas compañías en poco tiempo; elija la compañía usted mismo.',
  );
  const ultima = await db
    .collection('recargas')
    .where('numero', '==', numero)
    .where('estado', '==', 'exitosa')
    .orderBy('creadoEn', 'desc')
    .limit(1)
    .select('operador')
    .get();
  const operador = ultima.docs[0]?.get('operador');
  return { operador: typeof operador === 'string' ? operador : null };
}
