import { isRole } from '@domain/roles';
import type { SessionUser } from '@domain/usuarios';
import { SESSION_KEY } from './session-shell';

export { SESSION_KEY };

export type StoredSession = { status: 'ok'; user: SessionUser } | { status: 'missing' } | { status: 'corrupt' };

/**
 * The session user as domain's sessionUserSchema reads it (known fields only, a non-empty uid, a
 * known role, a boolean estatus); session-user.test.ts holds the two to the same answers. Checked
 * here by hand because signing in and every signed-in screen read it before they draw, and the
 * schema would bring zod (25 kB gzip) to screens that have no form.
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { uid, nombre, correo, role, estatus } = value as Record<string, unknown>;
  const valid =
    typeof uid === 'string' &&
    uid.length > 0 &&
    typeof nombre === 'string' &&
    typeof correo === 'string' &&
    isRole(role) &&
    typeof estatus === 'boolean';
  return valid ? { uid, nombre, correo, role, estatus } : null;
}

/** Reads sessionStorage.currentUser, telling a missing entry from an unparseable one. */
export function readSessionUser(): StoredSession {
  const raw = sessionStorage.getItem(SESSION_KEY);
  if (raw === null) return { status: 'missing' };
  try {
    const user = parseSessionUser(JSON.parse(raw));
    return user ? { status: 'ok', user } : { status: 'corrupt' };
  } catch {
    return { status: 'corrupt' };
  }
}

export function writeSessionUser(user: SessionUser): void {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(user));
}

export function clearSessionUser(): void {
  sessionStorage.removeItem(SESSION_KEY);
}
