import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Request } from 'firebase-functions/v2/https';
import type { Role } from '../../domain/roles';
import { adminAuth, db } from './admin';
import { HttpError } from './http';

export interface Caller {
  uid: string;
  correo: string;
  role: Role;
  /** When the caller last signed in or reauthenticated (the token's auth_time), in ms. */
  autenticadoEn: number;
}

/** Verifies the bearer ID token (revoked ones refused) and that the caller is active with an allowed role. */
export async function requireCaller(req: Request, roles: readonly Role[]): Promise<Caller> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'Falta el token de autenticación');
  let token: DecodedIdToken;
  try {
    token = await adminAuth.verifyIdToken(match[1], true);
  } catch {
    throw new HttpError(401, 'La sesión no es válida o expiró; inicie sesión de nuevo');
  }
  const { uid } = token;
  const snap = await db.collection('usuarios').doc(uid).get();
  const data = snap.data();
  if (!data) throw new HttpError(403, 'El usuario no existe en la base de datos');
  if (data.estatus !== true) throw new HttpError(403, 'El usuario no está activo');
  if (!roles.includes(data.role)) throw new HttpError(403, 'No tiene permiso para esta operación');
  return { uid, correo: String(data.correo ?? ''), role: data.role, autenticadoEn: token.auth_time * 1000 };
}
