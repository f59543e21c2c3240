// Watches every root collection of the test project for writes, so a test can say "this request
// wrote nothing". The listeners share one stream (the web SDK, as the emulator's owner, so rules do
// not apply); after a request a barrier document is written with the Admin SDK, and once the
// listeners have seen it they have seen every write committed before it. While it watches, the
// stack's scheduler is held (scripts/programador/pausa.ts): its runs are writes nobody asked for.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collectionGroup,
  connectFirestoreEmulator,
  getFirestore,
  onSnapshot,
  setLogLevel,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { pausarProgramador } from '../../scripts/programador/pausa';
import { PROJECT_ID } from './emulators';
import { FUNCTIONS_URL } from './programadas';

const BARRIER = '_vigia';

export interface WriteWatch {
  /** A point in the stream of writes. */
  mark(): number;
  /** The writes committed after `mark` ("added logs/abc", "new collection x"), barrier excluded. */
  writesSince(mark: number): Promise<string[]>;
  /**
   * Waits until no write has arrived for `ms`: each collection has its own listener, so the
   * barrier can be seen before another listener delivers an earlier write (a 2xx's, or a
   * previous test's). Called after anything that wrote, before the next window opens.
   */
  quiet(ms?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function watchWrites(admin: AdminFirestore): Promise<WriteWatch> {
  setLogLevel('error');
  const reanudarProgramador = await pausarProgramador(FUNCTIONS_URL);
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `vigia-${randomUUID()}`);
  const db = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(db, host, Number(port), { mockUserToken: 'owner' });

  const writes: string[] = [];
  const watched = new Set<string>();
  const unsubscribes: Unsubscribe[] = [];
  let barrierSeen = 0;
  const barrierWaiters: (() => void)[] = [];

  const listen = (id: string) =>
    new Promise<void>((resolve, reject) => {
      watched.add(id);
      let first = true;
      unsubscribes.push(
        onSnapshot(
          collectionGroup(db as Firestore, id),
          (snap) => {
            if (first) {
              first = false;
              resolve();
              return;
            }
            for (const change of snap.docChanges()) {
              if (id === BARRIER) barrierSeen = Math.max(barrierSeen, Number(change.doc.data().n));
              else writes.push(`${change.type} ${change.doc.ref.path}`);
            }
            if (id === BARRIER) barrierWaiters.splice(0).forEach((wake) => wake());
          },
          reject,
        ),
      );
    });

  let barrier = 0;
  async function sync(): Promise<void> {
    barrier += 1;
    const wanted = barrier;
    await admin.collection(BARRIER).doc('barrera').set({ n: wanted });
    while (barrierSeen < wanted) await new Promise<void>((wake) => barrierWaiters.push(wake));
  }

  /** Collections created since the watch began are writes too; watch them from now on. */
  async function newCollections(): Promise<string[]> {
    const ids = (await admin.listCollections()).map((ref) => ref.id).filter((id) => !watched.has(id));
    await Promise.all(ids.map(listen));
    return ids.map((id) => `new collection ${id}`);
  }

  await admin.collection(BARRIER).doc('barrera').set({ n: 0 });
  const existing = (await admin.listCollections()).map((ref) => ref.id);
  await Promise.all([...new Set([BARRIER, ...existing])].map(listen));

  return {
    mark: () => writes.length,
    async writesSince(mark) {
      await sync();
      const created = await newCollections();
      return [...writes.slice(mark), ...created];
    },
    async quiet(ms = 300) {
      await sync();
      for (let seen = -1; seen !== writes.length;) {
        seen = writes.length;
        await new Promise((resolve) => setTimeout(resolve, ms));
      }
    },
    async stop() {
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      await deleteApp(app);
      reanudarProgramador();
    },
  };
}
