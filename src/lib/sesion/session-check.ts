import type { Role } from '@domain/roles';
import type { SessionUser } from '@domain/usuarios';
import type { StoredSession } from './session-user';

/** The usuarios record as the database has it now; null when there is none. */
export interface LiveProfile {
  uid: string;
  nombre: string;
  correo: string;
  role: Role | string;
  estatus: boolean;
  /** Sessions signed in before this moment were ended (server's sesion/revocar.ts); absent when none was. */
  sesionesDesde?: Date;
}

export const SESIONES_CERRADAS = 'Se cerraron las sesiones de su cuenta en todos sus dispositivos';

export type SessionVerdict = { ok: true; user: SessionUser } | { ok: false; reason: string };

/**
 * The role guard's decision: the stored session user must be present, parseable, have a role
 * the screen allows, and still match the signed-in account and its usuarios record (so editing
 * sessionStorage by hand gains nothing); a session signed in (at `autenticadoEn`, ms) before the
 * account's sessions were ended is over, as the API already refuses it.
 */
export function evaluateSession(
  stored: StoredSession,
  allowed: readonly Role[],
  authUid: string | null,
  live: LiveProfile | null,
  autenticadoEn: number | null = null,
): SessionVerdict {
  if (stored.status === 'missing') return { ok: false, reason: 'No hay usuario en la sesión (currentUser)' };
  if (stored.status === 'corrupt') return { ok: false, reason: 'El usuario de la sesión (currentUser) está dañado' };
  const { user } = stored;
  if (!allowed.includes(user.role))
    return { ok: false, reason: `El rol "${user.role}" no tiene acceso a esta pantalla` };
  if (!authUid || user.uid !== authUid) return { ok: false, reason: 'El usuario de la sesión no es el autenticado' };
  if (!live) return { ok: false, reason: 'El usuario no existe en la base de datos' };
  if (!live.estatus) return { ok: false, reason: 'El usuario no está activo' };
  if (live.role !== user.role)
    return { ok: false, reason: 'El rol de la sesión no coincide con el registro de usuarios' };
  if (live.sesionesDesde instanceof Date && autenticadoEn !== null && autenticadoEn < live.sesionesDesde.getTime())
    return { ok: false, reason: SESIONES_CERRADAS };
  return { ok: true, user };
}
