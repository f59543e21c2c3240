import { initializeApp } from 'firebase/app';
import { browserSessionPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { startTokenSync } from './token-sync';

const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID || 'demo-recargas';

export const firebaseApp = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
  projectId,
});

// initializeAuth without a popup/redirect resolver: getAuth() would load a Google script at
// start-up for sign-in methods this product does not use. Session persistence keeps the Auth
// session and sessionStorage.currentUser in the same tab's lifetime.
export const auth = initializeAuth(firebaseApp, { persistence: browserSessionPersistence });
auth.languageCode = 'es';

// A demo- project never talks to Google: it always uses the local emulators.
export const usesEmulators = projectId.startsWith('demo-') || import.meta.env.VITE_USE_EMULATORS === 'true';
export const emulatorHost = window.location.hostname === 'localhost' ? '127.0.0.1' : window.location.hostname;
export const firestorePort = Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT || 8080);
if (usesEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${import.meta.env.VITE_AUTH_EMULATOR_PORT || 9099}`, {
    disableWarnings: true,
  });
}

/** The database's REST address, for lookups by id and queries in one request each (documentos-rest.ts, consulta-rest.ts). */
export const firestoreRest = `${
  usesEmulators ? `http://${emulatorHost}:${firestorePort}` : 'https://firestore.googleapis.com'
}/v1/projects/${projectId}/databases/(default)/documents`;

startTokenSync(auth, import.meta.env.VITE_AUTH_TOKEN_SYNC_URL);
