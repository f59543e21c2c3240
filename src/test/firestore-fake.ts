import { vi } from 'vitest';

/** What the fake Firestore's getDocs was asked: the `in` ids, or the search, of each query. */
export const getDocs = vi.fn();

/** A query snapshot holding documents with these ids and names. */
export function snapshot(docs: { id: string; nombre: string }[]) {
  return { docs: docs.map(({ id, nombre }) => ({ id, data: () => ({ nombre }) })) };
}

/** firebase/firestore's query builders as plain data, and getDocs under the test's control. */
export const firestoreFake = {
  collection: (_db: unknown, name: string) => ({ collection: name }),
  documentId: () => '__name__',
  where: (field: string, op: string, value: unknown) => ({ field, op, value }),
  orderBy: (field: string) => ({ orderBy: field }),
  limit: (n: number) => ({ limit: n }),
  query: (...parts: unknown[]) => parts,
  getDocs: (...args: unknown[]) => getDocs(...args),
};
