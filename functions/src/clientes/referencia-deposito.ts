import type { Request } from 'firebase-functions/v2/https';
import { referenciaDeposito, referenciaDepositoSchema, type DatosDeposito } from '../../../domain/depositos';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { transaccionConPlazo } from '../transaccion';
import { leerCuentas } from '../config/cuentas';

const contadorRef = () => db.collection('contadores').doc('referenciasDeposito');
/** A deposit reference's claim: the client it credits (conciliacion/candidatos.ts reads it by id). */
export const referenciaDepositoRef = (referencia: string) => db.collection('referenciasDeposito').doc(referencia);

/**
 * The client's permanent deposit reference, given the first time it is asked for: the next of a
 * counter, claimed for it, in one transaction. Asked again (a retry, two tabs), the same one.
 */
export async function asegurarReferencia(clienteId: string): Promise<string> {
  const clienteRef = db.collection('clientes').doc(clienteId);
  return transaccionConPlazo(db, 'El cliente está ocupado; intente de nuevo', async (tx) => {
    const [cliente, contador] = await Promise.all([tx.get(clienteRef), tx.get(contadorRef())]);
    if (!cliente.exists) throw new HttpError(404, 'El cliente no existe');
    const actual = cliente.data()?.referenciaDeposito;
    if (typeof actual === 'string') return actual;
    const n = Number(contador.data()?.n ?? 0) + 1;
    const referencia = referenciaDeposito(n);
    tx.set(contadorRef(), { n });
    tx.create(referenciaDepositoRef(referencia), { clienteId });
    tx.update(clienteRef, { referenciaDeposito: referencia });
    return referencia;
  });
}

/**
 * POST /api/clientes/referencia-deposito {clienteId?}: a client its own reference and the accounts
 * to pay into; an admin those of the client named.
 */
export async function datosDeposito(req: Request): Promise<DatosDeposito> {
  const caller = await requireCaller(req, ['user', 'admin']);
  const { clienteId } = parseBody(referenciaDepositoSchema, req.body);
  if (caller.role === 'admin' && !clienteId) throw new HttpError(400, 'Indique el cliente');
  const [referencia, cuentas] = await Promise.all([
    asegurarReferencia(caller.role === 'admin' ? String(clienteId) : caller.uid),
    leerCuentas(),
  ]);
  return { referencia, cuentas };
}
