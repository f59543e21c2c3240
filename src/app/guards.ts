import { redirect } from 'react-router-dom';
import { loadWithReload } from '../lib/chunk-reload';
import { hasSessionUser } from '../lib/sesion/session-shell';
import { MOTIVO_SIN_ACCESO } from '../lib/sesion/salida';
import { adelantarPagina } from './lazy-page';
import { landingFor, PANTALLA_SEGUNDO_FACTOR, screenFor, type Screen } from './routes';

/** The session code brings Firebase: loaded by the first guard that has a session to check. */
const loadSession = () => loadWithReload(() => import('../lib/sesion/session'));

/**
 * The path of the last screen a guard let through. The router runs a screen's loader again for a
 * click on the screen already shown, whose mounted page would never take reads started for it.
 */
let pantallaActual: string | null = null;

/**
 * / and /login are always allowed; a signed-in session goes straight to its landing screen. A
 * tab with no session user has nothing to check, so the sign-in page draws without Firebase.
 */
export async function loginLoader() {
  pantallaActual = null;
  if (!hasSessionUser()) return null;
  const { faltaSegundoFactor, isSignedIn, readSessionUser, verifySession } = await loadSession();
  const stored = readSessionUser();
  if (stored.status === 'ok' && (await isSignedIn())) {
    const verdict = await verifySession([stored.user.role]);
    if (verdict.ok) {
      if (await faltaSegundoFactor(verdict.user.role)) throw redirect(PANTALLA_SEGUNDO_FACTOR);
      const landing = landingFor(verdict.user.role);
      // Its reads start now, while the router loads the signed-in frame (lazy-page.ts): the first
      // screen after signing in shows its figures sooner.
      const screen = screenFor(landing);
      if (screen) adelantarPagina(screen.load);
      throw redirect(landing);
    }
  }
  return null;
}

/**
 * Any other path: a signed-in user first (after the first auth report), then the role guard. A
 * screen whose role the stored session user has starts its reads at once (lazy-page.ts), while
 * the guard checks the live record and the router loads and renders it: on a reload or a link, as
 * the menu's click does for a route change; not again for the screen already shown. An admin
 * signed in without a second factor is taken to Perfil to enrol one before any other screen.
 */
export function screenLoader(screen: Pick<Screen, 'path' | 'roles' | 'load'> | null) {
  return async ({ request }: { request: Request }) => {
    const destino = new URL(request.url).pathname;
    const mostrada = pantallaActual;
    pantallaActual = null;
    const { clearSessionUser, faltaSegundoFactor, isSignedIn, logout, readSessionUser, verifySession } =
      await loadSession();
    if (!(await isSignedIn())) {
      clearSessionUser();
      throw redirect('/login');
    }
    if (!screen) return null;
    // The screen's reads leave with the first auth report, beside the role guard's lookup of the
    // usuarios record rather than after it: a round trip less before the figures show. Only for a
    // role the screen allows; the rules judge each read again, so a session the guard then ends
    // gets nothing from them, and its sign-out drops what they answer (use-carga.ts).
    const stored = readSessionUser();
    const nueva = destino !== mostrada;
    if (nueva && stored.status === 'ok' && screen.roles.includes(stored.user.role)) adelantarPagina(screen.load);
    const verdict = await verifySession(screen.roles);
    if (!verdict.ok) {
      console.warn(`Guardia de rol: ${verdict.reason}. Se cierra la sesión.`);
      const ahora = readSessionUser();
      // The sign-in screen says why when the role may not open the page (not for a broken session).
      const sinAcceso = ahora.status === 'ok' && !screen.roles.includes(ahora.user.role);
      await logout();
      throw redirect(sinAcceso ? `/login?motivo=${MOTIVO_SIN_ACCESO}` : '/login');
    }
    if (screen.path !== PANTALLA_SEGUNDO_FACTOR && (await faltaSegundoFactor(verdict.user.role))) {
      throw redirect(PANTALLA_SEGUNDO_FACTOR);
    }
    pantallaActual = destino;
    return null;
  };
}
