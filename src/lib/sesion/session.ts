import { onAuthStateChanged, signOut } from 'firebase/auth';
import { pantallaDeRuta } from '@domain/pantallas';
import type { Role } from '@domain/roles';
import { exigeSegundoFactor } from '@domain/segundo-factor';
import { olvidarAdelantadas, tomarAdelantada } from '../carga/adelantadas';
import { auth, tokenConSesion } from '../firebase';
import { dbErrorMessage } from '../db-errors';
import { clavePerfil, leerPerfilCon } from './perfil-usuario';
import { alRechazar } from './rechazos';
import { sendApi } from '../api/api-client';
import { evaluateSession, type LiveProfile, type SessionVerdict } from './session-check';
import { forcedLogoutLanding } from './session-shell';
import { clearSessionUser, readSessionUser } from './session-user';

// The guards load this module on demand (it brings Firebase): what they need comes with it.
export { clearSessionUser, readSessionUser };

let watchedUid: string | null = null;
/** The current watch (watch()): an answer of an older one, even for the same uid, is dropped. */
let currentWatch: symbol | null = null;
let stopWatching: (() => void) | null = null;
let live: LiveProfile | null = null;
/** When this session signed in (its token's auth_time, ms), as of the last read of the record. */
let autenticadoEn: number | null = null;
let liveReady: Promise<void> = Promise.resolve();
let loggingOut: Promise<void> | null = null;

/**
 * Logging out: clears the session user, lets the caller go to /login, then signs out of Auth.
 * The "Sesion cerrada" log leaves first, as a keepalive request that a reload or a closed
 * tab does not cut. A second call while one runs (a double click) joins it.
 */
