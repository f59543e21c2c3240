import { onAuthStateChanged, signOut } from 'firebase/auth';
import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import type { Role } from '../../domain/roles';
import { auth, db } from './firebase';
import { writeLog } from './log';
import { evaluateSession, type LiveProfile, type SessionVerdict } from './session-check';
import { clearSessionUser, readSessionUser } from './session-user';

type ForcedLogoutHandler = (reason: string) => void;

let watchedUid: string | null = null;
let stopWatching: Unsubscribe | null = null;
let live: LiveProfile | null = null;
let liveReady: Promise<void> = Promise.resolve();
let onForcedLogout: ForcedLogoutHandler = () => undefined;

/** The app decides where a forced logout lands (the login screen). */
export function setForcedLogoutHandler(handler: ForcedLogoutHandler): void {
  onForcedLogout = handler;
}

function currentScreen(): string {
  return window.location.pathname.replace(/^\//, '').split('/')[0] || 'login';
}

let loggingOut: Promise<void> | null = null;

/**
 * Logs the sign-out, clears the session user, lets the caller go to /login, then signs out of
 * Auth (SPEC.md section 4). A second call while one runs (a double click) joins it.
 */
export function logout(goToLogin: () => void = () => undefined): Promise<void> {
  loggingOut ??= endSession(goToLogin).finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

async function endSession(goToLogin: () => void): Promise<void> {
  if (readSessionUser().status === 'ok') {
    // The log leaves while the token is still valid, and before the screen changes: a reload or
    // a closed tab on the login screen would otherwise cut it. Fire-and-forget: a bounded wait.
    const logged = writeLog({ type: 'INFO', screen: currentScreen(), message: 'Sesion cerrada' });
    await Promise.race([logged, new Promise((resolve) => setTimeout(resolve, 2000))]);
  }
  clearSessionUser();
  goToLogin();
  unwatch();
  await signOut(auth);
}

function forceLogout(reason: string): void {
  console.warn(`Cierre de sesión forzado: ${reason}`);
  void logout(() => onForcedLogout(reason));
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
  live = null;
  liveReady = Promise.resolve();
}

function watch(uid: string): void {
  unwatch();
  watchedUid = uid;
  liveReady = new Promise((resolve) => {
    stopWatching = onSnapshot(
      doc(db, 'usuarios', uid),
      (snap) => {
        live = snap.exists() ? (snap.data() as LiveProfile) : null;
        resolve();
        checkLive();
      },
      (error) => {
        live = null;
        resolve();
        if (readSessionUser().status === 'ok') forceLogout(`No se pudo leer el usuario (${error.code})`);
      },
    );
  });
}

onAuthStateChanged(auth, (user) => {
  if (user && user.uid !== watchedUid) watch(user.uid);
  if (!user) {
    unwatch();
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
