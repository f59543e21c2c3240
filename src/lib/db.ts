import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulatorHost, firebaseApp, firestorePort, usesEmulators } from './firebase';

// Firestore's SDK, apart from the app's Firebase set-up (firebase.ts): every screen reads over REST
// and draws without it; only a dialog that saves through it loads it (products, suppliers,
// distributors, a status change). About 85 kB gzip that no screen's first load carries (Inicio's
// is held to 300 kB).
export const db = getFirestore(firebaseApp);
if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, firestorePort);
