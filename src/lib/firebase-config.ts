// The project's addresses, without Firebase's SDK: the SDK's set-up (firebase.ts) and what reads
// over REST before the SDK has loaded (lectura-temprana.ts) both take them from here.

export const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID || 'demo-recargas';
export const apiKey = import.meta.env.VITE_FIREBASE_API_KEY || 'demo-api-key';
export const authDomain = import.meta.env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`;

// A demo- project never talks to Google: it always uses the local emulators.
export const usesEmulators = projectId.startsWith('demo-') || import.meta.env.VITE_USE_EMULATORS === 'true';
export const emulatorHost = window.location.hostname === 'localhost' ? '127.0.0.1' : window.location.hostname;
export const firestorePort = Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT || 8080);

/** The database's REST address, for lookups by id and queries in one request each (documentos-rest.ts, consulta-rest.ts). */
export const firestoreRest = `${
  usesEmulators ? `http://${emulatorHost}:${firestorePort}` : 'https://firestore.googleapis.com'
}/v1/projects/${projectId}/databases/(default)/documents`;
