import { initializeApp } from 'firebase/app';
import { browserSessionPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { apiKey, authDomain, emulatorHost, projectId, usesEmulators } from './firebase-config';
import { startTokenSync } from './token-sync';

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

/** The signed-in user's ID token, which the REST reads carry. */
export async function tokenDeSesion(): Promise<string> {
  const usuario = auth.currentUser;
  if (!usuario) throw Object.assign(new Error('Sin sesión'), { code: 'unauthenticated' });
  return usuario.getIdToken();
}

startTokenSync(auth, import.meta.env.VITE_AUTH_TOKEN_SYNC_URL);
