import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { ROLE_LABELS } from '../../../domain/roles';
import { cambiarRolSchema } from '../../../domain/usuarios';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';
import { transaccionConPlazo } from '../transaccion';
import { guardAdmins, USUARIO_OCUPADO } from './admins';

/** POST /api/usuarios/rol: an admin changes another user's role. */
export async function cambiarRol(req: Request): Promise<{ uid: string; role: string }> {
  const caller = await requireCaller(req, ['admin']);
  const { uid, role } = parseBody(cambiarRolSchema, req.body);
  if (uid === caller.uid) throw new HttpError(422, 'No puede cambiar su propio rol');

  const ref = db.collection('usuarios').doc(uid);
  await transaccionConPlazo(db, USUARIO_OCUPADO, async (tx) => {
    const before = (await tx.get(ref)).data();
    if (!before) throw new HttpError(404, 'El usuario no existe');
    if (before.eliminado) throw new HttpError(422, 'El usuario fue eliminado; no se puede modificar');
    if (before.role === role) return;
    if (role === 'user' && !(await tx.get(db.collection('clientes').doc(uid))).exists) {
      throw new HttpError(
        422,
        'Para el rol Cliente el usuario necesita un registro de cliente; regístrelo desde Clientes',
      );
    }
    await guardAdmins(tx, caller.uid, before, role !== 'admin');
    tx.update(ref, { role, actualizadoEn: FieldValue.serverTimestamp() });
    tx.set(
      ...newLog({
        type: 'INFO',
        screen: 'usuarios',
        message: `Rol de ${String(before.correo)} cambiado a ${ROLE_LABELS[role]}`,
        email: caller.correo,
        detalle: { entidad: 'usuarios', id: uid, antes: { role: before.role }, despues: { role } },
      }),
    );
  });
  return { uid, role };
}
