import { arrayUnion, doc, serverTimestamp } from 'firebase/firestore/lite';
import { db, guardarEnTransaccion } from '@/lib/guardar/db';

/**
 * Adds a carrier; existing ones are never removed (the rules refuse it). A transaction though it
 * reads nothing: Firestore Lite sends a lone write once, and fails it when its answer is lost on the
 * way back, while a transaction's commit is sent again. Adding a name already on the list leaves
 * the list as it was, so a commit applied twice is harmless.
 */
export async function agregarOperador(nombre: string): Promise<void> {
  const ref = doc(db, 'config', 'operadores');
  await guardarEnTransaccion(async (tx) => {
    tx.update(ref, { lista: arrayUnion(nombre.trim()), actualizadoEn: serverTimestamp() });
  });
}
