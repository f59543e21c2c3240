// npm run bench, against the fresh seeded stack scripts/stack.mjs starts after npm run build:
// each route's first-visit bundle size, Lighthouse on three pages, then the products list with
// 10,000 products (removed after it), then POST /api/recargas, a shop's sale at the counter in
// Chromium (taps and time), a 5,000-line bank statement reconciled in Chromium and the day's close
// on a day of 10,000 top-ups, then Reportes and Inicio at 10,000 and 100,000 top-ups.
// Fails only when the products list reads more than its budget, a parallel top-up fails, a sale
// at the counter takes more taps than its target, the statement's matched lines are not all
// applied, the generated day does not close in agreement, or a
// generated summary disagrees with its recount (timings are
// reported, never asserted; the bundle budgets are held by npm test).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { limitsFor } from '../../src/app/budgets';
import { benchLighthouse } from './lighthouse';
import { benchCierre } from './cierre';
import { benchConciliacion } from './conciliacion';
import { benchMostrador } from './mostrador';
import { benchPasarelas } from './pasarelas';
import { benchProductos } from './productos';
import { benchRecargas } from './recargas';
import { benchReportes } from './reportes';
import { benchSaldoConcurrido } from './saldo-concurrido';
import { formatTable, hostingPages, readRouteTable, routeSizes } from './route-sizes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = (process.env.HOSTING_URL ?? 'http://127.0.0.1:5000').replace('127.0.0.1', 'localhost');

/** The bench's parts in order; `npm run bench -- saldo pasarelas` runs only those named. */
const PARTES: [string, () => Promise<boolean>][] = [
  [
    'rutas',
    async () => {
      console.log('JavaScript y CSS de la primera visita a cada ruta (gzip):');
      console.log(
        formatTable(routeSizes(path.join(root, 'dist'), readRouteTable(root), limitsFor, hostingPages(root))),
      );
      await benchLighthouse(base, path.join(root, 'dist'));
      return true;
    },
  ],
  ['productos', () => benchProductos(base)],
  ['recargas', () => (console.log('\nRecargas:'), benchRecargas())],
  ['saldo', () => (console.log('\nUn saldo con muchas peticiones a la vez:'), benchSaldoConcurrido())],
  ['mostrador', () => benchMostrador()],
  ['pasarelas', () => (console.log('\nPasarelas:'), benchPasarelas())],
  ['conciliacion', () => (console.log('\nConciliación y cierre del día:'), benchConciliacion(base))],
  ['cierre', () => benchCierre()],
  // Last: it fills the database with 100,000 top-ups.
  ['reportes', () => benchReportes(base)],
];

const pedidas = process.argv.slice(2);
const desconocidas = pedidas.filter((nombre) => !PARTES.some(([parte]) => parte === nombre));
if (desconocidas.length) {
  console.error(`Partes desconocidas: ${desconocidas.join(', ')}. Hay: ${PARTES.map(([p]) => p).join(', ')}`);
  process.exit(2);
}
let ok = true;
for (const [parte, correr] of PARTES) {
  if (pedidas.length && !pedidas.includes(parte)) continue;
  ok = (await correr()) && ok;
}
process.exit(ok ? 0 : 1);
