import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

/**
 * The checkers' only way to the data: reads, never writes, and counts what it reads as Firestore
 * bills it (a document each, a query that finds nothing one), so the daily close and the audit can
 * say what a check cost. The server, the audit command and the tests each give it their own
 * Admin SDK Firestore.
 */
export class Lector {
  leidos = 0;

  constructor(readonly db: Firestore) {}

  async consulta(query: Query): Promise<QueryDocumentSnapshot[]> {
    const snap = await query.get();
    this.leidos += Math.max(1, snap.size);
    return snap.docs;
  }

  async documento(ref: DocumentReference): Promise<DocumentSnapshot> {
    this.leidos += 1;
    return ref.get();
  }

  /** Documents by reference, in order, a few hundred per request. */
  async documentos(refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
    const out: DocumentSnapshot[] = [];
    for (let i = 0; i < refs.length; i += 300) {
      const parte = refs.slice(i, i + 300);
      out.push(...(await this.db.getAll(...parte)));
    }
    this.leidos += refs.length;
    return out;
  }
}