export function logout(goToLogin: () => void = () => undefined): Promise<void> {
  loggingOut ??= endSession(goToLogin).finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

async function endSession(goToLogin: () => void): Promise<void> {
  const signedIn = readSessionUser().status === 'ok';
  // Synchronously, before anything can wait: a reload from here on finds no session, and no read
  // started for it answers the next one's screens.
  clearSessionUser();
  olvidarAdelantadas();
  if (signedIn) await sendApi('sesion/cerrar', { screen: pantallaDeRuta(window.location.pathname) });
  goToLogin();
  unwatch();
  await signOut(auth);
}

function forceLogout(reason: string): void {
  console.warn(`Cierre de sesión forzado: ${reason}`);
  void logout(() => forcedLogoutLanding(reason));
}

/** After any change of the usuarios record, a signed-in session that no longer matches ends. */
function checkLive(): void {
  const stored = readSessionUser();
  if (stored.status !== 'ok') return;
  const verdict = evaluateSession(stored, [stored.user.role], auth.currentUser?.uid ?? null, live, autenticadoEn);
  if (!verdict.ok) forceLogout(verdict.reason);
}

function unwatch(): void {
  stopWatching?.();
  stopWatching = null;
  watchedUid = null;
  currentWatch = null;
  live = null;
  autenticadoEn = null;
  liveReady = Promise.resolve();
}

/** How often a visible tab reads its usuarios record again (vigilar). */
export const REVISION_MS = 30_000;
/** Checks started by the page's events (back in view, focus, online) are at least this far apart. */
const REVISION_MINIMA_MS = 5_000;
/** The first read's waits before it is tried again when the network failed it. */
const REINTENTOS_MS = [1_000, 3_000];

/** A read the server refused (the rules, the token): not the network's failure, which a later read mends. */
const esRechazo = (error: unknown) =>
  ['permission-denied', 'unauthenticated'].includes((error as { code?: unknown } | null)?.code as string);

/**
 * The usuarios record of `uid` now, in one REST request with the session's token (perfil-usuario.ts);
 * the token also says when this session signed in, which the record's end of sessions is compared with.
 */
async function leerAhora(uid: string): Promise<LiveProfile | null> {
  const sesion = await tokenConSesion();
  autenticadoEn = sesion.autenticadoEn;
  return leerPerfilCon(sesion.token, uid);
}

/**
 * The guard's first read of the record. The one Inicio's page load read for the same uid
 * (lectura-temprana.ts) is taken instead, up to 10 s after it started; if that failed (its stored
 * token may have been refused), it is read again here. A read the network failed is tried twice
 * more (1 s, then 3 s later): a phone's dropped connection does not end the session at once.
 */
async function leerPrimera(uid: string, vigente: () => boolean): Promise<LiveProfile | null> {
  const temprana = tomarAdelantada(clavePerfil(uid));
  if (temprana) {
    try {
      const perfil = (await temprana.promesa) as LiveProfile | null;
      autenticadoEn = (await tokenConSesion()).autenticadoEn;
      return perfil;
    } catch {
      // Read again with the session's own token.
    }
  }
  for (const espera of REINTENTOS_MS) {
    try {
      return await leerAhora(uid);
    } catch (error) {
      if (esRechazo(error) || !vigente()) throw error;
      await new Promise((resolve) => setTimeout(resolve, espera));
    }
  }
  return leerAhora(uid);
}

/**
 * Reads the record again (`revisar`) every 30 s while the tab is in view, when it comes back into
 * view or its window takes the focus, when the connection comes back, and at once whenever the
 * server refuses a request (rechazos.ts). Returns what stops it all.
 */
function vigilar(revisar: (forzada: boolean) => void): () => void {
  const enVista = () => document.visibilityState === 'visible';
  const alVolver = () => {
    if (enVista()) revisar(false);
  };
  const alConectar = () => revisar(false);
  const intervalo = window.setInterval(alVolver, REVISION_MS);
  document.addEventListener('visibilitychange', alVolver);
  window.addEventListener('focus', alVolver);
  window.addEventListener('online', alConectar);
  const dejarRechazos = alRechazar(() => revisar(true));
  return () => {
    window.clearInterval(intervalo);
    document.removeEventListener('visibilitychange', alVolver);
    window.removeEventListener('focus', alVolver);
    window.removeEventListener('online', alConectar);
    dejarRechazos();
  };
}

/**
 * Keeps `live` as the usuarios record of `uid`, over REST: no screen needs a Firestore SDK (even its
 * Lite edition, which the saves use, is about 25 kB gzip a phone would download and run at every
 * load) to keep its session honest.
 *
 * The role guard's first verdict comes from one read (leerPrimera); a record that does not match
 * the session ends it. From then on the record is read again (vigilar): a deactivation or a new
 * role ends the session within 30 s while the tab is in view, as soon as it is back in view, and at
 * once when the server refuses the user's next read or request. The rules and the API refuse such
 * a user everything from the moment of the change; these checks only bring the screen along.
 * A check the network fails keeps the session as last read; one the server refuses ends it, as the
 * first read's refusal does. Answers of an older check, or of a watch that has ended (a sign-out,
 * even if the same user signed in again), never replace a newer one.
 */
function watch(uid: string): void {
  unwatch();
  watchedUid = uid;
  const thisWatch = Symbol(uid);
  currentWatch = thisWatch;
  const vigente = () => currentWatch === thisWatch;
  const fallo = (error: unknown) => {
    if (!vigente() || readSessionUser().status !== 'ok') return;
    forceLogout(`No se pudo leer el usuario (${dbErrorMessage(error)})`);
  };
  // From the first read's answer on (set below): a page load's own focus or visibility event, just
  // after it, reads nothing more.
  let ultimaPedida = 0;
  let enCurso = false;
  let otraTras = false;
  // One check at a time, so their answers come in the order they were asked.
  const revisar = (forzada: boolean) => {
    // A session already ending (its stored user is gone the moment it starts) is not read again.
    if (!vigente() || readSessionUser().status !== 'ok') return;
    if (enCurso) {
      // A refusal while a check is out: that check may have read the record before the change.
      otraTras ||= forzada;
      return;
    }
    if (!forzada && Date.now() - ultimaPedida < REVISION_MINIMA_MS) return;
    ultimaPedida = Date.now();
    enCurso = true;
    leerAhora(uid)
      .then(
        (perfil) => {
          if (!vigente()) return;
          live = perfil;
          checkLive();
        },
        (error: unknown) => {
          if (esRechazo(error)) fallo(error);
          else console.warn('No se pudo revisar el usuario; la sesión sigue con su última lectura.', error);
        },
      )
      .finally(() => {
        enCurso = false;
        if (!otraTras) return;
        otraTras = false;
        revisar(true);
      });
  };
  liveReady = leerPrimera(uid, vigente).then(
    (perfil) => {
      if (!vigente()) return;
      live = perfil;
      checkLive();
      ultimaPedida = Date.now();
      stopWatching = vigilar(revisar);
    },
    (error: unknown) => {
      if (!vigente()) return;
      live = null;
      fallo(error);
    },
  );
}

onAuthStateChanged(auth, (user) => {
  if (user && user.uid !== watchedUid) watch(user.uid);
  if (!user) {
    unwatch();
    // Nothing read with a stored token (lectura-temprana.ts) outlives the session Auth has ended.
    olvidarAdelantadas();
    // Auth ended the session by itself (disabled account, expired token): the app follows.
    if (readSessionUser().status === 'ok') forceLogout('La sesión de autenticación terminó');
  }
});

/** Waits for the first authentication report; true when someone is signed in. */
export async function isSignedIn(): Promise<boolean> {
  await auth.authStateReady();
  return auth.currentUser !== null;
}

/** The role guard: decides with the stored user, the Auth user and the live usuarios record. */
export async function verifySession(allowed: readonly Role[]): Promise<SessionVerdict> {
  await auth.authStateReady();
  const uid = auth.currentUser?.uid;
  if (uid && uid !== watchedUid) watch(uid);
  await liveReady;
  return evaluateSession(readSessionUser(), allowed, auth.currentUser?.uid ?? null, live, autenticadoEn);
}

/**
 * Whether this session still lacks the second factor its role must have: an admin's must have
 * signed in with one (the API refuses it everything else); the guard then sends it to Perfil to
 * enrol one.
 */
export async function faltaSegundoFactor(role: Role): Promise<boolean> {
  return exigeSegundoFactor(role) && !(await tokenConSesion()).segundoFactor;
}
