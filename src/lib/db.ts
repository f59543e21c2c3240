import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulatorHost, firebaseApp, firestorePort, usesEmulators } from './firebase';

// Firestore's SDK, apart from the app's Firebase set-up (firebase.ts): a screen whose reads all go
// over REST (Inicio) draws without it, and the session's live listener loads it when the page is
// idle (session.ts). Issue 14: about 80 kB gzip less before /inicio's figures show.
export const db = getFirestore(firebaseApp);
if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, firestorePort);
