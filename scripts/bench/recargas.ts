// npm run bench (part): POST /api/recargas on the emulators, p50/p95 over sequential top-ups, beside a
// bare pair of transactions doing the same reads and writes from this process (what the endpoint
// costs over Firestore itself: auth, validation, the function hop and the carrier's simulated
// delay); then 20 clients topping up at once, counting contention failures (must be 0: the run
// fails otherwise).
import '../seed/emulator-env';
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { RECARGAS_POR_MINUTO_MAX } from '../../domain/limites-venta';
import { precioRecarga } from '../../domain/recargas';
import { aplicarMovimiento } from '../../functions/src/saldo/operaciones';

const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const SECUENCIALES = 40;
const PARALELOS = 20;
const PRODUCTO = 'REC-TEL-50';

const app = getApps()[0] ?? initializeApp({ projectId: 'demo-recargas' });
const db = getFirestore(app);

/** A client of the bench, signed in, with `saldo` centavos (default: enough for any run) and a 4 % commission. */
export async function cliente(saldo = 10_000_000): Promise<{ uid: string; token: string }> {
  const email = `bench-${randomUUID().slice(0, 8)}@bench.test`;
  const { uid } = await getAuth(app).createUser({ email, password: 'bench1234' });
  const now = FieldValue.serverTimestamp();
  await db
    .collection('usuarios')
    .doc(uid)
    .set({ uid, nombre: email, correo: email, role: 'user', estatus: true, creadoEn: now });
  await db
    .collection('clientes')
    .doc(uid)
    .set({
      nombre: `Banco ${uid.slice(0, 5)}`,
      saldo: 0,
      comisiones: { predeterminada: 4 },
      // A bench sends far more than a shop's 30 a minute (domain/limites-venta.ts): its own limit.
      recargasPorMinuto: RECARGAS_POR_MINUTO_MAX,
      estatus: true,
      creadoEn: now,
    });
  await aplicarMovimiento({
    clienteId: uid,
    tipo: 'abono',
    monto: saldo,
    origen: { tipo: 'ajuste', id: randomUUID() },
    por: 'bench',
    screen: 'clientes',
  });
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench1234', returnSecureToken: true }),
    },
  );
  return { uid, token: ((await res.json()) as { idToken: string }).idToken };
}

/** What the bench's clients pay for PRODUCTO, as their screen shows it (their commission is 4 %). */
export async function precioBench(): Promise<number> {
  const monto = Number((await db.collection('productos').doc(PRODUCTO).get()).get('monto'));
  return precioRecarga(monto, 4).precio;
}

/** One top-up of PRODUCTO to a fresh number, as the browser sends it; its status and time. */
/**
 * One top-up through the API: its status, its time end to end, and its time in our code (the
 * answer's Server-Timing; null when the answer did not come from it). The difference is the wait
 * for a functions worker.
 */
export async function recargar(
  token: string,
  precio: number,
): Promise<{ ms: number; status: number; funcionMs: number | null }> {
  const start = performance.now();
  const res = await fetch(`${HOSTING_URL}/api/recargas`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      id: randomUUID(),
      productoId: PRODUCTO,
      numero: `55${String(Date.now()).slice(-7)}1`,
      precio,
    }),
  });
  await res.text();
  const timing = /app;dur=(\d+)/.exec(res.headers.get('server-timing') ?? '');
  return { ms: performance.now() - start, status: res.status, funcionMs: timing ? Number(timing[1]) : null };
}

/**
 * The same documents read and written as a top-up's two transactions, with no HTTP or checks.
 * Its top-ups carry no amount and feed no summary: `borrar` takes them out again afterwards.
 */
