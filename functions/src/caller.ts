import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Request } from 'firebase-functions/v2/https';
import type { Role } from '../../domain/roles';
import {
  CODIGO_SEGUNDO_FACTOR,
  CODIGO_VERIFICACION_RECIENTE,
  exigeSegundoFactor,
  PIDE_VERIFICACION_RECIENTE,
  pideVerificacionReciente,
  SE_REQUIERE_SEGUNDO_FACTOR,
  verificacionVigente,
} from '../../domain/segundo-factor';
import { adminAuth, db } from './admin';
import { HttpError } from './http';

export interface Caller {
  uid: string;
  correo: string;
  role: Role;
  /** When the caller last signed in or reauthenticated (the token's auth_time), in ms. */
  autenticadoEn: number;
  /** When that sign-in passed a second factor (the same auth_time), in ms; null for a session without one. */
  verificadoEn: number | null;
}

export interface OpcionesCaller {
  /**
   * Only for the endpoints of the caller's own session (its sign-in and sign-out entries, ending
   * its sessions): an admin who has not yet enrolled a second factor signs in, is logged, and is
   * sent to enrol. Every other endpoint refuses an admin without one.
   */
  adminSinSegundoFactor?: true;
}

/** The uid a token says it is for, unverified: a well-formed id, or null. */
function uidReclamado(jwt: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    const sub = (payload as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Verifies the bearer ID token (revoked ones refused) and that the caller is active with an
 * allowed role. An admin's token must also carry a second factor (Firebase Auth's
 * `sign_in_second_factor`): that is the default, so every admin endpoint demands it without asking.
 */
export async function requireCaller(
  req: Request,
  roles: readonly Role[],
  opciones: OpcionesCaller = {},
): Promise<Caller> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'Falta el token de autenticación');
  // The user's document is read while the token is verified (the revocation check is a call to
  // Auth): by the uid the token claims, used only if the verified token names the same uid.
  const reclamado = uidReclamado(match[1]);
  const leido = reclamado ? db.collection('usuarios').doc(reclamado).get() : null;
  leido?.catch(() => undefined);
  let token: DecodedIdToken;
  try {
    token = await adminAuth.verifyIdToken(match[1], true);
  } catch {
    throw new HttpError(401, 'La sesión no es válida o expiró; inicie sesión de nuevo');
  }
  const { uid } = token;
  const snap = leido && reclamado === uid ? await leido : await db.collection('usuarios').doc(uid).get();
  const data = snap.data();
  if (!data) throw new HttpError(403, 'El usuario no existe en la base de datos');
  if (data.estatus !== true) throw new HttpError(403, 'El usuario no está activo');
  if (!roles.includes(data.role)) throw new HttpError(403, 'No tiene permiso para esta operación');
  const autenticadoEn = token.auth_time * 1000;
  const verificadoEn = token.firebase.sign_in_second_factor ? autenticadoEn : null;
  if (exigeSegundoFactor(data.role) && verificadoEn === null && !opciones.adminSinSegundoFactor) {
    throw new HttpError(403, SE_REQUIERE_SEGUNDO_FACTOR, { codigo: CODIGO_SEGUNDO_FACTOR });
  }
  return { uid, correo: String(data.correo ?? ''), role: data.role, autenticadoEn, verificadoEn };
}

/**
 * Step-up: an operation of more than $50,000.00 needs a second factor passed in the last 15
 * minutes. Refused otherwise, with the code the browser turns into a new verification (password
 * and SMS code), after which it sends the same request again.
 */
export function exigirVerificacionReciente(caller: Caller, centavos: number): void {
  if (!pideVerificacionReciente(centavos) || verificacionVigente(caller.verificadoEn, Date.now())) return;
  throw new HttpError(403, PIDE_VERIFICACION_RECIENTE, { codigo: CODIGO_VERIFICACION_RECIENTE });
}
