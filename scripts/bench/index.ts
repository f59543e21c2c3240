// npm run bench, against the fresh seeded stack scripts/stack.mjs starts after npm run build:
// each route's first-visit bundle size, Lighthouse on three pages, then the products list with
// 10,000 products (removed after it), then POST /api/recargas, then a shop's sale at the counter in
// Chromium (taps and time), then Reportes and Inicio at 10,000 and 100,000 top-ups.
// Fails only when the products list reads more than its budget, a parallel top-up fails, a sale
// at the counter takes more taps than its target, or a
// generated summary disagrees with its recount (timings are
// reported, never asserted; the bundle budgets are held by npm test).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { limitsFor } from '../../src/app/budgets';
import { benchLighthouse } from './lighthouse';
import { benchMostrador } from './mostrador';
import { benchProductos } from './productos';
import { benchRecargas } from './recargas';
import { benchReportes } from './reportes';
import { formatTable, hostingPages, readRouteTable, routeSizes } from './route-sizes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = (process.env.HOSTING_URL ?? 'http://127.0.0.1:5000').replace('127.0.0.1', 'localhost');

console.log('JavaScript y CSS de la primera visita a cada ruta (gzip):');
console.log(formatTable(routeSizes(path.join(root, 'dist'), readRouteTable(root), limitsFor, hostingPages(root))));
await benchLighthouse(base, path.join(root, 'dist'));
const productosOk = await benchProductos(base);
console.log('\nRecargas:');
const recargasOk = await benchRecargas();
const mostradorOk = await benchMostrador();
// Last: it fills the database with 100,000 top-ups.
const reportesOk = await benchReportes(base);
process.exit(productosOk && recargasOk && mostradorOk && reportesOk ? 0 : 1);
