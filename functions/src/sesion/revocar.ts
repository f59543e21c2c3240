import { Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { ROLES } from '../../../domain/roles';
import { cerrarMisSesionesSchema } from '../../../domain/usuarios';
import { adminAuth, db } from '../admin';
import { requireCaller } from '../caller';
import { parseBody } from '../http';
import { newLog, type ServerLog } from '../logs';

/**
 * Ends every session of `uid`: its refresh tokens are revoked, so the API refuses its ID tokens from
 * now on (requireCaller checks revocation) and no device gets a new one. The moment Auth records
 * (tokensValidAfterTime) is marked on its usuarios record as `sesionesDesde`, which an open app
 * reads with the record (src/lib/sesion/session.ts) and compares with its own sign-in: it signs out within
 * seconds. With `log`, its entry goes in the same write as the mark.
 */
export async function revocarSesiones(uid: string, log?: ServerLog): Promise<void> {
  await adminAuth.revokeRefreshTokens(uid);
  const { tokensValidAfterTime } = await adminAuth.getUser(uid);
  const desde = Date.parse(tokensValidAfterTime ?? '');
  const batch = db.batch();
  batch.update(db.collection('usuarios').doc(uid), {
    sesionesDesde: Timestamp.fromMillis(Number.isFinite(desde) ? desde : Date.now()),
  });
  if (log) batch.set(...newLog(log));
  await batch.commit();
}

/**
 * POST /api/sesion/revocar {}: Perfil's "Cerrar sesión en todos sus dispositivos", this one
 * included. A session of the caller's own, like signing out: an admin still enrolling its second
 * factor may end its sessions too.
 */
export async function cerrarMisSesiones(req: Request): Promise<{ ok: true }> {
  const caller = await requireCaller(req, ROLES, { adminSinSegundoFactor: true });
  parseBody(cerrarMisSesionesSchema, req.body);
  await revocarSesiones(caller.uid, {
    type: 'INFO',
    screen: 'perfil',
    message: 'Sesiones cerradas en todos los dispositivos',
    email: caller.correo,
  });
  return { ok: true };
}
