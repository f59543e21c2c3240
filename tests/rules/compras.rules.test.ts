import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  createTestEnv,
  dbAs,
  describeMatrizPropia,
  expectOutcome,
  NONE,
  PRODUCTO_INACTIVO_SKU,
  PROFILES,
  READER,
  resetAndSeed,
  SEED_TIME,
} from './env';

// Compras are written only by the server (/api/compras/*), in the transactions that move saldo and
// stock. A client reads its own; admin and manager read all; nobody writes from the browser, admin
// included. Payment reference claims and folio counters are the server's alone.

let env: RulesTestEnvironment;
const OWN = 'compra-propia';
const OTHER = 'compra-ajena';

const compra = (clienteId: string) => ({
  folio: 'C-000001',
  origen: 'cliente',
  clienteId,
  partidas: [{ productoId: 'saldo', nombre: 'Saldo', tipo: 'saldo', cantidad: 1, precioUnitario: 100_000 }],
  total: 100_000,
  estado: 'pendiente',
  metodoPago: 'transferencia',
  referencia: 'ABC123',
  historial: [{ estado: 'pendiente', por: 'x@y.z', en: SEED_TIME }],
  creadoEn: SEED_TIME,
  actualizadoEn: SEED_TIME,
});

beforeAll(async () => {
  env = await createTestEnv('compras');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await resetAndSeed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'compras', OWN), compra(PROFILES.user.uid));
    await setDoc(doc(db, 'compras', OTHER), compra(PROFILES.otherUser.uid));
    await setDoc(doc(db, 'referenciasPago', 'ABC123'), { compraId: OWN, folio: 'C-000001' });
    await setDoc(doc(db, 'contadores', 'compras-cliente'), { n: 1 });
  });
});

const propias = (db: Firestore, uid: string) => query(collection(db, 'compras'), where('clienteId', '==', uid));

describeMatrizPropia(() => env, {
  name: 'compras',
  own: OWN,
  other: OTHER,
  data: compra,
  ownQuery: propias,
  update: { estado: 'aprobada' },
  expected: { anonymous: NONE, inactive: NONE, user: READER, otherUser: NONE, manager: READER, admin: READER },
});

describe('a client sees only its own purchases; nobody writes money or stock around the API', () => {
  it('a query without its clienteId filter, or another client’s purchase → denied', async () => {
    const db = dbAs(env, 'user');
    await expectOutcome(false, getDocs(collection(db, 'compras')));
    await expectOutcome(false, getDoc(doc(db, 'compras', OTHER)));
    await expectOutcome(false, getDocs(propias(db, PROFILES.otherUser.uid)));
  });

  it('the admin cannot approve, price or total a compra from the SDK', async () => {
    const db = dbAs(env, 'admin');
    await expectOutcome(false, updateDoc(doc(db, 'compras', OWN), { estado: 'aprobada' }));
    await expectOutcome(false, updateDoc(doc(db, 'compras', OWN), { total: 1 }));
    await expectOutcome(false, updateDoc(doc(db, 'productos', PRODUCTO_INACTIVO_SKU), { stock: 1000 }));
  });

  for (const actor of ['user', 'manager', 'admin'] as const) {
    it(`${actor}: payment reference claims and folio counters are closed both ways`, async () => {
      const db = dbAs(env, actor);
      await expectOutcome(false, getDoc(doc(db, 'referenciasPago', 'ABC123')));
      await expectOutcome(false, deleteDoc(doc(db, 'referenciasPago', 'ABC123')));
      await expectOutcome(false, getDoc(doc(db, 'contadores', 'compras-cliente')));
      await expectOutcome(false, setDoc(doc(db, 'contadores', 'compras-cliente'), { n: 0 }));
    });
  }
});
