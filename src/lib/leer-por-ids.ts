import { collection, documentId, getDocs, query, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import { db } from './firebase';

/** Firestore's limit for an `in` filter: ids are looked up in chunks of this size. */
export const IN_LIMIT = 30;

/**
 * The documents with these ids that exist: one query per 30 ids, in parallel, not a read per id.
 * A query is one listen target on the SDK's channel, where a read per id is one target each; the
 * channel sends its targets one request at a time, so many reads by id take several round trips
 * where one query takes one. It bills a read per document found, at least 1.
 */
export async function leerPorIds(coleccion: string, ids: string[]): Promise<QueryDocumentSnapshot[]> {
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, i) =>
    ids.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
  );
  const snaps = await Promise.all(
    chunks.map((chunk) => getDocs(query(collection(db, coleccion), where(documentId(), 'in', chunk)))),
  );
  return snaps.flatMap((snap) => snap.docs);
}
