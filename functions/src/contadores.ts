import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { CONTADORES_INICIO, type ContadoresInicio } from '../../domain/contadores';
import { db } from './admin';

/**
 * In the transaction that changes what Inicio counts: blind increments, no read, so two endpoints
 * never wait on each other for it. A change of 0 writes nothing.
 */
export function contarEnInicio(tx: Transaction, cambio: Partial<ContadoresInicio>): void {
  const campos = Object.fromEntries(
    Object.entries(cambio)
      .filter(([, n]) => n)
      .map(([campo, n]) => [campo, FieldValue.increment(n)]),
  );
  if (Object.keys(campos).length) {
    tx.set(db.collection(CONTADORES_INICIO.coleccion).doc(CONTADORES_INICIO.id), campos, { merge: true });
  }
}
