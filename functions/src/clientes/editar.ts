import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { claveOrden } from '../../../domain/busqueda';
import { busquedaCliente, editarClienteSchema } from '../../../domain/clientes';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';
import { transaccionConPlazo } from '../transaccion';
import { exigirOperadoresConocidos, operadoresRef } from './operadores';

// The clientes doc is also its saldo's: top-ups and adjustments queue on it.
const CLIENTE_OCUPADO = 'El cliente está ocupado por otras operaciones en este momento. Intente de nuevo.';

const EDITABLES = ['nombre', 'contacto', 'telefono', 'rfc', 'direccion', 'comisiones'] as const;

/**
 * POST /api/clientes/editar: an admin changes a client's data and commissions (a commission
 * sets the price of its top-ups, so the server validates it with the form's schema). Saldo,
 * estatus and the login e-mail are not touched here. One transaction with its log.
 */
export async function editarCliente(req: Request): Promise<{ uid: string }> {
  const caller = await requireCaller(req, ['admin']);
  const { uid, ...datos } = parseBody(editarClienteSchema, req.body);
  const ref = db.collection('clientes').doc(uid);

  await transaccionConPlazo(db, CLIENTE_OCUPADO, async (tx) => {
    const [cliente, config] = await Promise.all([tx.get(ref), tx.get(operadoresRef())]);
    const before = cliente.data();
    if (!before) throw new HttpError(404, 'El cliente no existe');
    exigirOperadoresConocidos(config, datos.comisiones);

    // A new name reaches every month of its sales, which the Por cliente view names it by
    // (functions/src/resumenes/recargas.ts): a client sells in a few dozen months at most.
    const meses =
      before.nombre === datos.nombre
        ? []
        : (await tx.get(db.collection('resumenesClientesMes').where('clienteId', '==', uid).select())).docs;

    const antes = Object.fromEntries(EDITABLES.map((campo) => [campo, before[campo] ?? null]));
    const despues = Object.fromEntries(EDITABLES.map((campo) => [campo, datos[campo] ?? null]));
    tx.update(ref, {
      ...datos,
      // An optional field left empty is removed, not kept with its old value.
      rfc: datos.rfc ?? FieldValue.delete(),
      direccion: datos.direccion ?? FieldValue.delete(),
      busqueda: busquedaCliente({ ...datos, correo: String(before.correo ?? '') }),
      nombreOrden: claveOrden(datos.nombre),
      actualizadoEn: FieldValue.serverTimestamp(),
    });
    for (const mes of meses) tx.update(mes.ref, { nombre: datos.nombre });
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'clientes',
        message: `Cliente editado: ${datos.nombre}`,
        email: caller.correo,
        detalle: { entidad: 'clientes', id: uid, antes, despues },
      }),
    );
  });
  return { uid };
}
