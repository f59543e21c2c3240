import { initializeApp } from 'firebase/app';
import { browserSessionPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { apiKey, authDomain, emulatorHost, projectId, usesEmulators } from './firebase-config';
import { startTokenSync } from './sesion/token-sync';

export { emulatorHost, firestorePort, firestoreRest, usesEmulators } from './firebase-config';

export const firebaseApp = initializeApp({ apiKey, authDomain, projectId });

// initializeAuth without a popup/redirect resolver: getAuth() would load a Google script at
// start-up for sign-in methods this product does not use. Session persistence keeps the Auth
// session and sessionStorage.currentUser in the same tab's lifetime.
export const auth = initializeAuth(firebaseApp, { persistence: browserSessionPersistence });
auth.languageCode = 'es';

if (usesEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${import.meta.env.VITE_AUTH_EMULATOR_PORT || 9099}`, {
    disableWarnings: true,
  });
}

const sinSesion = () => Object.assign(new Error('Sin sesión'), { code: 'unauthenticated' });

/** The signed-in user's ID token, which the REST reads carry. */
export async function tokenDeSesion(): Promise<string> {
  const usuario = auth.currentUser;
  if (!usuario) throw sinSesion();
  return usuario.getIdToken();
}

/**
 * The signed-in user's ID token with what it says of this session: when it signed in (auth_time,
 * ms) and whether that sign-in passed a second factor.
 */
export async function tokenConSesion(): Promise<{ token: string; autenticadoEn: number; segundoFactor: boolean }> {
  const usuario = auth.currentUser;
  if (!usuario) throw sinSesion();
  const { token, authTime, signInSecondFactor } = await usuario.getIdTokenResult();
  return { token, autenticadoEn: Date.parse(authTime), segundoFactor: Boolean(signInSecondFactor) };
}

startTokenSync(auth, import.meta.env.VITE_AUTH_TOKEN_SYNC_URL);
