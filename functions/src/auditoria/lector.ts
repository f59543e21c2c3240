import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  QueryDocumentSnapshot,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';

/**
 * The checkers' only way to the data: reads, never writes, and counts what it reads as Firestore
 * bills it (a document each, a query that finds nothing one), so the daily close and the audit can
 * say what a check cost. The server, the audit command and the tests each give it their own
 * Admin SDK Firestore.
 *
 * With `instante` set, every read sees the database as it was at that moment (a read-only
 * transaction at that read time), however long the check takes: the day's close runs while the
 * settlement of pending top-ups writes (both at 00:10), and a refund written between its read of
 * a client's movements and its read of that client's saldo would otherwise be a disagreement that
 * is not there. Firestore reads at any moment of the last hour.
 */
export class Lector {
  leidos = 0;
  instante?: Timestamp;

  constructor(readonly db: Firestore) {}

  private leer<T>(lectura: (tx: Transaction) => Promise<T>, sinInstante: () => Promise<T>): Promise<T> {
    const readTime = this.instante;
    return readTime ? this.db.runTransaction(lectura, { readOnly: true, readTime }) : sinInstante();
  }

  async consulta(query: Query): Promise<QueryDocumentSnapshot[]> {
    const snap = await this.leer(
      (tx) => tx.get(query),
      () => query.get(),
    );
    this.leidos += Math.max(1, snap.size);
    return snap.docs;
  }

  async documento(ref: DocumentReference): Promise<DocumentSnapshot> {
    this.leidos += 1;
    return this.leer(
      (tx) => tx.get(ref),
      () => ref.get(),
    );
  }

  /** Documents by reference, in order, a few hundred per request. */
  async documentos(refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
    const out: DocumentSnapshot[] = [];
    for (let i = 0; i < refs.length; i += 300) {
      const parte = refs.slice(i, i + 300);
      out.push(
        ...(await this.leer(
          (tx) => tx.getAll(...parte),
          () => this.db.getAll(...parte),
        )),
      );
    }
    this.leidos += refs.length;
    return out;
  }
}
