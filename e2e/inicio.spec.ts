import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { diaNegocio, etiquetaHoy, formatDia, ZONA_NEGOCIO } from '../domain/fechas';
import { formatMoney } from '../domain/money';
import { sumarDias } from '../domain/reportes';
import { STOCK_BAJO } from '../domain/stock';
import { leerContadoresInicio } from '../scripts/contadores-inicio';
import { adminDb, callApi, createUser, PASSWORD } from '../tests/support/emulators';
import { fillLogin, login } from './support';
import { expectSinViolacionesGraves, nuevaTienda } from './tiendas';
import { recargar } from '../tests/support/venta';

const horaNegocio = Number(
  new Intl.DateTimeFormat('en-US', { timeZone: ZONA_NEGOCIO, hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
);
// A browser whose calendar day is not the business day right now (Mexico City's): Kiritimati
// (UTC+14) is a day ahead from 04:00 Mexico time, Pago Pago (UTC−11) a day behind until 05:00.
const ZONA_DE_OTRO_DIA = horaNegocio >= 4 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';

test.describe('a viewer in another time zone', () => {
  test.use({ timezoneId: ZONA_DE_OTRO_DIA });

  test('a client’s Inicio shows its saldo, today’s top-ups, the last ones and its pending purchases', async ({
    page,
  }) => {
    const tienda = await nuevaTienda({ pesos: 200 });
    const token = await tienda.token();
    const recarga = await recargar(token, { id: randomUUID(), productoId: 'REC-TEL-50', numero: '5512341234' });
    expect(recarga.body).toMatchObject({ estado: 'exitosa', folio: 'R-000001' });
    const compra = await callApi(
      'compras/crear',
      { origen: 'cliente', id: randomUUID(), partidas: [], saldo: 10_000, metodoPago: 'efectivo' },
      token,
    );
    expect(compra.status).toBe(200);

    await login(page, tienda.email, PASSWORD);
    await expect(page).toHaveURL('/inicio');
    await expect(page.getByTestId('Su saldo')).toHaveText('$150.00');
    await expect(page.getByTestId('Recargas de hoy')).toHaveText('1');
    await expect(page.getByTestId('Vendido hoy')).toHaveText('$50.00');
    await expect(page.getByTestId('Compras pendientes')).toHaveText('1');
    // The day the figures count: the business's (Mexico City), whatever the browser's zone.
    await expect(page.getByText(`${etiquetaHoy()} · exitosas`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'R-000001' })).toContainText('Exitosa');
    await expectSinViolacionesGraves(page, 'Inicio');
    await page.getByRole('link', { name: 'Nueva recarga' }).click();
    await expect(page).toHaveURL('/recargas');
  });
});

test('the admin’s Inicio counts today’s top-ups from the summaries and links the purchases to approve', async ({
  page,
}) => {
  const admin = await createUser('admin');
  // The two counts come from contadores/inicio, which the transactions keep (the functions suite
  // holds them to a recount). The other worker's tests may move one meanwhile: the page's figure
  // lies between a read before the page loads and one after it drew, give or take one.
  const antesC = await leerContadoresInicio(adminDb);
  await login(page, admin.email, PASSWORD);
  await expect(page).toHaveURL('/inicio');
  await expect(page.getByTestId('Recargas de hoy')).toHaveText(/^\d+$/);
  const cifras = {
    clientesActivos: Number(await page.getByTestId('Clientes activos').innerText()),
    comprasPendientes: Number(await page.getByTestId('Compras por aprobar').innerText()),
  };
  const despuesC = await leerContadoresInicio(adminDb);
  for (const campo of ['clientesActivos', 'comprasPendientes'] as const) {
    expect(cifras[campo]).toBeGreaterThanOrEqual(Math.min(antesC[campo], despuesC[campo]) - 1);
    expect(cifras[campo]).toBeLessThanOrEqual(Math.max(antesC[campo], despuesC[campo]) + 1);
  }
  expect(cifras.clientesActivos, 'the demo has active clients').toBeGreaterThan(0);
  // The low-stock SIMs: each at or below the level, lowest first, or the empty day said in Spanish.
  const bajos = page.getByTestId('Chips con stock bajo');
  await expect(bajos).toBeVisible();
  const quedan = (await bajos.getByText(/^Quedan \d+$/).allInnerTexts()).map((t) => Number(t.slice(7)));
  if (quedan.length) expect(quedan).toEqual([...quedan].sort((a, b) => a - b));
  else await expect(bajos).toHaveText('Ningún chip con stock bajo.');
  for (const n of quedan) expect(n).toBeLessThanOrEqual(STOCK_BAJO);
  // Its label reads the best day as the screen writes days (dd/mm/yy). The 13 days before today
  // (read from the summaries as their amounts only) agree with the raw top-ups: other tests add
  // theirs today only, so the best day is the raw one, or today if today sold at least as much.
  const grafica = page.getByRole('img', { name: /^Ventas de los últimos 14 días: hoy \$[\d,.]+, mejor día / });
  await expect(grafica).toBeVisible();
  const hoy = diaNegocio(new Date());
  const crudas = await adminDb
    .collection('recargas')
    .where('dia', '>=', sumarDias(hoy, -13))
    .where('dia', '<', hoy)
    .get();
  const porDia = new Map<string, number>();
  for (const d of crudas.docs) {
    const { dia, estado, monto } = d.data() as { dia: string; estado: string; monto: number };
    if (estado === 'exitosa') porDia.set(dia, (porDia.get(dia) ?? 0) + monto);
  }
  const [mejorDia, mejorMonto] = [...porDia].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
  expect(mejorMonto, 'the demo data sold on the days before today').toBeGreaterThan(0);
  const etiqueta = String(await grafica.getAttribute('aria-label'));
  const [, diaLeido, montoLeido] = /mejor día (\d\d\/\d\d\/\d\d) con (\$[\d,.]+)$/.exec(etiqueta) ?? [];
  if (diaLeido === formatDia(hoy)) expect(pesos(montoLeido) * 100).toBeGreaterThanOrEqual(mejorMonto);
  else expect([diaLeido, montoLeido]).toEqual([formatDia(mejorDia), formatMoney(mejorMonto)]);
  await expectSinViolacionesGraves(page, 'Inicio');

  // A top-up made while the admin is on another screen shows when the menu's Inicio is clicked
  // (whose reads start with the click): other tests may add theirs, never fewer than this one.
  const antes = Number(await page.getByTestId('Recargas de hoy').innerText());
  const vendidoAntes = pesos(await page.getByTestId('Vendido hoy').innerText());
  await page.getByRole('link', { name: 'Ver compras' }).click();
  await expect(page).toHaveURL('/compras');
  const tienda = await nuevaTienda({ pesos: 100 });
  const recarga = await recargar(await tienda.token(), {
    id: randomUUID(),
    productoId: 'REC-TEL-50',
    numero: '5512341234',
  });
  expect(recarga.body).toMatchObject({ estado: 'exitosa' });
  await page.getByRole('link', { name: 'Inicio' }).click();
  await expect(page).toHaveURL('/inicio');
  await expect(page.getByTestId('Recargas de hoy')).toHaveText(/^\d+$/);
  expect(Number(await page.getByTestId('Recargas de hoy').innerText())).toBeGreaterThanOrEqual(antes + 1);
  expect(pesos(await page.getByTestId('Vendido hoy').innerText())).toBeGreaterThanOrEqual(vendidoAntes + 50);
});

test('a part of the admin’s Inicio that cannot be read says so with Reintentar, and the others stay', async ({
  page,
}) => {
  const admin = await createUser('admin');
  // The day's sales are the business's summaries, one REST batchGet; the network drops it (the
  // session's own lookups go through).
  const esDeVentas = (cuerpo: string | null) => Boolean(cuerpo?.includes('/resumenesRecargas/'));
  await page.route('**/documents:batchGet', (route) =>
    esDeVentas(route.request().postData()) ? route.abort('internetdisconnected') : route.continue(),
  );
  await login(page, admin.email, PASSWORD);
  await expect(page).toHaveURL('/inicio');
  const alerta = page.getByRole('alert');
  await expect(alerta).toContainText(
    'Ventas de hoy: La base de datos no está disponible. Revise su conexión e intente de nuevo.',
  );
  await expect(page.getByTestId('Recargas de hoy')).toHaveCount(0);
  await expect(page.getByTestId('Clientes activos')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('Compras por aprobar')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('Chips con stock bajo')).toBeVisible();
  await expectSinViolacionesGraves(page, 'Inicio sin ventas');

  await page.unroute('**/documents:batchGet');
  await alerta.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('Recargas de hoy')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('Vendido hoy')).toHaveText(/^\$[\d,.]+$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('Clientes activos')).toHaveText(/^\d+$/);
});

