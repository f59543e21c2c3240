import type { Role } from '../../domain/roles';
import type { SessionUser } from '../../domain/usuarios';
import type { StoredSession } from './session-user';

/** The usuarios record as the database has it now; null when there is none. */
export interface LiveProfile {
  uid: string;
  nombre: string;
  correo: string;
  role: Role | string;
  estatus: boolean;
}

export type SessionVerdict = { ok: true; user: SessionUser } | { ok: false; reason: string };

/**
 * The role guard's decision: the stored session user must be present, parseable, have a role
 * the screen allows, and still match the signed-in account and its usuarios record (so editing
 * sessionStorage by hand gains nothing).
 */
export function evaluateSession(
  stored: StoredSession,
  allowed: readonly Role[],
  authUid: string | null,
  live: LiveProfile | null,
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
  return { ok: true, user };
}
