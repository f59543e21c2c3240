import { arrayUnion, doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { db } from '../../../lib/db';

/** Adds a carrier; existing ones are never removed (the rules refuse it). */
export async function agregarOperador(nombre: string): Promise<void> {
  await updateDoc(doc(db, 'config', 'operadores'), {
    lista: arrayUnion(nombre.trim()),
    actualizadoEn: serverTimestamp(),
  });
}
