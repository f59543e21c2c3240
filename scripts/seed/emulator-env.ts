// Imported first by the seed: the functions' code it reuses creates its Firestore client as it
// loads, so the emulator addresses must be in the environment before any other import runs.
// Only ever against the local emulators of the demo project.
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.GCLOUD_PROJECT ||= 'demo-recargas';