test('the admin’s counts and low stock, each its own request, fail and come back on their own', async ({ page }) => {
  const admin = await createUser('admin');
  // The counts are a REST lookup of contadores/inicio, the low stock a REST query of productos:
  // the network drops both, and only those (the day's sales and the session's lookups go through).
  const deInicio = (cuerpo: string | null) =>
    Boolean(cuerpo?.includes('/contadores/') || cuerpo?.includes('"collectionId":"productos"'));
  const cortar = (route: Route) =>
    deInicio(route.request().postData()) ? route.abort('internetdisconnected') : route.continue();
  await page.route(/documents:(batchGet|runQuery)$/, cortar);
  await login(page, admin.email, PASSWORD);
  await expect(page).toHaveURL('/inicio');
  const sinRed = 'La base de datos no está disponible. Revise su conexión e intente de nuevo.';
  const conteos = page.getByRole('alert').filter({ hasText: `Clientes activos y compras por aprobar: ${sinRed}` });
  await expect(conteos).toBeVisible();
  await expect(page.getByTestId('Clientes activos')).toHaveCount(0);
  await expect(page.getByTestId('Compras por aprobar')).toHaveCount(0);
  const stock = page.getByRole('alert').filter({ hasText: new RegExp(`^${sinRed}`) });
  await expect(stock).toBeVisible();
  await expect(page.getByTestId('Chips con stock bajo')).toHaveCount(0);
  await expect(page.getByTestId('Recargas de hoy')).toHaveText(/^\d+$/);
  await expectSinViolacionesGraves(page, 'Inicio sin conteos ni stock');

  await page.unroute(/documents:(batchGet|runQuery)$/, cortar);
  await conteos.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('Clientes activos')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('Compras por aprobar')).toHaveText(/^\d+$/);
  await stock.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('Chips con stock bajo')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** Which of Inicio's reads, or Auth's lookup, a request is; null for anything else. */
function lecturaDe(url: string, cuerpo: string | null): string | null {
  if (url.includes('accounts:lookup')) return 'lookup';
  if (!/documents:(batchGet|runQuery)$/.test(url)) return null;
  if (cuerpo?.includes('/resumenesRecargas/')) return 'ventas';
  if (cuerpo?.includes('/contadores/')) return 'conteos';
  if (cuerpo?.includes('"collectionId":"productos"')) return 'stock';
  if (cuerpo?.includes('/usuarios/')) return 'usuario';
  return null;
}

/**
 * As on a phone's first visit, the app's entry (React and all behind it) arrives after the page's
 * small early entry: held back, since a reload on this machine gets both from the cache at once and
 * may run the app first (then the app reads by itself, lectura-temprana.ts).
 */
async function entradaTempranaPrimero(page: Page) {
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

/**
 * A new admin signed in on Inicio, its figures drawn; from then on, which of Inicio's reads (and
 * Auth's lookup) the page sends, in order, and the tokens the reads carry.
 */
async function adminEnInicio(page: Page) {
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  await expect(page.getByTestId('Recargas de hoy')).toHaveText(/^\d+$/);
  const enviadas: string[] = [];
  const tokens = new Set<string>();
  page.on('request', (request) => {
    const lectura = lecturaDe(request.url(), request.postData());
    if (!lectura) return;
    enviadas.push(lectura);
    if (lectura !== 'lookup') tokens.add(request.headers().authorization ?? '');
  });
  return { enviadas, tokens };
}

test('a reload of the admin’s Inicio reads its figures and the usuarios record as the page loads, with the token Auth keeps: once each, before Auth checks the session', async ({
  page,
}) => {
  const { enviadas, tokens } = await adminEnInicio(page);
  await entradaTempranaPrimero(page);
  await page.reload();
  await expect(page.getByTestId('Recargas de hoy')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('Clientes activos')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('Chips con stock bajo')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Each part, and the role guard's read of the usuarios record, once: the guard took the reads
  // the page load had started instead of reading again.
  expect([...enviadas].sort()).toEqual(['conteos', 'lookup', 'stock', 'usuario', 'ventas']);
  // They left before Auth's own lookup, which needs React, the router and Auth's SDK first.
  expect(enviadas.indexOf('lookup'), enviadas.join(', ')).toBe(4);
  // With the ID token Auth keeps for the tab, which the rules accepted.
  expect([...tokens]).toHaveLength(1);
  expect([...tokens][0]).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]*$/);
});

test('when the app runs before the early entry (a reload from the cache), each read is still made once, by the app', async ({
  page,
}) => {
  const { enviadas } = await adminEnInicio(page);
  let tempranos = 0;
  page.on('requestfinished', (request) => {
    if (/\/assets\/temprano-[\w-]+\.js$/.test(request.url())) tempranos += 1;
  });
  await page.route(/\/assets\/temprano-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId('Clientes activos')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('Chips con stock bajo')).toBeVisible();
  // The early entry and its one import arrive after the app has read, and run at once: what they
  // would have read leaves within a few milliseconds.
  await expect.poll(() => tempranos).toBe(2);
  await page.waitForTimeout(500);
  expect([...enviadas].sort()).toEqual(['conteos', 'lookup', 'stock', 'usuario', 'ventas']);
  expect(enviadas[0]).toBe('lookup');
});

test('a read the page load started and the network dropped is made again once the app runs, and the figures show', async ({
  page,
}) => {
  const admin = await createUser('admin');
  await login(page, admin.email, PASSWORD);
  await expect(page.getByTestId('Recargas de hoy')).toHaveText(/^\d+$/);
  let ventas = 0;
  await page.route('**/documents:batchGet', (route) =>
    lecturaDe(route.request().url(), route.request().postData()) === 'ventas' && ventas++ === 0
      ? route.abort('internetdisconnected')
      : route.continue(),
  );
  await entradaTempranaPrimero(page);
  await page.reload();
  await expect(page.getByTestId('Vendido hoy')).toHaveText(/^\$[\d,.]+$/);
  await expect(page.getByTestId('Recargas de hoy')).toHaveText(/^\d+$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(ventas).toBe(2);
});

/** "$1,234.50" as 1234.5. */
const pesos = (texto: string) => Number(texto.replace(/[$,]/g, ''));

test('on a phone a shop’s figures stay put when its frequent numbers come: as many rows wait in their place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tienda = await nuevaTienda({ pesos: 1_000 });
  const token = await tienda.token();
  const prefijo = `55${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  // Six numbers sold to twice: six frequent numbers.
  for (let i = 0; i < 12; i += 1) {
    const numero = `${prefijo}${1001 + (i % 6)}`;
    const venta = await recargar(token, { id: randomUUID(), productoId: 'REC-TEL-20', numero });
    expect(venta.body).toMatchObject({ estado: 'exitosa' });
  }
  await fillLogin(page, tienda.email, PASSWORD);
  await expect(page).toHaveURL('/inicio');
  await expect(page.getByRole('list', { name: 'Frecuentes y favoritos' }).getByRole('listitem')).toHaveCount(6);

  // Read again with the frequent numbers held: the figures wait under six rows' skeleton.
  let soltar = () => {};
  const soltada = new Promise<void>((resolve) => (soltar = resolve));
  await page.route('**/documents:runQuery*', async (route) => {
    if (route.request().method() === 'POST' && route.request().postData()?.includes('"numerosCliente"')) await soltada;
    await route.fallback();
  });
  await page.reload();
  const suSaldo = page.getByText('Su saldo', { exact: true });
  await expect(suSaldo).toBeVisible();
  await expect(page.getByTestId('Su saldo')).toHaveCount(0);
  const antes = (await suSaldo.boundingBox())!.y;
  soltar();
  await expect(page.getByTestId('Su saldo')).toHaveText('$760.00');
  expect(Math.abs((await suSaldo.boundingBox())!.y - antes)).toBeLessThan(2);
});
