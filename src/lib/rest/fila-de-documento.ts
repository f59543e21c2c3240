import type { DocumentData } from 'firebase/firestore/lite';

/**
 * A list's row mapper: the document's id, and the fields `leer` takes from its data. Made once at
 * module level, it is the stable `map` useCursorPage asks for.
 */
export function filaDe<T extends { id: string }>(leer: (data: DocumentData) => Omit<T, 'id'>) {
  return (doc: { id: string; data: () => DocumentData }): T => ({ id: doc.id, ...leer(doc.data()) }) as T;
}

/**
 * A timestamp field as a Date, null when absent or not a timestamp: a page read over REST holds a
 * Date (page-query.ts), a snapshot of the SDK a Timestamp, and a log's copy of a record its plain
 * {seconds} form (logs' detalle-filas.ts).
 */
export function fecha(valor: unknown): Date | null {
  if (valor instanceof Date) return valor;
  const marca = valor as { toDate?: unknown; seconds?: unknown } | null | undefined;
  if (typeof marca?.toDate === 'function') return (marca.toDate as () => Date)();
  return typeof marca?.seconds === 'number' ? new Date(marca.seconds * 1000) : null;
}
