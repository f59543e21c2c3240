import { doc, getDoc } from 'firebase/firestore';
import { db } from './db';

/** A client's saldo as it is now, read from the server (one document read). */
export async function leerSaldo(clienteId: string): Promise<number> {
  const snap = await getDoc(doc(db, 'clientes', clienteId));
  return Number(snap.data()?.saldo ?? 0);
}
