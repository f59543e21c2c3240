import type { Request } from 'firebase-functions/v2/https';
import { cerrarSesionesSchema } from '../../../domain/usuarios';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { revocarSesiones } from '../sesion/revocar';

/** POST /api/usuarios/sesiones {uid}: an admin ends every open session of a user (Usuarios → Cerrar sus sesiones). */
export async function cerrarSesionesDe(req: Request): Promise<{ uid: string }> {
  const caller = await requireCaller(req, ['admin']);
  const { uid } = parseBody(cerrarSesionesSchema, req.body);
  const usuario = (await db.collection('usuarios').doc(uid).get()).data();
  if (!usuario) throw new HttpError(404, 'El usuario no existe');
  if (usuario.eliminado) throw new HttpError(422, 'El usuario fue eliminado: ya no tiene sesiones');
  await revocarSesiones(uid, {
    type: 'INFO',
    screen: 'usuarios',
    message: `Sesiones cerradas: ${String(usuario.correo)}`,
    email: caller.correo,
    detalle: { entidad: 'usuarios', id: uid, antes: null, despues: null },
  });
  return { uid };
}
