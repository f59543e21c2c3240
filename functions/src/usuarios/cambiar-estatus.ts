import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { cambiarEstatusSchema } from '../../../domain/usuarios';
import { adminAuth, db } from '../admin';
import { requireCaller } from '../caller';
import { contarEnInicio } from '../contadores';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';
import { revocarSesiones } from '../sesion/revocar';
import { transaccionConPlazo } from '../transaccion';
import { guardAdmins, USUARIO_OCUPADO } from './admins';

/**
 * POST /api/usuarios/estatus: activates or deactivates a login and its clientes record.
 * Deactivating also disables the Auth account and revokes its sessions, so the user is out at
 * its next request. Repeating a call converges to the same state.
 */
export async function cambiarEstatus(req: Request): Promise<{ uid: string; estatus: boolean }> {
  const caller = await requireCaller(req, ['admin']);
  const { uid, estatus } = parseBody(cambiarEstatusSchema, req.body);
  if (uid === caller.uid) throw new HttpError(422, 'No puede desactivar ni reactivar su propia cuenta');

  const ref = db.collection('usuarios').doc(uid);
  const clienteRef = db.collection('clientes').doc(uid);
  await transaccionConPlazo(db, USUARIO_OCUPADO, async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw new HttpError(404, 'El usuario no existe');
    if (before.eliminado) throw new HttpError(422, 'El usuario fue eliminado; no se puede reactivar');
    const cliente = await tx.get(clienteRef);
    await guardAdmins(tx, caller.uid, before, !estatus);
    if (before.estatus === estatus) return;
    const now = FieldValue.serverTimestamp();
    tx.update(ref, { estatus, actualizadoEn: now });
    if (cliente.exists) {
      tx.update(clienteRef, { estatus, actualizadoEn: now });
      contarEnInicio(tx, { clientesActivos: Number(estatus) - Number(cliente.data()?.estatus === true) });
    }
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'usuarios',
        message: `Usuario ${estatus ? 'activado' : 'desactivado'}: ${String(before.correo)}`,
        email: caller.correo,
        detalle: { entidad: 'usuarios', id: uid, antes: { estatus: before.estatus }, despues: { estatus } },
      }),
    );
  });

  await adminAuth.updateUser(uid, { disabled: !estatus });
  if (!estatus) await revocarSesiones(uid);
  return { uid, estatus };
}
