import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore';

/**
 * A list's row mapper: the document's id, and the fields `leer` takes from its data. Made once at
 * module level, it is the stable `map` useCursorPage asks for.
 */
export function filaDe<T extends { id: string }>(leer: (data: DocumentData) => Omit<T, 'id'>) {
  return (doc: QueryDocumentSnapshot): T => ({ id: doc.id, ...leer(doc.data()) }) as T;
}
