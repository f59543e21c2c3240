import { arrayUnion, doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { OPERADORES_INICIALES } from '../../../../domain/catalogo';
import { db } from '../../../lib/firebase';

const ref = () => doc(db, 'config', 'operadores');

/** The carriers products can belong to (one small document); the admin can add more. */
export function useOperadores() {
  const [lista, setLista] = useState<string[]>(OPERADORES_INICIALES);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let cancelled = false;
    getDoc(ref()).then(
      (snap) => !cancelled && snap.exists() && setLista(snap.data().lista as string[]),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { lista, reload };
}

/** Adds a carrier; existing ones are never removed (the rules refuse it). */
export async function agregarOperador(nombre: string): Promise<void> {
  await updateDoc(ref(), { lista: arrayUnion(nombre.trim()), actualizadoEn: serverTimestamp() });
}
