import { strFromU8, unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMoney } from '../domain/money';
import { rangoDePreset, type RangoDias } from '../domain/reportes';
import { adminDb, FIRESTORE_REST, PASSWORD, signIn } from '../tests/support/emulators';
import { login } from './support';
import { expectSinViolacionesGraves, nuevaTienda } from './tiendas';
import { recargar } from '../tests/support/venta';

/** A range's top-ups (by default last month's) recounted from the raw documents, as a report must show them. */
async function recuentoDe({ desde, hasta }: RangoDias = rangoDePreset('mesAnterior')) {
  const snap = await adminDb.collection('recargas').where('dia', '>=', desde).where('dia', '<=', hasta).get();
  const exitosas = snap.docs.filter((d) => d.data().estado === 'exitosa');
  const costos = exitosas.length
    ? await adminDb.getAll(...exitosas.map((d) => adminDb.collection('recargasCostos').doc(d.id)))
    : [];
  const porCliente = new Map<string, number>();
  for (const d of exitosas)
    porCliente.set(d.data().clienteId, (porCliente.get(d.data().clienteId) ?? 0) + d.data().monto);
  const [mejor] = [...porCliente].sort((a, b) => b[1] - a[1]);
  return {
    exitosas: exitosas.length,
    monto: exitosas.reduce((sum, d) => sum + d.data().monto, 0),
    margen:
      exitosas.reduce((sum, d) => sum + d.data().precio, 0) -
      costos.reduce((sum, c) => sum + (c.data()?.costo ?? 0), 0),
    mejor: {
      nombre: String((await adminDb.collection('clientes').doc(mejor[0]).get()).data()?.nombre),
      monto: mejor[1],
    },
  };
}

async function descargado(page: Page, boton: Locator): Promise<Buffer> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), boton.click()]);
  return readFile(await download.path());
}

/** The cells of the first sheet of an .xlsx, by reference (A1 …), with their type and style. */
function celdasXlsx(bytes: Buffer) {
  const hoja = strFromU8(unzipSync(new Uint8Array(bytes))['xl/worksheets/sheet1.xml']);
  const celdas = new Map<string, { tipo?: string; estilo?: string; valor: string }>();
  for (const [, ref, atributos, contenido] of hoja.matchAll(/<c r="([A-Z]+\d+)"([^>]*)>(.*?)<\/c>/g)) {
    const tipo = /t="(\w+)"/.exec(atributos)?.[1];
    const estilo = /s="(\d+)"/.exec(atributos)?.[1];
    const valor = /<v>(.*?)<\/v>/.exec(contenido)?.[1] ?? /<t[^>]*>(.*?)<\/t>/.exec(contenido)?.[1] ?? '';
    celdas.set(ref, { tipo, estilo, valor });
  }
  return celdas;
}

