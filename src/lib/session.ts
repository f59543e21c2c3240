import { onAuthStateChanged, signOut } from 'firebase/auth';
import type { Unsubscribe } from 'firebase/firestore';
import { pantallaDeRuta } from '../../domain/pantallas';
import type { Role } from '../../domain/roles';
import { olvidarAdelantadas, tomarAdelantada } from './adelantadas';
import { auth } from './firebase';
import { dbErrorMessage } from './db-errors';
import { clavePerfil, leerPerfilCon } from './perfil-usuario';
import { enReposo } from './en-reposo';
import { sendApi } from './api-client';
import { evaluateSession, type LiveProfile, type SessionVerdict } from './session-check';
import { forcedLogoutLanding } from './session-shell';
import { clearSessionUser, readSessionUser } from './session-user';

// The guards load this module on demand (it brings Firebase): what they need comes with it.
export { clearSessionUser, readSessionUser };

let watchedUid: string | null = null;
/** The current watch (watch()): an answer of an older one, even for the same uid, is dropped. */
let currentWatch: symbol | null = null;
let stopWatching: Unsubscribe | null = null;
let live: LiveProfile | null = null;
let liveReady: Promise<void> = Promise.resolve();
let loggingOut: Promise<void> | null = null;

/**
 * SPEC.md section 4: clears the session user, lets the caller go to /login, then signs out of
 * Auth. The "Sesion cerrada" log leaves first, as a keepalive request that a reload or a closed
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
  const verdict = evaluateSession(stored, [stored.user.role], auth.currentUser?.uid ?? null, live);
  if (!verdict.ok) forceLogout(verdict.reason);
}

function unwatch(): void {
  stopWatching?.();
  stopWatching = null;
  watchedUid = null;
  currentWatch = null;
  live = null;
  liveReady = Promise.resolve();
}

/**
 * The usuarios record in one REST request (perfil-usuario.ts). The one Inicio's page load read
 * for the same uid (lectura-temprana.ts) is taken instead, up to 10 s after it started; the
 * listener, which starts once the screen has drawn, then ends the session at any change since.
 * If that read failed (its stored token may have been refused), it is read again here.
 */
async function leerPerfil(uid: string): Promise<LiveProfile | null> {
  const temprana = tomarAdelantada(clavePerfil(uid));
  if (temprana) {
    try {
      return (await temprana.promesa) as LiveProfile | null;
    } catch {
      // Read again with the session's own token.
    }
  }
  const token = await auth.currentUser?.getIdToken();
  if (!token) throw new Error('Sin sesión de autenticación');
  return leerPerfilCon(token, uid);
}

/**
 * Keeps `live` as the usuarios record of `uid` now. The role guard's first verdict comes from one
 * REST read (a round trip); a record that does not match the session ends it. The live listener,
 * which keeps `live` current from then on and ends the session at a change (a deactivation, a new
 * role), starts once the screen has drawn: it brings Firestore's SDK (about 80 kB gzip), which
 * Inicio draws without. Its first snapshot is the record as it is then, so a change made in between
 * still ends the session. A REST read that fails starts the listener at once, for the first
 * verdict; should its code not load either, the session ends, as a refused listener ends it.
 */
function watch(uid: string): void {
  unwatch();
  watchedUid = uid;
  const thisWatch = Symbol(uid);
  currentWatch = thisWatch;
  liveReady = new Promise((resolve) => {
    let decidido = false;
    const fallo = (motivo: string) => {
      if (currentWatch !== thisWatch) return;
      live = null;
      resolve();
      if (readSessionUser().status === 'ok') forceLogout(motivo);
    };
    const escuchar = () => {
      if (currentWatch !== thisWatch) return;
      import('./escucha-usuario').then(
        ({ escucharUsuario }) => {
          // A watch that has ended meanwhile (a sign-out, even if the same user signed in again).
          if (currentWatch !== thisWatch) return;
          stopWatching = escucharUsuario(
            uid,
            (perfil) => {
              decidido = true;
              live = perfil;
              resolve();
              checkLive();
            },
            (error) => fallo(`No se pudo leer el usuario (${dbErrorMessage(error)})`),
          );
        },
        (error: unknown) => {
          if (decidido)
            console.warn('No se pudo cargar la escucha del usuario; la sesión sigue con su última lectura.', error);
          else fallo('No se pudo cargar la lectura del usuario');
        },
      );
    };
    leerPerfil(uid).then(
      (perfil) => {
        // Never for a watch that has ended meanwhile (a sign-out, even if the same user has signed
        // in again).
        if (currentWatch !== thisWatch) return;
        decidido = true;
        live = perfil;
        resolve();
        checkLive();
        enReposo(escuchar);
      },
      () => escuchar(),
    );
  });
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
  return evaluateSession(readSessionUser(), allowed, auth.currentUser?.uid ?? null, live);
}
