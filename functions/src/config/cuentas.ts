import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { cuentasBancariasSchema, type CuentaBancaria } from '../../../domain/depositos';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { parseBody } from '../http';
import { newLog } from '../logs';
import { transaccionConPlazo } from '../transaccion';

/** The business's bank accounts: any active user reads them (a client's Nueva compra shows them). */
export const cuentasRef = () => db.collection('config').doc('cuentasBancarias');

export async function leerCuentas(): Promise<CuentaBancaria[]> {
  return ((await cuentasRef().get()).data()?.cuentas ?? []) as CuentaBancaria[];
}

/**
 * POST /api/config/cuentas {cuentas} (admin): the accounts clients pay into, replaced all at once,
 * each CLABE checked by its control digit; one transaction with its log (before and after).
 */
export async function guardarCuentas(req: Request): Promise<{ cuentas: CuentaBancaria[] }> {
  const caller = await requireCaller(req, ['admin']);
  const { cuentas } = parseBody(cuentasBancariasSchema, req.body);
  await transaccionConPlazo(db, 'Las cuentas están ocupadas; intente de nuevo', async (tx) => {
    const antes = ((await tx.get(cuentasRef())).data()?.cuentas ?? []) as CuentaBancaria[];
    tx.set(cuentasRef(), { cuentas, actualizadoEn: FieldValue.serverTimestamp() });
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'compras',
        message: `Cuentas bancarias del negocio: ${cuentas.map((c) => c.banco).join(', ') || 'ninguna'}`,
        email: caller.correo,
        detalle: { entidad: 'config', id: 'cuentasBancarias', antes: { cuentas: antes }, despues: { cuentas } },
      }),
    );
  });
  return { cuentas };
}