test('the manager lands on Reportes; last month equals a recount of the top-ups, and exports it as CSV and Excel', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, 'gerente@demo.test', 'demo1234');
  await expect(page).toHaveURL('/reportes');
  await page.getByRole('button', { name: 'Mes anterior' }).click();
  const recuento = await recuentoDe();
  expect(recuento.exitosas).toBeGreaterThan(0);
  await expect(page.getByTestId('Recargas exitosas')).toHaveText(String(recuento.exitosas));
  await expect(page.getByTestId('Vendido')).toHaveText(formatMoney(recuento.monto));
  await expect(page.getByTestId('Margen')).toHaveText(formatMoney(recuento.margen));
  await expect(page.getByRole('img', { name: /Ventas de recargas por día/ })).toBeVisible();
  // The amounts axis shows whole amounts ("$1,500", never cut to "$1,…"); the demo's days reach $1,000.
  const montosEje = page
    .getByRole('img', { name: /Ventas de recargas por día/ })
    .locator('text')
    .filter({ hasText: '$' });
  await expect(montosEje.filter({ hasText: ',' }).first()).toBeVisible();
  for (const monto of await montosEje.allTextContents()) expect(monto).toMatch(/^\$\d{1,3}(,\d{3})*$/);
  await expectSinViolacionesGraves(page, 'Reportes por día');

  await page.getByRole('tab', { name: 'Por cliente' }).click();
  const tabla = page.getByRole('table', { name: /por cliente/ });
  // The best seller first (another with the same amount could share the place).
  await expect(tabla.getByRole('row').nth(1)).toContainText(formatMoney(recuento.mejor.monto));
  await expect(tabla.getByRole('row').filter({ hasText: recuento.mejor.nombre }).first()).toContainText(
    formatMoney(recuento.mejor.monto),
  );

  const ventas = page.getByRole('region', { name: 'Ventas de recargas' });
  /** The CSV of the view on screen, and the sum of its Vendido column in centavos. */
  const exportado = async () => {
    const csv = (await descargado(page, ventas.getByRole('button', { name: 'Exportar CSV' }))).toString('utf8');
    const [encabezado, ...lineas] = csv.slice(1).split('\r\n');
    // Counted from the end: a name may hold a comma. By distributor, each one's earnings are a column more.
    const columnas = encabezado.split(',');
    const vendido = columnas.indexOf('"Vendido"') - columnas.length;
    return {
      csv,
      vendido: lineas.reduce((sum, linea) => sum + Math.round(Number(linea.split(',').at(vendido)) * 100), 0),
    };
  };
  const porCliente = await exportado();
  expect(porCliente.csv.startsWith('\uFEFF"Cliente","Recargas","Vendido","Cobrado","Costo","Margen","Fallidas"')).toBe(
    true,
  );
  expect(porCliente.vendido).toBe(recuento.monto);

  const celdas = celdasXlsx(await descargado(page, ventas.getByRole('button', { name: 'Exportar Excel' })));
  expect(celdas.get('C1')).toMatchObject({ tipo: 'inlineStr', valor: 'Vendido' });
  let vendidoXlsx = 0;
  for (let fila = 2; celdas.has(`C${fila}`); fila += 1) {
    const vendido = celdas.get(`C${fila}`);
    // A number cell in the amount style, not text.
    expect(vendido).toMatchObject({ tipo: undefined, estilo: '1' });
    vendidoXlsx += Math.round(Number(vendido?.valor) * 100);
  }
  expect(vendidoXlsx).toBe(recuento.monto);
  await expectSinViolacionesGraves(page, 'Reportes por cliente');

  // By carrier, read when its view opens: the lines add up to the recount.
  await page.getByRole('tab', { name: 'Por operador' }).click();
  await expect(page.getByRole('table', { name: /por operador/ }).getByRole('row', { name: /Telcel/ })).toBeVisible();
  const porOperador = await exportado();
  expect(porOperador.csv.startsWith('\uFEFF"Operador","Recargas","Vendido"')).toBe(true);
  expect(porOperador.vendido).toBe(recuento.monto);

  // By distributor (the counter included), from the same client months: the lines add up to the recount.
  await page.getByRole('tab', { name: 'Por distribuidor' }).click();
  await expect(page.getByRole('table', { name: /por distribuidor/ })).toBeVisible();
  const porDistribuidor = await exportado();
  expect(porDistribuidor.csv.startsWith('\uFEFF"Distribuidor","Recargas","Vendido"')).toBe(true);
  expect(porDistribuidor.vendido).toBe(recuento.monto);

  // A period that leaves last month's first three days out: each client month is read as its
  // month's total less those days (lecturaDelMes), and still adds up to the recount.
  const { desde, hasta } = rangoDePreset('mesAnterior');
  const propio = { desde: `${desde.slice(0, 8)}04`, hasta };
  const recuentoPropio = await recuentoDe(propio);
  expect(recuentoPropio.monto).toBeLessThan(recuento.monto);
  await page.getByRole('button', { name: 'Otro periodo' }).click();
  for (const [campo, dia] of [
    ['Desde', propio.desde],
    ['Hasta', propio.hasta],
  ] as const) {
    await page.getByRole('group', { name: campo }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${dia.slice(8)}${dia.slice(5, 7)}${dia.slice(0, 4)}`);
  }
  await expect(page.getByTestId('Vendido')).toHaveText(formatMoney(recuentoPropio.monto));
  await expect.poll(async () => (await exportado()).vendido).toBe(recuentoPropio.monto);
  await page.getByRole('tab', { name: 'Por cliente' }).click();
  await expect.poll(async () => (await exportado()).vendido).toBe(recuentoPropio.monto);
});

test('a client’s Reportes show only its own top-ups, today’s included; the rules refuse the business’s figures', async ({
  page,
}) => {
  const tienda = await nuevaTienda({ pesos: 200, comision: 4 });
  const recarga = await recargar(await tienda.token(), {
    id: randomUUID(),
    productoId: 'REC-TEL-50',
    numero: '5512341234',
  });
  expect(recarga.body).toMatchObject({ estado: 'exitosa' });

  await login(page, tienda.email, PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reportes');
  await page.getByRole('button', { name: 'Hoy' }).click();
  await expect(page.getByTestId('Recargas exitosas')).toHaveText('1');
  await expect(page.getByTestId('Vendido')).toHaveText('$50.00');
  await expect(page.getByTestId('Su comisión')).toHaveText('$2.00');
  await expect(page.getByTestId('Margen')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Por cliente' })).toHaveCount(0);
  await expectSinViolacionesGraves(page, 'Reportes de un cliente, en teléfono');

  // What the screen does not ask for, the rules do not give: the business's summaries, its own month included.
  const token = await signIn(tienda.email, PASSWORD);
  for (const collectionId of ['resumenesRecargas', 'resumenesClientesMes']) {
    const res = await fetch(`${FIRESTORE_REST}:runQuery`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId }], limit: 1 } }),
    });
    expect(res.status, collectionId).toBe(403);
  }

  // Its own saldo and ledger, exportable: the deposit and the top-up's charge (on a laptop: the
  // grid draws only the columns that fit).
  await page.setViewportSize({ width: 1366, height: 768 });
  const cuenta = page.getByRole('region', { name: 'Su estado de cuenta' });
  await expect(cuenta.getByTestId('Saldo actual')).toHaveText('Saldo actual: $152.00');
  await expect(cuenta.getByRole('row').filter({ hasText: 'R-000001' })).toContainText('-$48.00');
  const celdas = celdasXlsx(await descargado(page, cuenta.getByRole('button', { name: 'Exportar Excel' })));
  expect([celdas.get('A1')?.valor, celdas.get('D1')?.valor]).toEqual(['Fecha', 'Monto']);
  // A date-and-time cell and number cells, newest first.
  expect(celdas.get('A2')).toMatchObject({ tipo: undefined, estilo: '4' });
  expect([celdas.get('D2')?.valor, celdas.get('D3')?.valor]).toEqual(['-48', '200']);
  await expectSinViolacionesGraves(page, 'Estado de cuenta de un cliente');
});

test('the admin’s balances and SIM stock are the server’s: the sum of every saldo, and every SIM with its stock', async ({
  page,
}) => {
  await login(page, 'admin@demo.test', 'demo1234');
  // The other worker's tests may move a saldo or a stock meanwhile: read both sides again until they agree.
  await expect(async () => {
    await page.goto('/reportes');
    const [clientes, sims] = await Promise.all([
      adminDb.collection('clientes').get(),
      adminDb.collection('productos').where('tipo', '==', 'sim').get(),
    ]);
    // What the clients hold: a shop on credit (saldo below zero) owes, which is Cartera's figure, not this one.
    const total = clientes.docs.reduce((suma, doc) => suma + Math.max(0, Number(doc.data().saldo ?? 0)), 0);
    await page.getByRole('tab', { name: 'Saldos de clientes' }).click();
    await expect(page.getByTestId('Saldo total de clientes')).toHaveText(
      `${formatMoney(total)} entre ${clientes.size.toLocaleString('es-MX')} clientes (hoy, no depende del periodo)`,
      { timeout: 5_000 },
    );
    await page.getByRole('tab', { name: 'Stock de chips' }).click();
    // A SIM no other one shares its name with, found by its name's own cell: the emulator suites
    // leave a SIM named "Chip", which the table's header ("Chip", "Stock"…) contains as well.
    const nombres = sims.docs.map((doc) => String(doc.data().nombre));
    const sim = sims.docs
      .map((doc) => doc.data())
      .find((data) => nombres.filter((n) => n === data.nombre).length === 1);
    if (!sim) throw new Error('Ningún chip tiene un nombre único');
    await expect(
      page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(sim.nombre), exact: true }) }),
    ).toContainText(String(sim.stock), { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
});

/** A client whose name is long, as a shop's often is, with a $500 top-up today. */
async function tiendaDeNombreLargo(i: number) {
  const tienda = await nuevaTienda({ pesos: 500 });
  const nombre = `${tienda.negocio} Abarrotes y Papelería del Centro ${i}`;
  await adminDb.collection('clientes').doc(tienda.uid).update({ nombre });
  const recarga = await recargar(await tienda.token(), {
    id: randomUUID(),
    productoId: 'REC-TEL-500',
    numero: `551234${String(1_111 + i)}`,
  });
  expect(recarga.body).toMatchObject({ estado: 'exitosa' });
  return nombre;
}

/** The names the chart writes beside (or under) its bars. */
const nombresEnGrafica = (grafica: Locator) => grafica.locator('.MuiChartsAxis-tickLabel').allTextContents();

/** A label is its name, or the name shortened with "…". */
const nombra = (etiqueta: string, nombre: string) =>
  etiqueta === nombre || (etiqueta.endsWith('…') && nombre.startsWith(etiqueta.slice(0, -1).trimEnd()));

test('Por cliente: every bar of the chart has its name, at 1366 px and on a phone; the whole name on hover', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const largos = [];
  for (let i = 0; i < 10; i += 1) largos.push(await tiendaDeNombreLargo(i));
  await login(page, 'gerente@demo.test', 'demo1234');
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/reportes');
    await page.getByRole('button', { name: 'Hoy' }).click();
    await page.getByRole('tab', { name: 'Por cliente' }).click();
    const tabla = page.getByRole('table', { name: /por cliente/ });
    await expect(tabla.getByRole('row').filter({ hasText: largos[9] })).toBeVisible();
    // The chart draws the table's first 10 lines.
    const nombresTabla = (await tabla.locator('tbody tr:not(.total) td:first-child').allInnerTexts()).slice(0, 10);
    const grafica = page.getByRole('img', { name: /Ventas de recargas por cliente/ });
    await grafica.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await nombresEnGrafica(grafica)).filter((e) => !e.startsWith('$')).length)
      .toBe(nombresTabla.length);
    const etiquetas = (await nombresEnGrafica(grafica)).filter((e) => !e.startsWith('$'));
    for (const nombre of nombresTabla) {
      expect(
        etiquetas.some((etiqueta) => nombra(etiqueta, nombre)),
        `${nombre} en ${JSON.stringify(etiquetas)}`,
      ).toBe(true);
    }
    // The whole name of a bar, on hover.
    const barra = grafica.locator('.MuiBarChart-element').first();
    await barra.hover();
    await expect(page.locator('.MuiChartsTooltip-root')).toContainText(nombresTabla[0]);
    await expectSinViolacionesGraves(page, `Reportes por cliente a ${viewport.width} px`);
  }
});
