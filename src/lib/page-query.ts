import {
  getDocs,
  limit,
  query,
  startAfter,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

export type PageSnapshot = QueryDocumentSnapshot<DocumentData>;

/**
 * One page of an ordered query: pageSize + 1 documents read, the extra one only telling
 * whether a next page exists. Pure (no app state), so the benchmark measures this very call.
 */
export async function fetchPage(base: Query<DocumentData>, after: PageSnapshot | undefined, pageSize: number) {
  const paged = after ? query(base, startAfter(after), limit(pageSize + 1)) : query(base, limit(pageSize + 1));
  const snap = await getDocs(paged);
  return { docs: snap.docs.slice(0, pageSize), hasNextPage: snap.docs.length > pageSize, read: snap.docs.length };
}
