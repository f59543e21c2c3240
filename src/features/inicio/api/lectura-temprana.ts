import { adelantarAlCargar } from '@/lib/carga/adelantadas';
import { clavePerfil, leerPerfilCon } from '@/lib/sesion/perfil-usuario';
import { tokenGuardado } from '@/lib/sesion/sesion-guardada';
import { lecturasInicio } from './lecturas';

/**
 * How long a read the page load started waits to be taken: React, the router and Auth's first
 * report come meanwhile, several seconds later on a slow phone. Its figures are then at most this
 * old when they show.
 */
export const VIGENCIA_TEMPRANA_MS = 10_000;

/**
 * Inicio's reads, and the role guard's read of the usuarios record, started by its page as it
 * loads (src/temprano.ts) with the ID token Auth keeps for this tab: they travel while React, the
 * router and Firebase's SDK download, instead of after them and Auth's first round trip. Only for
 * the session user the tab holds, with Auth's user for the same uid and a token with 5 minutes or
 * more left (sesion-guardada.ts); otherwise the route's guard starts them as before.
 *
 * Nothing shows sooner than before: the guard still waits for Auth's first report (the only word on
 * who is signed in) and the role guard's verdict, and a session they end drops what these answered
 * (olvidarAdelantadas). The rules judge the stored token as the SDK's. A read that fails is made
 * once more with the session's token, after Auth's first report: the stored one may have been
 * refused, and the screen shows that second answer.
 */
export function leerInicioTemprano(): void {
  // The app ran first (a reload whose files all came from the cache): its guard reads them itself,
  // and reads started here as well would be made twice.
  if (document.documentElement.hasAttribute(ATRIBUTO_APP)) return;
  const sesion = sesionGuardada();
  if (!sesion) return;
  const { role, uid } = sesion;
  const token = tokenGuardado(uid);
  if (!token) return;
  const lecturas = lecturasInicio(role, uid);
  if (!lecturas.length) return;
  // The role guard's first verdict (session.ts), which the figures wait for as well.
  adelantarAlCargar(clavePerfil(uid), () => leerPerfilCon(token, uid), VIGENCIA_TEMPRANA_MS);
  for (const { clave, cargar } of lecturas)
    adelantarAlCargar(
      clave,
      () => cargar(token).catch(async () => cargar(await (await tokenDeLaApp)())),
      VIGENCIA_TEMPRANA_MS,
    );
}

/**
 * What the app's entry marks the page with as it starts (main.tsx; lectura-temprana.test.ts holds
 * the two equal). The page's early entry runs as soon as its file arrives: on a first visit before
 * the app, whose files are far larger; on a reload from the cache it may run after it.
 */
export const ATRIBUTO_APP = 'data-app';

/**
 * The key of the session user in sessionStorage, which must be currentUser (session-shell.ts's
 * SESSION_KEY, which lectura-temprana.test.ts holds equal). Written here rather than imported: a
 * module this entry shared with the app's would be a file of its own, one more request before the
 * sign-in page draws.
 */
export const CLAVE_SESION = 'currentUser';

/**
 * The uid and role of the tab's session user, as far as these reads need them: lecturasInicio
 * reads for admin and user only, and the guard checks the whole record (session-user.ts) before
 * anything shows.
 */
function sesionGuardada(): { uid: string; role: string } | null {
  try {
    const { uid, role } = (JSON.parse(sessionStorage.getItem(CLAVE_SESION) ?? 'null') ?? {}) as Record<string, unknown>;
    return typeof uid === 'string' && uid.length > 0 && typeof role === 'string' ? { uid, role } : null;
  } catch {
    return null;
  }
}

let darToken: (obtener: () => Promise<string>) => void = () => undefined;
const tokenDeLaApp = new Promise<() => Promise<string>>((resolve) => (darToken = resolve));

/**
 * How the app gets the session's token after Auth's first report (use-inicio.ts gives it): a read
 * to make again waits for it, so that this module needs neither Firebase's SDK nor a dynamic import.
 */
export function usarTokenDeSesion(obtener: () => Promise<string>): void {
  darToken(obtener);
}
