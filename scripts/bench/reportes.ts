// Reportes and admin Inicio at 10,000 and then 100,000 top-ups (part of npm run bench).
// A generator writes top-ups over the last 60 days for 200 clients as the top-up transactions
// leave them (recargas, recargasCostos and the daily summaries: each recarga's delta from
// domain/resumenes, the same function the transactions apply), then checks three days' summaries
// against a recount of the raw top-ups. For a 30-day Reportes range and for admin Inicio it prints
// the billed reads (a document read is 1; an aggregation is 1 per 1,000 index entries it matches)
// and the time until the numbers are on screen in Chromium, beside the naive way: downloading the
// range's top-ups and adding them up in the browser. Timings are reported, never asserted.
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { chromium, type Page } from 'playwright-core';
import { diaNegocio } from '../../domain/fechas';
import { precioRecarga, type EstadoRecarga } from '../../domain/recargas';
import { inicioDiaNegocio, mesesDelRango, sumarDias, type MesLeido } from '../../domain/reportes';
import {
  CUBETA_VACIA,
  deltaCubeta,
  idResumenCliente,
  idResumenClienteMes,
  idResumenMes,
  idsResumenesDeMeses,
  shardDe,
  SIN_DISTRIBUIDOR,
  sumarCubetas,
  type Cubeta,
  type RecargaResumible,
} from '../../domain/resumenes';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { leerDocumentos } from '../../src/lib/rest/documentos-rest';
import { recontarInicio } from '../contadores-inicio';
import { sumaDeDias } from '../totales-mes';
import { esperarCalma } from './calma';

const CLIENTES = 200;
const DIAS = 60;
// BENCH_ETAPAS=10000 measures one stage only (a quick look; the growth needs both).
const ETAPAS = (process.env.BENCH_ETAPAS ?? '10000,100000').split(',').map(Number);
const OPERADORES = ['Telcel', 'Movistar', 'AT&T', 'Bait'];
const MONTOS = [2_000, 3_000, 5_000, 10_000, 20_000];
const RUNS = 5;
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const REST = `http://${FIRESTORE}/v1/projects/demo-recargas/databases/(default)/documents`;

const db: Firestore = getFirestore(getApps()[0] ?? initializeApp({ projectId: 'demo-recargas' }));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const clienteId = (i: number) => `bench-cliente-${String(i).padStart(3, '0')}`;
const nombreCliente = (id: string) => `Tienda banco ${id.slice(-3)}`;

/** The i-th generated top-up: deterministic, spread evenly over the 60 days before today. */
function recarga(i: number, total: number, hoy: string): RecargaResumible & { estado: EstadoRecarga; en: number } {
  const dia = sumarDias(hoy, -Math.floor((i / total) * DIAS));
  const monto = MONTOS[i % MONTOS.length];
  const estado: EstadoRecarga = i % 100 < 95 ? 'exitosa' : i % 100 < 99 ? 'fallida' : 'revertida';
  return {
    id: `bench-recarga-${String(i).padStart(6, '0')}`,
    clienteId: clienteId(i % CLIENTES),
    operador: OPERADORES[i % OPERADORES.length],
    dia,
    monto,
    precio: precioRecarga(monto, 4).precio,
    costo: Math.round(monto * 0.95),
    estado,
    en: inicioDiaNegocio(dia) + ((i * 7_919) % 86_000) * 1000,
  };
}

