// Lighthouse (mobile preset, simulated throttling) on /login, and signed in on the pages each role
// opens all day (admin: /inicio, /clientes; a shop: /inicio, /recargas, /compras; the manager:
// /reportes): the median of 3 runs of each score and metric. Beside them, signed in, the floor
// of /inicio (piso.ts): the least React, MUI and Firebase Auth can do for its first figure under
// SPEC.md's guard, a largest paint no change to the app can go below. Its blocking time is no such
// floor: its one file is evaluated in one task, where the app's are spread over several.
//
// Signed-in pages: the app keeps its Auth session and currentUser in sessionStorage, so a fresh
// tab is signed out. Each signed-in run signs in through the login form (and its SMS step) in a fresh browser
// context, then hands that very tab to Lighthouse (its puppeteer-page API). Lighthouse navigates
// the tab to the audited URL with the HTTP cache cleared (a cold load, as a first visit), while
// sessionStorage, which belongs to the tab, keeps the session: what a signed-in user who reloads
// the page gets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { codigoEnviado } from '../../tests/support/emulators';
import { esperarCalma, usoCpu } from './calma';
import { construirPiso, RUTA_PISO } from './piso';

/** Runs per page: 3 (the targets' median); LIGHTHOUSE_CORRIDAS=5 for a comparison of two builds. */
const RUNS = Number(process.env.LIGHTHOUSE_CORRIDAS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** A demo account (README) and the page it lands on after signing in. */
interface Cuenta {
  correo: string;
  nombre: string;
  llegaA: string;
  /** Admins sign in with their SMS code too. */
  segundoFactor: boolean;
}

const ADMIN: Cuenta = { correo: 'admin@demo.test', nombre: 'admin', llegaA: '/inicio', segundoFactor: true };
const CLIENTE: Cuenta = { correo: 'cliente@demo.test', nombre: 'cliente', llegaA: '/inicio', segundoFactor: false };
const GERENTE: Cuenta = { correo: 'gerente@demo.test', nombre: 'gerente', llegaA: '/reportes', segundoFactor: false };

interface Audit {
  path: string;
  /** Who is signed in; null for a visitor. */
  como: Cuenta | null;
  /** The Lighthouse performance score the route must reach; none for the floor, a reference measured beside the app. */
  minPerformance?: number;
}

// The floor first: every signed-in page's LCP is judged against the floor measured in the same run.
export const AUDITS: readonly Audit[] = [
  { path: RUTA_PISO, como: ADMIN },
  { path: '/login', como: null, minPerformance: 98 },
  { path: '/inicio', como: ADMIN, minPerformance: 95 },
  { path: '/inicio', como: CLIENTE, minPerformance: 95 },
  { path: '/recargas', como: CLIENTE, minPerformance: 95 },
  { path: '/compras', como: CLIENTE, minPerformance: 95 },
  { path: '/clientes', como: ADMIN, minPerformance: 95 },
  { path: '/reportes', como: GERENTE, minPerformance: 95 },
];
/**
 * The pages audited: all, or those LIGHTHOUSE_PAGINAS names ("/inicio:cliente,/recargas:cliente"),
 * always after the floor.
 */
function paginas(): readonly Audit[] {
  const elegidas = process.env.LIGHTHOUSE_PAGINAS?.split(',').map((pagina) => pagina.trim());
  if (!elegidas) return AUDITS;
  return AUDITS.filter(
    (audit) => audit.path === RUTA_PISO || elegidas.includes(`${audit.path}:${audit.como?.nombre ?? 'visitante'}`),
  );
}
const MAX_TBT_MS = 150;
/** A signed-in page's LCP may be at most this many times the floor's. */
const MAX_LCP_PISO = 1.15;

interface RunResult {
  scores: Record<(typeof CATEGORIES)[number], number>;
  tbt: number;
  lcp: number;
  fcp: number;
  /** Speed Index (ms) and Cumulative Layout Shift: with TBT and LCP, what the score weighs. */
  si: number;
  cls: number;
  failing: string[];
  version: string;
}

/**
 * A demo account signs in: its password, then for an admin (two-step verification) the code of the
 * SMS the Auth emulator "sent", read from the emulator as the tests read it.
 */
async function signIn(page: Page, base: string, cuenta: Cuenta): Promise<void> {
  const enviados: Promise<string>[] = [];
  page.on('response', (respuesta) => {
    // The POST's own answer: its CORS preflight has no body to read.
    if (!respuesta.url().includes('/accounts/mfaSignIn:start') || respuesta.request().method() !== 'POST') return;
    enviados.push(
      respuesta
        .json()
        .then((cuerpo: { phoneResponseInfo: { sessionInfo: string } }) =>
          codigoEnviado(cuerpo.phoneResponseInfo.sessionInfo),
        ),
    );
  });
  await page.goto(`${base}/login`);
  await page.locator('input[type="email"]').fill(cuenta.correo);
  await page.locator('input[autocomplete="current-password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  if (cuenta.segundoFactor) {
    await page.waitForSelector('input[autocomplete="one-time-code"]', { timeout: 30_000 });
    await page.locator('input[autocomplete="one-time-code"]').fill(await enviados[0]);
    await page.locator('form:not([hidden]) button[type="submit"]').click();
  }
  await page.waitForFunction((ruta) => window.location.pathname === ruta, { timeout: 30_000 }, cuenta.llegaA);
}

/** Lighthouse's own failure to record a run (NO_NAVSTART, a lost trace), not the page's. */
class FalloDeLighthouse extends Error {}

/** A run again, once, when Lighthouse failed to record it: one lost trace does not lose the bench. */
async function auditar(browser: Browser, base: string, audit: Audit): Promise<RunResult> {
  try {
    return await auditOnce(browser, base, audit);
  } catch (error) {
    if (!(error instanceof FalloDeLighthouse)) throw error;
    console.log(`${error.message}; se repite la corrida`);
    return auditOnce(browser, base, audit);
  }
}

async function auditOnce(browser: Browser, base: string, audit: Audit): Promise<RunResult> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (audit.como) await signIn(page, base, audit.como);
    const result = await lighthouse(
      `${base}${audit.path}`,
      { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse no devolvió resultado para ${audit.path}`);
    const { categories, audits } = result.lhr;
    // LIGHTHOUSE_JSON=<folder>: each run's whole report kept there, to see where a page's time goes.
    if (process.env.LIGHTHOUSE_JSON) guardarInforme(process.env.LIGHTHOUSE_JSON, audit, result.report);
    if (result.lhr.runtimeError) throw new FalloDeLighthouse(`${audit.path}: ${result.lhr.runtimeError.message}`);
    const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && (audits[ref.id].score ?? 0) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id].score ?? 0) * 100);
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      fcp: audits['first-contentful-paint'].numericValue ?? NaN,
      si: audits['speed-index'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      failing,
      version: result.lhr.lighthouseVersion,
    };
  } finally {
    await context.close();
  }
}

function guardarInforme(carpeta: string, audit: Audit, informe: string | string[]): void {
  mkdirSync(carpeta, { recursive: true });
  const nombre = `${audit.path.replace(/\W+/g, '-').replace(/^-/, '')}-${audit.como?.nombre ?? 'visitante'}-${Date.now()}.json`;
  writeFileSync(join(carpeta, nombre), Array.isArray(informe) ? informe[0] : informe);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `pisoLcp`: the floor's LCP in this run (ms), which a signed-in page's is judged against. */
function row(audit: Audit, runs: RunResult[], pisoLcp: number): string[] {
  const perf = median(runs.map((r) => r.scores.performance));
  const a11y = median(runs.map((r) => r.scores.accessibility));
  const bp = median(runs.map((r) => r.scores['best-practices']));
  const tbt = median(runs.map((r) => r.tbt));
  const lcp = median(runs.map((r) => r.lcp));
  const fcp = median(runs.map((r) => r.fcp));
  const si = median(runs.map((r) => r.si));
  const cls = median(runs.map((r) => r.cls));
  const ratio = lcp / pisoLcp;
  /** The target's verdict; the floor has none. The sign-in page is judged by its score alone. */
  const veredicto = (minimo: number) => {
    const ok =
      perf >= minimo && a11y === 100 && bp === 100 && (!audit.como || (tbt <= MAX_TBT_MS && ratio <= MAX_LCP_PISO));
    if (ok) return '✔';
    return audit.como
      ? `✘ objetivo: rendimiento ≥ ${minimo}, 100, 100, TBT ≤ ${MAX_TBT_MS} ms, LCP ≤ ${MAX_LCP_PISO}× piso`
      : `✘ objetivo: rendimiento ≥ ${minimo}, 100, 100`;
  };
  return [
    audit.path,
    audit.como?.nombre ?? 'visitante',
    `${perf} (${runs.map((r) => r.scores.performance).join('/')})`,
    String(a11y),
    String(bp),
    `${Math.round(tbt)} ms`,
    `${(lcp / 1000).toFixed(2)} s`,
    `${ratio.toFixed(2)}×`,
    `${(fcp / 1000).toFixed(2)} s`,
    `${(si / 1000).toFixed(2)} s`,
    cls.toFixed(3),
    audit.minPerformance === undefined
      ? 'piso: React, MUI y Firebase Auth, y la lectura de «Vendido hoy»'
      : veredicto(audit.minPerformance),
  ];
}

function table(rows: string[][]): string {
  const header = [
    'ruta',
    'como',
    'rendimiento (corridas)',
    'accesibilidad',
    'buenas prácticas',
    'TBT',
    'LCP',
    'LCP/piso',
    'FCP',
    'SI',
    'CLS',
    '',
  ];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((line) => line[i].length)));
  return [header, ...rows]
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `dist`: the Hosting emulator's folder, where the floor's page is built for the length of the run. */
export async function benchLighthouse(base: string, dist: string): Promise<void> {
  const quitarPiso = await construirPiso(dist);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const corridas: [Audit, RunResult[]][] = [];
    const failing = new Set<string>();
    console.log(`\nLighthouse (móvil, limitación simulada, mediana de ${RUNS} corridas)`);
    for (const audit of paginas()) {
      const inicio = await esperarCalma();
      const runs: RunResult[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await auditar(browser, base, audit));
      // The floor's page is a reference, not the app's: its audits are not the app's to pass.
      if (audit.minPerformance !== undefined)
        runs.forEach((r) => r.failing.forEach((id) => failing.add(`${audit.path} ${id}`)));
      corridas.push([audit, runs]);
      console.log(
        `${audit.path} (${audit.como?.nombre ?? 'visitante'}): hecho (Lighthouse ${runs[0].version}; al empezar: ${inicio}, al terminar: CPU ${(await usoCpu(1_000)).toFixed(0)}% en uso)`,
      );
    }
    const piso = corridas.find(([audit]) => audit.path === RUTA_PISO)?.[1] ?? [];
    const pisoLcp = median(piso.map((r) => r.lcp));
    console.log(table(corridas.map(([audit, runs]) => row(audit, runs, pisoLcp))));
    if (failing.size) console.log(`Auditorías no aprobadas:\n  ${[...failing].join('\n  ')}`);
  } finally {
    await browser.close();
    quitarPiso();
  }
}
