import { sessionUserSchema, type SessionUser } from '../../domain/usuarios';

export const SESSION_KEY = 'currentUser';

export type StoredSession = { status: 'ok'; user: SessionUser } | { status: 'missing' } | { status: 'corrupt' };

/** Reads sessionStorage.currentUser, telling a missing entry from an unparseable one. */
export function readSessionUser(): StoredSession {
  const raw = sessionStorage.getItem(SESSION_KEY);
  if (raw === null) return { status: 'missing' };
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { status: 'ok', user: parsed.data } : { status: 'corrupt' };
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
