import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { deleteUserSchema } from '../../../domain/usuarios';
import { adminAuth, db } from '../admin';
import { requireCaller } from '../caller';
import { contarEnInicio } from '../contadores';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';
import { transaccionConPlazo } from '../transaccion';
import { guardAdmins, USUARIO_OCUPADO } from './admins';

async function deleteAuthAccount(uid: string): Promise<void> {
  try {
    await adminAuth.deleteUser(uid);
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
    if (code !== 'auth/user-not-found') throw error;
  }
}

/**
 * POST /api/deleteUser: removes the login. Business history stays: the usuarios and clientes
 * records are deactivated and marked deleted, never removed. One transaction decides, with the
 * last-active-admin guard over what it counts, so two admins deleting each other at once leave
 * one; the Auth account goes after it. Safe to retry: a deleted record is not written again.
 */
export async function deleteUser(req: Request): Promise<{ uid: string }> {
  const caller = await requireCaller(req, ['admin']);
  const { uid } = parseBody(deleteUserSchema, req.body);
  if (uid === caller.uid) throw new HttpError(422, 'No puede eliminar su propia cuenta');

  const usuarioRef = db.collection('usuarios').doc(uid);
  const clienteRef = db.collection('clientes').doc(uid);
  await transaccionConPlazo(db, USUARIO_OCUPADO, async (tx) => {
    const [usuario, cliente] = await Promise.all([tx.get(usuarioRef), tx.get(clienteRef)]);
    const before = usuario.data();
    if (!before) throw new HttpError(404, 'El usuario no existe');
    await guardAdmins(tx, caller.uid, before, true);
    if (before.eliminado) return;
    const now = FieldValue.serverTimestamp();
    tx.update(usuarioRef, { estatus: false, eliminado: true, eliminadoEn: now, actualizadoEn: now });
    if (cliente.exists) {
      tx.update(clienteRef, { estatus: false, actualizadoEn: now });
      contarEnInicio(tx, { clientesActivos: -Number(cliente.data()?.estatus === true) });
    }
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'usuarios',
        message: `Usuario eliminado: ${String(before.correo)}`,
        email: caller.correo,
        detalle: {
          entidad: 'usuarios',
          id: uid,
          antes: { estatus: before.estatus },
          despues: { estatus: false, eliminado: true },
        },
      }),
    );
  });
  await deleteAuthAccount(uid);
  return { uid };
}
