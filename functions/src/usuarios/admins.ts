import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import { HttpError } from '../http';

/** The 503 of a user change whose transaction could not get through in time. */
export const USUARIO_OCUPADO = 'Otra operación está cambiando estos usuarios en este momento. Intente de nuevo.';

/**
 * Inside the transaction that changes a user: the caller is still an active admin, and an
 * active admin remains besides the one being demoted or deactivated. Reading these in the
 * transaction makes two admins demoting each other at once end with one of them refused.
 */
export async function guardAdmins(
  tx: Transaction,
  callerUid: string,
  target: DocumentData,
  removesAdmin: boolean,
): Promise<void> {
  const caller = (await tx.get(db.collection('usuarios').doc(callerUid))).data();
  if (caller?.role !== 'admin' || caller.estatus !== true) {
    throw new HttpError(403, 'No tiene permiso para esta operación');
  }
  if (!removesAdmin || target.role !== 'admin' || target.estatus !== true) return;
  const admins = await tx.get(db.collection('usuarios').where('role', '==', 'admin').where('estatus', '==', true));
  if (!admins.docs.some((doc) => doc.id !== target.uid)) {
    throw new HttpError(422, 'Debe quedar al menos un administrador activo');
  }
}