/** Writes the clients and `total` top-ups (a larger run rewrites a smaller one's ids), then their summaries. */
async function generar(total: number, hoy: string, demo: Map<string, MesLeido>): Promise<void> {
  const started = Date.now();
  const writer = db.bulkWriter();
  for (let c = 0; c < CLIENTES; c += 1) {
    writer.set(db.collection('clientes').doc(clienteId(c)), {
      nombre: nombreCliente(clienteId(c)),
      saldo: 0,
      estatus: true,
      comisiones: { predeterminada: 4 },
    });
  }
  for (let i = 0; i < total; i += 1) {
    const r = recarga(i, total, hoy);
    const creadoEn = Timestamp.fromMillis(r.en);
    writer.set(db.collection('recargas').doc(r.id), {
      folio: `B-${String(i).padStart(6, '0')}`,
      clienteId: r.clienteId,
      operador: r.operador,
      productoId: 'REC-BENCH',
      numero: '5500000000',
      monto: r.monto,
      precio: r.precio,
      estado: r.estado,
      dia: r.dia,
      creadoEn,
      actualizadoEn: creadoEn,
    });
    writer.set(db.collection('recargasCostos').doc(r.id), { costo: r.costo, dia: r.dia, clienteId: r.clienteId });
  }
  await writer.close();
  // Its clients are written here, not through register: Inicio's counts are recounted, as the seed does.
  await recontarInicio(db);
  await escribirResumenes(total, hoy, demo);
  console.log(
    `  ${total.toLocaleString('es-MX')} recargas escritas en ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

type Grupos = { total: Cubeta; operadores: Record<string, Cubeta>; distribuidores: Record<string, Cubeta> };
const vacio = (): Grupos => ({ total: { ...CUBETA_VACIA, costo: 0 }, operadores: {}, distribuidores: {} });

/**
 * The summaries of the generated top-ups, each recarga's delta as its transactions add it: its
 * day in its month's shard (total, carriers), in its client's month of the business (that day and
 * the month, with distributors) and its client's own day.
 */
async function escribirResumenes(total: number, hoy: string, demo: Map<string, MesLeido>): Promise<void> {
  const negocio = new Map<string, Record<string, Grupos>>();
  for (const [id, { dias }] of demo) {
    const porDia: Record<string, Grupos> = {};
    for (const [dia, d] of Object.entries(dias ?? {})) {
      porDia[dia] = {
        total: sumarCubetas({ ...CUBETA_VACIA, costo: 0 }, d.total),
        operadores: Object.fromEntries(
          Object.entries(d.operadores ?? {}).map(([o, c]) => [o, sumarCubetas({ ...CUBETA_VACIA }, c)]),
        ),
        distribuidores: {},
      };
    }
    negocio.set(id, porDia);
  }
  const meses = new Map<string, Record<string, Grupos>>();
  const clientes = new Map<string, Grupos>();
  const sumar = (g: Grupos, delta: Cubeta, r: RecargaResumible) => {
    g.total = sumarCubetas(g.total, delta);
    g.operadores[r.operador] = sumarCubetas(g.operadores[r.operador] ?? { ...CUBETA_VACIA }, delta);
    g.distribuidores[SIN_DISTRIBUIDOR] = sumarCubetas(g.distribuidores[SIN_DISTRIBUIDOR] ?? { ...CUBETA_VACIA }, delta);
  };
  const grupo = <K>(mapa: Map<K, Grupos>, clave: K) => {
    if (!mapa.has(clave)) mapa.set(clave, vacio());
    return mapa.get(clave) as Grupos;
  };
  /** The day of `r` in a month document keyed `id`, by day of the month. */
  const delMes = (mapa: Map<string, Record<string, Grupos>>, id: string, r: RecargaResumible) => {
    if (!mapa.has(id)) mapa.set(id, {});
    const dias = mapa.get(id) as Record<string, Grupos>;
    dias[r.dia.slice(8)] ??= vacio();
    return dias[r.dia.slice(8)];
  };
  for (let i = 0; i < total; i += 1) {
    const r = recarga(i, total, hoy);
    const delta = deltaCubeta(r, null, r.estado);
    sumar(delMes(negocio, idResumenMes(r.dia, shardDe(r.id)), r), delta, r);
    sumar(delMes(meses, idResumenClienteMes(r.clienteId, r.dia), r), delta, r);
    // A client's own summary never holds cost.
    const sinCosto: Cubeta = { ...delta };
    delete sinCosto.costo;
    sumar(grupo(clientes, idResumenCliente(r.clienteId, r.dia)), sinCosto, r);
  }
  // Into the business's own shards, on top of what the demo's top-ups wrote there, as the top-up
  // transactions would have added them: the screens read the shards by id.
  const docs: [string, string, Record<string, unknown>][] = [];
  for (const [id, dias] of negocio) {
    const [mes, shard] = id.split('_');
    const porDia = Object.fromEntries(
      Object.entries(dias).map(([dia, g]) => [dia, { total: g.total, operadores: g.operadores }]),
    );
    docs.push(['resumenesRecargas', id, { mes, shard: Number(shard), dias: porDia }]);
  }
  for (const [id, dias] of meses) {
    const porDia = Object.fromEntries(
      Object.entries(dias).map(([dia, g]) => [dia, { total: g.total, distribuidores: g.distribuidores }]),
    );
    // The month as a whole, which each top-up adds to with its day.
    const delMes = sumaDeDias(porDia);
    // Each top-up writes its client's name into the month (functions/src/resumenes/recargas.ts).
    const clienteId = id.slice(0, -8);
    docs.push([
      'resumenesClientesMes',
      id,
      {
        clienteId,
        mes: id.slice(-7),
        nombre: nombreCliente(clienteId),
        total: delMes.total,
        distribuidores: delMes.distribuidores,
        dias: porDia,
      },
    ]);
  }
  for (const [id, { total: t, operadores, distribuidores }] of clientes) {
    docs.push([
      'resumenesCliente',
      id,
      { clienteId: id.slice(0, -11), dia: id.slice(-10), total: t, operadores, distribuidores },
    ]);
  }
  // Ten at a time: a burst of large writes made the emulator answer DEADLINE_EXCEEDED.
  for (let i = 0; i < docs.length; i += 10) {
    const batch = db.batch();
    for (const [coleccion, id, data] of docs.slice(i, i + 10)) batch.set(db.collection(coleccion).doc(id), data);
    await batch.commit();
  }
}

/** Three days' summaries (all shards) against a recount of their raw top-ups: the generator's check. */
async function comprobar(dias: string[]): Promise<boolean> {
  let ok = true;
  for (const dia of dias) {
    const [recargas, shards] = await Promise.all([
      db.collection('recargas').where('dia', '==', dia).get(),
      db.collection('resumenesRecargas').where('mes', '==', dia.slice(0, 7)).get(),
    ]);
    const exitosas = recargas.docs.filter((d) => d.data().estado === 'exitosa');
    const recuento = { exitosas: exitosas.length, monto: exitosas.reduce((s, d) => s + d.data().monto, 0) };
    const resumen = shards.docs.reduce((s, d) => sumarCubetas(s, d.data().dias?.[dia.slice(8)]?.total ?? {}), {
      ...CUBETA_VACIA,
    });
    const igual = resumen.exitosas === recuento.exitosas && resumen.monto === recuento.monto;
    ok &&= igual;
    if (!igual) console.log(`  ✘ ${dia}: resúmenes ${JSON.stringify(resumen)} ≠ recuento ${JSON.stringify(recuento)}`);
  }
  return ok;
}

/**
 * What the Reportes screen reads for a range (use-reporte.ts): every shard of its months, by id in
 * one request a month (documents:batchGet bills each id asked for, an absent one too).
 */
const lecturasReportes = (desde: string, hasta: string) => idsResumenesDeMeses(mesesDelRango({ desde, hasta })).length;

/**
 * What its Por cliente view reads when opened: the client months of the range, then the names
 * of the clients none of whose months there carries one (months older than the name in them).
 */
async function lecturasPorCliente(desde: string, hasta: string): Promise<number> {
  const meses = await db
    .collection('resumenesClientesMes')
    .where('mes', '>=', desde.slice(0, 7))
    .where('mes', '<=', hasta.slice(0, 7))
    .get();
  const conNombre = new Set(
    meses.docs.filter((d) => typeof d.data().nombre === 'string').map((d) => d.data().clienteId),
  );
  const sinNombre = new Set(meses.docs.map((d) => String(d.data().clienteId)).filter((id) => !conNombre.has(id)));
  // Looked up by id (documents:batchGet), which bills each id asked for.
  return meses.size + sinNombre.size;
}

/**
 * What admin Inicio reads (use-inicio.ts): the shards of 14 days' months, the counts' document and
 * the low-stock SIMs.
 */
async function lecturasInicio(hoy: string): Promise<number> {
  const meses = mesesDelRango({ desde: sumarDias(hoy, -13), hasta: hoy });
  const bajos = await db.collection('productos').where('tipo', '==', 'sim').where('stock', '<=', 20).limit(10).get();
  return idsResumenesDeMeses(meses).length + 1 + Math.max(1, bajos.size);
}

/**
 * What bounds the screens' times on this machine: the emulator's own time for a query of a small
 * collection, three of them at once, and a lookup by id, from Node with the Admin SDK (no browser,
 * no rules); then this month's 8 shards looked up at once (Inicio's and Reportes' batchGet) as the
 * admin's browser asks for them, through the rules, and as the project's owner, past them. The
 * median of 5 of each. A screen draws no sooner than its reads answer; the emulator's queries slow
 * down as the database grows, however few documents they match (one took 18 ms, three 23 ms and a
 * lookup 4 ms at 10,000 top-ups; 43–46 ms, about 70 ms and 7–8 ms at 100,000), and its rules look
 * the caller's usuarios record up again for each document of a batchGet, whatever the database
 * holds: 65–75 ms for the 8 shards, 8–11 ms past the rules, on the demo data and at 100,000 alike
 * (2 cores, which the browser shares).
 */
async function costeEmulador(hoy: string): Promise<string> {
  const ms = async (leer: () => Promise<unknown>) => {
    const started = performance.now();
    await leer();
    return performance.now() - started;
  };
  const contar = (coleccion: string) => db.collection(coleccion).where('estatus', '==', true).count().get();
  // The screens' own lookup (src/lib/rest/documentos-rest.ts); a refusal of the rules throws.
  const fragmentos = (autorizacion: string) =>
    leerDocumentos(REST, autorizacion, 'resumenesRecargas', idsResumenesDeMeses([hoy.slice(0, 7)]), ['mes']);
  const admin = await token('admin@demo.test');
  // The emulator compiles the rules at their first use (over half a second): not what a screen pays.
  await Promise.all([fragmentos(admin), fragmentos('owner')]);
  const t = {
    consulta: [] as number[],
    tres: [] as number[],
    porId: [] as number[],
    reglas: [] as number[],
    sin: [] as number[],
  };
  for (let i = 0; i < 5; i += 1) {
    t.consulta.push(await ms(() => contar('clientes')));
    t.tres.push(await ms(() => Promise.all([contar('clientes'), contar('productos'), contar('usuarios')])));
    t.porId.push(await ms(() => db.collection('clientes').doc(clienteId(i)).get()));
    t.reglas.push(await ms(() => fragmentos(admin)));
    t.sin.push(await ms(() => fragmentos('owner')));
  }
  return (
    `el emulador: una consulta ${median(t.consulta).toFixed(0)} ms, tres a la vez ${median(t.tres).toFixed(0)} ms, ` +
    `una lectura por id ${median(t.porId).toFixed(0)} ms; los 8 fragmentos del mes por id, ` +
    `con las reglas del administrador ${median(t.reglas).toFixed(0)} ms, sin reglas ${median(t.sin).toFixed(0)} ms`
  );
}

async function contarRecargas(desde: string, hasta: string, estado?: EstadoRecarga): Promise<number> {
  let consulta = db.collection('recargas').where('dia', '>=', desde).where('dia', '<=', hasta);
  if (estado) consulta = consulta.where('estado', '==', estado);
  return (await consulta.count().get()).data().count;
}

async function token(email: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234', returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

async function entrar(page: Page, base: string, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/(inicio|reportes)$/);
}

/**
 * The naive way, in the page: every top-up of the range downloaded (the emulator's REST runQuery,
 * lighter than the SDK's channel) and added up, the sum then written on screen. Returns its ms.
 */
async function ingenuo(page: Page, idToken: string, desde: string, hasta: string): Promise<number> {
  await esperarCalma(2_000);
  return page.evaluate(
    async ({ rest, idToken, desde, hasta }) => {
      const started = performance.now();
      const res = await fetch(`${rest}:runQuery`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId: 'recargas' }],
            where: {
              compositeFilter: {
                op: 'AND',
                filters: [
                  {
                    fieldFilter: {
                      field: { fieldPath: 'dia' },
                      op: 'GREATER_THAN_OR_EQUAL',
                      value: { stringValue: desde },
                    },
                  },
                  {
                    fieldFilter: {
                      field: { fieldPath: 'dia' },
                      op: 'LESS_THAN_OR_EQUAL',
                      value: { stringValue: hasta },
                    },
                  },
                ],
              },
            },
          },
        }),
      });
      const filas = (await res.json()) as {
        document?: { fields: Record<string, { stringValue?: string; integerValue?: string }> };
      }[];
      let monto = 0;
      for (const fila of filas) {
        const f = fila.document?.fields;
        if (f?.estado?.stringValue === 'exitosa') monto += Number(f.monto?.integerValue ?? 0);
      }
      const p = document.createElement('p');
      p.textContent = `Vendido: ${monto}`;
      document.body.append(p);
      return performance.now() - started;
    },
    { rest: REST, idToken, desde, hasta },
  );
}

interface Medida {
  recargas: number;
  lecturas: number;
  ms: number;
  lecturasIngenuo: number;
  msIngenuo: number;
}

type Medidas = { reportes: Medida; porCliente: Medida; inicio: Medida };

/** What is on screen when a figure is: every selector present, with exactly `texto` or a row containing `contiene`. */
type Listo = { selector: string; texto?: string; contiene?: string }[];

/**
 * Milliseconds measured in the page, as the naive way is: from the click's event until every `listo`
 * element is in the document (a MutationObserver checks at each change). Playwright's own round
 * trips (finding the button, polling for the text) stay outside the figure. Each time, and each of
 * the naive way's, starts on idle cores (calma.ts), so that whatever ran before it (the naive
 * download of 50,000 documents, a sign-in) cannot still be using the cores it is timed on.
 */
async function alClicar(page: Page, listo: Listo, clic: () => Promise<void>): Promise<number> {
  await esperarCalma(2_000);
  await page.evaluate((listo) => {
    const w = window as unknown as { medida?: Promise<number> };
    w.medida = new Promise<number>((resolve, reject) => {
      let desde = 0;
      document.addEventListener('click', () => (desde = performance.now()), { capture: true, once: true });
      // No named function in here: tsx would wrap it in a helper the page does not have.
      const observer = new MutationObserver(() => {
        const hecho = listo.every(({ selector, texto, contiene }) =>
          [...document.querySelectorAll(selector)].some(
            (el) =>
              (texto === undefined || el.textContent === texto) &&
              (contiene === undefined || (el.textContent ?? '').includes(contiene)),
          ),
        );
        if (desde > 0 && hecho) {
          observer.disconnect();
          resolve(performance.now() - desde);
        }
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      setTimeout(() => reject(new Error(`No apareció: ${JSON.stringify(listo)}`)), 120_000);
    });
  }, listo);
  await clic();
  return page.evaluate(() => (window as unknown as { medida: Promise<number> }).medida);
}

/**
 * Each time runs from a click inside the app (its code already loaded, as for a user who works in
 * it) until the figure is on screen: a preset of Reportes, its Por cliente tab, the menu's Inicio.
 * The naive way is timed in the same page, from its request until its sum is on screen.
 */
async function medir(base: string, hoy: string): Promise<Medidas> {
  const desde = sumarDias(hoy, -29);
  const desdeInicio = sumarDias(hoy, -13);
  const [enRango, exitosas, enInicio, lecturas, lecturasCli, lecturasIni] = await Promise.all([
    contarRecargas(desde, hoy),
    contarRecargas(desde, hoy, 'exitosa'),
    contarRecargas(desdeInicio, hoy),
    lecturasReportes(desde, hoy),
    lecturasPorCliente(desde, hoy),
    lecturasInicio(hoy),
  ]);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const tiempos = {
    reportes: [] as number[],
    porCliente: [] as number[],
    inicio: [] as number[],
    ingenuo: [] as number[],
    ingenuoInicio: [] as number[],
  };
  const gerente = await token('gerente@demo.test');
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage();
    await entrar(page, base, 'gerente@demo.test');
    await page.getByTestId('Recargas exitosas').waitFor({ timeout: 120_000 });
    // The last 30 days' figure itself, not the 7 days' it replaces.
    tiempos.reportes.push(
      await alClicar(page, [{ selector: '[data-testid="Recargas exitosas"]', texto: String(exitosas) }], () =>
        page.getByRole('button', { name: 'Últimos 30 días' }).click(),
      ),
    );
    tiempos.porCliente.push(
      await alClicar(
        page,
        [{ selector: 'table[aria-label^="Ventas de recargas por cliente"] tbody tr', contiene: 'Tienda banco' }],
        () => page.getByRole('tab', { name: 'Por cliente' }).click(),
      ),
    );
    tiempos.ingenuo.push(await ingenuo(page, gerente, desde, hoy));
    tiempos.ingenuoInicio.push(await ingenuo(page, gerente, desdeInicio, hoy));
    await page.close();

    const admin = await browser.newPage();
    await entrar(admin, base, 'admin@demo.test');
    await admin.getByRole('img', { name: /Ventas de los últimos 14 días/ }).waitFor({ timeout: 120_000 });
    await admin.getByRole('link', { name: 'Logs' }).click();
    await admin.waitForURL(/\/logs$/);
    await admin.waitForTimeout(2_000);
    tiempos.inicio.push(
      await alClicar(
        admin,
        // Everything the page shows: the day's sales and their sparkline, what waits, the low stock.
        [
          { selector: '[data-testid="Recargas de hoy"]' },
          { selector: 'svg[role="img"][aria-label^="Ventas de los últimos 14 días"]' },
          { selector: '[data-testid="Clientes activos"]' },
          { selector: '[data-testid="Compras por aprobar"]' },
          { selector: '[data-testid="Chips con stock bajo"]' },
        ],
        () => admin.getByRole('link', { name: 'Inicio' }).click(),
      ),
    );
    await admin.close();
  }
  await browser.close();
  const medida = (recargas: number, l: number, ms: number[], ingenuos: number[]): Medida => ({
    recargas,
    lecturas: l,
    ms: median(ms),
    lecturasIngenuo: recargas,
    msIngenuo: median(ingenuos),
  });
  return {
    reportes: medida(enRango, lecturas, tiempos.reportes, tiempos.ingenuo),
    porCliente: medida(enRango, lecturasCli, tiempos.porCliente, tiempos.ingenuo),
    inicio: medida(enInicio, lecturasIni, tiempos.inicio, tiempos.ingenuoInicio),
  };
}

function linea(nombre: string, m: Medida): string {
  const veces = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : '—');
  return (
    `  ${nombre}: ${m.recargas.toLocaleString('es-MX')} recargas en el rango · resúmenes ${m.lecturas} lecturas, ` +
    `${m.ms.toFixed(0)} ms · ingenuo ${m.lecturasIngenuo.toLocaleString('es-MX')} lecturas, ${m.msIngenuo.toFixed(0)} ms · ` +
    `${veces(m.lecturasIngenuo, m.lecturas)} menos lecturas (objetivo ≥ 100×), ${veces(m.msIngenuo, m.ms)} más rápido (objetivo ≥ 20×)`
  );
}

/** Generates 10,000 then 100,000 top-ups, measuring after each; false when a summary disagrees with its recount. */
export async function benchReportes(base: string): Promise<boolean> {
  const hoy = diaNegocio(new Date());
  let ok = true;
  const medidas: Medidas[] = [];
  // The demo's own summaries, to which each stage adds its generated top-ups (the 100,000 run
  // replaces the 10,000 run's, as it rewrites their documents).
  const demo = new Map(
    (await db.collection('resumenesRecargas').get()).docs.map((d) => [d.id, d.data() as MesLeido] as const),
  );
  for (const total of ETAPAS) {
    console.log(
      `\nReportes e Inicio con ${total.toLocaleString('es-MX')} recargas de ${CLIENTES} clientes en ${DIAS} días:`,
    );
    // The 100,000 run rewrites the 10,000 run's documents (the same ids) and adds the rest.
    await generar(total, hoy, demo);
    ok &&= await comprobar([hoy, sumarDias(hoy, -15), sumarDias(hoy, -45)]);
    console.log(`  (la máquina al medir: ${await esperarCalma()}; ${await costeEmulador(hoy)})`);
    const m = await medir(base, hoy);
    medidas.push(m);
    console.log(linea('Reportes, 30 días (gerente)', m.reportes));
    console.log(linea('  su vista Por cliente, al abrirla', m.porCliente));
    console.log(linea('Inicio del administrador (14 días)', m.inicio));
  }
  const [a, b] = medidas;
  if (!b) return ok;
  const crecimiento = (x: number, y: number) => `${(y / x).toFixed(2)}×`;
  const de = `  De ${ETAPAS[0].toLocaleString('es-MX')} a ${ETAPAS[1].toLocaleString('es-MX')} recargas`;
  for (const [nombre, x, y] of [
    ['Reportes', a.reportes, b.reportes],
    ['Por cliente', a.porCliente, b.porCliente],
    ['Inicio', a.inicio, b.inicio],
  ] as const) {
    console.log(
      `${de}, ${nombre}: lecturas ${crecimiento(x.lecturas, y.lecturas)}, tiempo ${crecimiento(x.ms, y.ms)} (objetivo ≤ 1.5×)`,
    );
  }
  return ok;
}
