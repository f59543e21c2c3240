import { FieldValue, type DocumentReference, type SetOptions } from 'firebase-admin/firestore';
import { CONTADORES_INICIO, type ContadoresInicio } from '../../domain/contadores';
import { db } from './admin';

/** A transaction or a batch: both write a merge the same way. */
interface Escritor {
  set(ref: DocumentReference, data: Record<string, FieldValue>, options: SetOptions): unknown;
}

export const contadoresInicioRef = () => db.collection(CONTADORES_INICIO.coleccion).doc(CONTADORES_INICIO.id);

/**
 * In the transaction or batch that changes what Inicio counts: blind increments, no read, so two
 * endpoints never wait on each other for it. A change of 0 writes nothing.
 */
export function contarEnInicio(escritor: Escritor, cambio: Partial<ContadoresInicio>): void {
  const campos = Object.fromEntries(
    Object.entries(cambio)
      .filter(([, n]) => n)
      .map(([campo, n]) => [campo, FieldValue.increment(n)]),
  );
  if (Object.keys(campos).length) escritor.set(contadoresInicioRef(), campos, { merge: true });
}
