import { redirect } from 'react-router-dom';
import { MOTIVO_SIN_ACCESO } from '../lib/salida';
import { clearSessionUser, readSessionUser } from '../lib/session-user';
import { isSignedIn, logout, verifySession } from '../lib/session';
import { landingFor, type Screen } from './routes';

/** / and /login are always allowed; a signed-in session goes straight to its landing screen. */
export async function loginLoader() {
  const stored = readSessionUser();
  if (stored.status === 'ok' && (await isSignedIn())) {
    const verdict = await verifySession([stored.user.role]);
    if (verdict.ok) throw redirect(landingFor(verdict.user.role));
  }
  return null;
}

/** Any other path: a signed-in user first (after the first auth report), then the role guard. */
export function screenLoader(screen: Pick<Screen, 'roles'> | null) {
  return async () => {
    if (!(await isSignedIn())) {
      clearSessionUser();
      throw redirect('/login');
    }
    if (!screen) return null;
    const verdict = await verifySession(screen.roles);
    if (!verdict.ok) {
      console.warn(`Guardia de rol: ${verdict.reason}. Se cierra la sesión.`);
      const stored = readSessionUser();
      // The sign-in screen says why when the role may not open the page (not for a broken session).
      const sinAcceso = stored.status === 'ok' && !screen.roles.includes(stored.user.role);
      await logout();
      throw redirect(sinAcceso ? `/login?motivo=${MOTIVO_SIN_ACCESO}` : '/login');
    }
    return null;
  };
}
