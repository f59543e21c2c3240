import { connectFirestoreEmulator, getFirestore, runTransaction, type Transaction } from 'firebase/firestore/lite';
import { emulatorHost, firebaseApp, firestorePort, usesEmulators } from '../firebase';
import { avisarCambio } from '../carga/cambios';

// Firestore's SDK, apart from the app's Firebase set-up (firebase.ts): every screen reads over REST
// and draws without it; only a dialog that saves through it loads it (products, suppliers,
// distributors, a status change). Its Lite edition: a save is a transaction or a single write
// answered by the server, so the full SDK's listeners, local cache and offline write queue would go
// unused. About 25 kB gzip (the full SDK: 75) that no screen's first load carries.
export const db = getFirestore(firebaseApp);
if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, firestorePort);

/** A save's transaction; once it has ended, what screens had read counts as old (cambios.ts). */
export const guardarEnTransaccion = <T>(escribir: (tx: Transaction) => Promise<T>): Promise<T> =>
  runTransaction(db, escribir).finally(avisarCambio);
