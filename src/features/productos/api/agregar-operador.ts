import { arrayUnion, serverTimestamp, updateDoc } from 'firebase/firestore';
import { operadoresRef } from '../../../lib/use-operadores';

/** Adds a carrier; existing ones are never removed (the rules refuse it). */
export async function agregarOperador(nombre: string): Promise<void> {
  await updateDoc(operadoresRef(), { lista: arrayUnion(nombre.trim()), actualizadoEn: serverTimestamp() });
}
