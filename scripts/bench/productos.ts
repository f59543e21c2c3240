// The products list with 10,000 products (part of npm run bench). Measures the very query the screen
// runs (documents read and time) and the screen itself in Chromium, then removes them. Budget: the
// first page reads no more than page size + 1 documents; the run fails if it reads more.
import { getApps, initializeApp as initAdmin } from 'firebase-admin/app';
import { getFirestore as adminFirestore, FieldValue } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { chromium } from 'playwright-core';
import { claveOrden, searchTokens } from '../../domain/busqueda';
import { OPERADORES_INICIALES } from '../../domain/catalogo';
import { productosQuery, type ProductosFiltro } from '../../src/features/productos/api/productos-query';
import { fetchPage } from '../../src/lib/rest/page-query';
import { CHROMIUM_ARGS } from '../../playwright.config';

const TOTAL = 10_000;
const PAGE_SIZE = 25;
const RUNS = 5;
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const [firestoreHost, firestorePort] = process.env.FIRESTORE_EMULATOR_HOST.split(':');
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

const skuDe = (i: number) => `BENCH-${String(i).padStart(5, '0')}`;
const adminDb = () => adminFirestore(getApps()[0] ?? initAdmin({ projectId: 'demo-recargas' }));

async function seed() {
  const db = adminDb();
  const started = Date.now();
  for (let offset = 0; offset < TOTAL; offset += 500) {
    const batch = db.batch();
    for (let i = offset; i < Math.min(offset + 500, TOTAL); i += 1) {
      const operador = OPERADORES_INICIALES[i % OPERADORES_INICIALES.length];
      const sku = skuDe(i);
      const nombre = `Recarga ${operador} banco ${String(i).padStart(5, '0')}`;
      batch.set(db.collection('productos').doc(sku), {
        nombre,
        sku,
        tipo: 'recarga',
        operador,
        proveedorId: 'prov-recargaki',
        costo: 4700,
        precio: 5000,
        monto: 5000,
        stock: 0,
        estatus: i % 10 !== 0,
        busqueda: searchTokens(nombre, sku, operador),
        nombreOrden: claveOrden(nombre),
        creadoEn: FieldValue.serverTimestamp(),
        actualizadoEn: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
  console.log(`Sembrados ${TOTAL} productos en ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measureQueries(): Promise<boolean> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-recargas' }, 'bench');
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const { user } = await signInWithEmailAndPassword(auth, 'admin@demo.test', 'demo1234');
  // The screen's own read: over REST with the admin's ID token (src/lib/rest/page-query.ts).
  const acceso = {
    base: `http://${firestoreHost}:${firestorePort}/v1/projects/demo-recargas/databases/(default)/documents`,
    token: await user.getIdToken(),
  };

  const empty: ProductosFiltro = { texto: '', tipo: '', operador: '', proveedorId: '', estatus: '' };
  const cases: [string, ProductosFiltro][] = [
    ['primera página, sin filtros', empty],
    ['operador Telcel, activos', { ...empty, operador: 'Telcel', estatus: 'activos' }],
    ['búsqueda "banco 0099"', { ...empty, texto: 'banco 0099' }],
  ];
  let withinBudget = true;
  for (const [label, filtro] of cases) {
    const times: number[] = [];
    let read = 0;
    let after;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const page = await fetchPage(productosQuery(filtro), undefined, PAGE_SIZE, acceso);
      times.push(performance.now() - started);
      read = page.read;
      after = page.docs[page.docs.length - 1];
    }
    const next = await fetchPage(productosQuery(filtro), after, PAGE_SIZE, acceso);
    const ok = read <= PAGE_SIZE + 1 && next.read <= PAGE_SIZE + 1;
    withinBudget &&= ok;
    console.log(
      `${label}: ${read} documentos leídos (página 2: ${next.read}; límite ${PAGE_SIZE + 1}), ` +
        `mediana ${median(times).toFixed(1)} ms en ${RUNS} lecturas ${ok ? '✔' : '✘ SOBRE EL LÍMITE'}`,
    );
  }
  return withinBudget;
}

async function measureScreen(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill('admin@demo.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/inicio');
  const started = performance.now();
  await page.getByRole('link', { name: 'Productos' }).click();
  await page.waitForFunction((size) => document.querySelectorAll('.MuiDataGrid-row').length >= size, PAGE_SIZE);
  const rows = await page.locator('.MuiDataGrid-row').count();
  console.log(
    `Pantalla Productos: ${rows} filas visibles en ${(performance.now() - started).toFixed(0)} ms desde el clic`,
  );
  await browser.close();
}

/**
 * The seeded products, removed: the benches after this one measure the business they describe
 * (Reportes and Inicio: the demo's catalogue and 100,000 top-ups), and the emulator, which has no
 * indexes, scans every product for Inicio's low-stock query (about 100 ms with these 10,000 against
 * 30 ms without, where Firestore reads at most 10 index entries either way).
 */
async function quitar() {
  const db = adminDb();
  const writer = db.bulkWriter();
  for (let i = 0; i < TOTAL; i += 1) writer.delete(db.collection('productos').doc(skuDe(i)));
  await writer.close();
}

/** Seeds 10,000 products, measures, removes them; false when a page reads more than its budget. */
export async function benchProductos(base: string): Promise<boolean> {
  await seed();
  const ok = await measureQueries();
  await measureScreen(base);
  await quitar();
  return ok;
}