async function bare(uid: string, id: string): Promise<number> {
  const start = performance.now();
  const dia = new Date().toISOString().slice(0, 10);
  const ref = db.collection('recargas').doc(id);
  await db.runTransaction(async (tx) => {
    await Promise.all([
      tx.get(ref),
      tx.get(db.collection('productos').doc(PRODUCTO)),
      tx.get(db.collection('clientes').doc(uid)),
      tx.get(db.collection('movimientos').doc(`recarga:${id}:cargo`)),
    ]);
    tx.update(db.collection('clientes').doc(uid), {
      saldo: FieldValue.increment(-4800),
      folioRecargas: FieldValue.increment(1),
    });
    tx.create(db.collection('movimientos').doc(`recarga:${id}:cargo`), { clienteId: uid, monto: -4800 });
    tx.create(ref, { clienteId: uid, estado: 'pendiente', dia });
    tx.create(db.collection('recargasCostos').doc(id), { clienteId: uid, costo: 4700 });
    tx.set(db.collection('bench').doc(`${dia}_0`), { n: FieldValue.increment(1) }, { merge: true });
    tx.set(db.collection('bench').doc(`${uid}_${dia}`), { n: FieldValue.increment(1) }, { merge: true });
    tx.set(db.collection('logs').doc(), { message: 'bench' });
    tx.set(db.collection('logs').doc(), { message: 'bench' });
  });
  await db.runTransaction(async (tx) => {
    await Promise.all([tx.get(ref), tx.get(db.collection('recargasCostos').doc(id))]);
    tx.update(ref, { estado: 'exitosa' });
    tx.set(db.collection('bench').doc(`${dia}_0`), { e: FieldValue.increment(1) }, { merge: true });
    tx.set(db.collection('bench').doc(`${uid}_${dia}`), { e: FieldValue.increment(1) }, { merge: true });
    tx.set(db.collection('logs').doc(), { message: 'bench' });
  });
  return performance.now() - start;
}

/**
 * Deletes the bare top-ups and their cost and ledger documents: left in recargas, they would be
 * "exitosa" top-ups of today without an amount or a summary, which the Reportes stage (which checks
 * today's summaries against a recount of the raw top-ups) would rightly report as a mismatch.
 */
async function borrar(ids: string[]): Promise<void> {
  const batch = db.batch();
  for (const id of ids) {
    batch.delete(db.collection('recargas').doc(id));
    batch.delete(db.collection('recargasCostos').doc(id));
    batch.delete(db.collection('movimientos').doc(`recarga:${id}:cargo`));
  }
  await batch.commit();
}

export const percentil = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
export const fmt = (values: number[]) =>
  `p50 ${percentil(values, 50).toFixed(0)} ms · p95 ${percentil(values, 95).toFixed(0)} ms`;

export async function benchRecargas(): Promise<boolean> {
  const uno = await cliente();
  const precio = await precioBench();
  await recargar(uno.token, precio); // warm the function's worker
  const api: number[] = [];
  for (let i = 0; i < SECUENCIALES; i += 1) {
    const { ms, status } = await recargar(uno.token, precio);
    if (status !== 200) throw new Error(`POST /api/recargas respondió ${status}`);
    api.push(ms);
  }
  const directo: number[] = [];
  const desnudas = Array.from({ length: SECUENCIALES }, () => randomUUID());
  for (const id of desnudas) directo.push(await bare(uno.uid, id));
  await borrar(desnudas);
  console.log(`POST /api/recargas (${SECUENCIALES} seguidas):      ${fmt(api)}`);
  console.log(`mismas lecturas/escrituras, transacción directa: ${fmt(directo)}`);

  const clientes = await Promise.all(Array.from({ length: PARALELOS }, cliente));
  // The first round also boots one emulator worker per concurrent request (a deployed function
  // serves them from warm instances); the second shows the top-ups themselves.
  let fallas: { status: number }[] = [];
  for (const ronda of ['en frío', 'en caliente']) {
    const start = performance.now();
    const answers = await Promise.all(clientes.map((c) => recargar(c.token, precio)));
    const deRonda = answers.filter((a) => a.status !== 200);
    fallas = [...fallas, ...deRonda];
    console.log(
      `${PARALELOS} clientes en paralelo (${ronda}): ${answers.length - deRonda.length} exitosas, ${deRonda.length} ` +
        `fallas, ${fmt(answers.map((a) => a.ms))}, todo en ${(performance.now() - start).toFixed(0)} ms`,
    );
  }
  return fallas.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await benchRecargas()) ? 0 : 1;
