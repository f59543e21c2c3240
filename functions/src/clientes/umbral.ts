import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { formatMoney } from '../../../domain/money';
import { umbralSaldoSchema } from '../../../domain/saldo';
import { esSaldoBajo, umbralDe } from '../../../domain/saldo-bajo';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';
import { transaccionConPlazo } from '../transaccion';

/**
 * POST /api/clientes/umbral {clienteId?, umbral} (admin: any client; a client: its own): the saldo
 * below which its Inicio and Recargas warn it and the admin's Inicio lists it; the flag the admin's
 * list queries is set in the same transaction, from the saldo it reads.
 */
export async function cambiarUmbral(req: Request): Promise<{ umbral: number; saldoBajo: boolean }> {
  const caller = await requireCaller(req, ['admin', 'user']);
  const { clienteId, umbral } = parseBody(umbralSaldoSchema, req.body);
  if (caller.role === 'admin' && !clienteId) throw new HttpError(400, 'Indique el cliente');
  const id = caller.role === 'admin' ? String(clienteId) : caller.uid;
  const ref = db.collection('clientes').doc(id);
  return transaccionConPlazo(db, 'El cliente está ocupado; intente de nuevo', async (tx) => {
    const datos = (await tx.get(ref)).data();
    if (!datos) throw new HttpError(404, 'El cliente no existe');
    const saldoBajo = esSaldoBajo(Number(datos.saldo ?? 0), umbral);
    tx.update(ref, { umbralSaldo: umbral, saldoBajo, actualizadoEn: FieldValue.serverTimestamp() });
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: caller.role === 'admin' ? 'clientes' : 'inicio',
        message: `Saldo mínimo de ${String(datos.nombre)}: ${formatMoney(umbral)}`,
        email: caller.correo,
        detalle: { entidad: 'clientes', id, antes: { umbralSaldo: umbralDe(datos) }, despues: { umbralSaldo: umbral } },
      }),
    );
    return { umbral, saldoBajo };
  });
}
