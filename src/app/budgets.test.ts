import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWeb,
  formatTable,
  hostingPages,
  overBudget,
  overTargetAfterLogin,
  readRouteTable,
  routeSizes,
  staticClosure,
  type Manifest,
  type RouteSize,
  type TableRoute,
} from '../../scripts/bench/route-sizes';
import {
  htmlDeRuta,
  LOGIN_HTML,
  LOGIN_PAGE,
  marcoCargandoHtml,
  SESSION_MODULE,
  TEMPRANO,
} from '../../scripts/vite-route-html';
import { BUDGETS_KB, limitsFor } from './budgets';
import { PUBLIC_SCREENS, SCREENS } from './routes';

// Bundle sizes are deterministic, so the budgets are a test: a production build, then each
// route's first-visit bytes from its manifest, against budgets.ts.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = mkdtempSync(path.join(tmpdir(), 'recargas-budgets-'));
let table: TableRoute[] = [];
let sizes: RouteSize[] = [];
let manifest: Manifest = {};

beforeAll(() => {
  buildWeb(root, outDir);
  table = readRouteTable(root);
  sizes = routeSizes(outDir, table, limitsFor, hostingPages(root));
  manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const sizeOf = (route: string) => sizes.find((size) => size.path === route);

describe('bundle budgets', () => {
  it('checks every route of the route table, each with its budget line', () => {
    const paths = [...PUBLIC_SCREENS, ...SCREENS].map((screen) => screen.path);
    expect(table.map((route) => route.path)).toEqual(paths);
    expect(Object.keys(BUDGETS_KB).sort()).toEqual([...paths].sort());
  });

  it('keeps every route within its budget', () => {
    const over = sizes.filter(overBudget).map((size) => size.path);
    expect(over, `Rutas sobre su presupuesto:\n${formatTable(sizes)}\n`).toEqual([]);
    console.log(formatTable(sizes));
  });

  it("keeps what signing in and then opening each screen downloads within the screen's target", () => {
    // The size targets: after sign-in, Inicio's JavaScript at most 300 kB, no screen over 400 kB. The
    // sign-in page's own files and the sign-in flow (Firebase, the form's checks) count here.
    const signedIn = sizes.filter((size) => size.signedIn);
    expect(signedIn.map((size) => size.afterLogin)).not.toContain(undefined);
    expect(sizeOf('/inicio')?.target).toBe(300_000);
    const over = signedIn.filter(overTargetAfterLogin).map((size) => size.path);
    expect(over, `Rutas sobre su objetivo tras iniciar sesión:\n${formatTable(sizes)}\n`).toEqual([]);
  });

  it('fails a route over its budget or without one', () => {
    const size: RouteSize = { path: '/nueva', signedIn: true, files: [], bytes: 2000, budget: 2000, target: 1000 };
    expect(overBudget(size)).toBe(false);
    expect(overBudget({ ...size, bytes: 2001 })).toBe(true);
    expect(overBudget({ ...size, budget: undefined })).toBe(true);
    expect(formatTable([{ ...size, budget: undefined }])).toContain('SIN PRESUPUESTO');
    expect(overTargetAfterLogin({ ...size, afterLogin: 1000 })).toBe(false);
    expect(overTargetAfterLogin({ ...size, afterLogin: 1001 })).toBe(true);
    expect(formatTable([{ ...size, afterLogin: 1001 }])).toContain('EXCEDE tras iniciar sesión');
  });

  it('loads no Firestore on the sign-in page before it draws', () => {
    const login = sizeOf('/login');
    expect(login).toBeDefined();
    const withFirestore = (login?.files ?? []).filter((file) =>
      readFileSync(path.join(outDir, file), 'utf8').includes('firestore.googleapis.com'),
    );
    expect(withFirestore).toEqual([]);
  });

  it("draws every screen without Firestore's SDK: they read over REST, and only a save loads it", () => {
    // The SDK's own file names itself in its log lines: "Firestore (12.x.y): …".
    const conSdk = (files: string[]) =>
      files.filter((file) => readFileSync(path.join(outDir, file), 'utf8').includes('Firestore ('));
    const pantallas = SCREENS.map((screen) => screen.path);
    expect(Object.fromEntries(pantallas.map((route) => [route, conSdk(sizeOf(route)?.files ?? [])]))).toEqual(
      Object.fromEntries(pantallas.map((route) => [route, []])),
    );
    // …while the build does hold it, in a file of its own that the saves load.
    const sdk = conSdk(Object.values(manifest).map((chunk) => chunk.file));
    expect(sdk).toHaveLength(1);
    // Its Lite edition (src/lib/guardar/db.ts), about 25 kB gzip: the full SDK's listeners, cache and
    // offline queue, which no save uses, were about 75 kB of the first save dialog's download.
    expect(gzipSync(readFileSync(path.join(outDir, sdk[0]))).length).toBeLessThan(30_000);
  });

  it('brings the signed-in frame in a few files, not one per set of screens that shares a piece of it', () => {
    // scripts/vite-shell-chunk.ts: the frame's own modules (MUI's theme, bar, menu, the session)
    // in one file. Left to the bundler they came in about 20, which cost /inicio's first paint a
    // round trip per six of them over HTTP/1.1.
    const layout = table.find((route) => route.signedIn)?.lazy[0] ?? '';
    const entry = staticClosure(manifest, ['index.html']);
    const frame = [...staticClosure(manifest, [layout])].filter((file) => !entry.has(file));
    const marco = frame.filter((file) => /^assets\/marco-[\w-]+\.js$/.test(file));
    expect(marco).toHaveLength(1);
    // Besides it: the layout's own file, Firebase's, and the few modules the signed-out pages share
    // with the frame (the app's name, the session user, the database errors' messages, the REST
    // lookup by id that signing in and the session both make).
    const codigo = frame.filter((file) => file.endsWith('.js'));
    expect(codigo.length, codigo.join('\n')).toBeLessThanOrEqual(7);
    // And one stylesheet: the theme's CSS variables (theme/variables.css).
    expect(frame.filter((file) => !file.endsWith('.js'))).toEqual([
      expect.stringMatching(/^assets\/marco-[\w-]+\.css$/),
    ]);
    // No signed-out page downloads the frame: not the sign-in page, nor signing in, nor a password reset.
    const login = manifest[LOGIN_PAGE];
    const signedOut = staticClosure(manifest, [LOGIN_PAGE, ...(login.dynamicImports ?? [])], new Set(entry));
    expect(login.dynamicImports?.length).toBeGreaterThanOrEqual(3);
    expect(signedOut.has(marco[0])).toBe(false);
  });

  it("brings Inicio's page in one file beside the frame: what it shares with other screens comes with the frame", () => {
    // scripts/vite-shell-chunk.ts: admin and user land on Inicio; its cards, chips and formats
    // came in 11 files of their own, each a share of a simulated phone's connection.
    const inicio = table.find((route) => route.path === '/inicio');
    if (!inicio) throw new Error('La tabla de rutas no tiene /inicio');
    const [layout, page] = inicio.lazy;
    const withFrame = staticClosure(manifest, ['index.html', layout]);
    const temprano = staticClosure(manifest, [TEMPRANO]);
    const own = [...staticClosure(manifest, [page])].filter((file) => !withFrame.has(file) && !temprano.has(file));
    expect(own).toEqual([manifest[page].file]);
    expect(sizeOf('/inicio')?.files.length).toBeLessThanOrEqual(15);
  });

  it("runs Inicio's early reads from a few small files that need neither React, Firebase nor the frame", () => {
    // features/inicio/api/lectura-temprana.ts: its reads leave while those download.
    const temprano = [...staticClosure(manifest, [TEMPRANO])];
    expect(manifest[TEMPRANO].isEntry).toBe(true);
    expect(temprano.length, temprano.join('\n')).toBeLessThanOrEqual(4);
    const pesados = /^assets\/(react|firebase|db|marco|index)-[\w-]+\.js$/;
    expect(temprano.filter((file) => pesados.test(file))).toEqual([]);
    const bytes = temprano.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0);
    expect(bytes).toBeLessThan(8_000);
    // Only Inicio's page runs it.
    for (const route of table) {
      const html = readFileSync(path.join(outDir, route.path === '/' ? 'index.html' : htmlDeRuta(route.path)), 'utf8');
      expect(html.includes(manifest[TEMPRANO].file), route.path).toBe(route.path === '/inicio');
    }
  });

  const ASSET = /(?:src|href)="\/(assets\/[^"]+)"/g;
  /** The page's script tags: the entry and its modulepreloads. */
  const scripts = (html: string) => html.match(/<(?:script\b|link rel="modulepreload")[^>]*>/g) ?? [];

  it('serves each route but / a page that preloads what it loads before it draws, and nothing of another', () => {
    // Hosting's rewrites (firebase.json) name every route's own page; a route left out would get
    // index.html, which preloads nothing of it.
    const paginas = table.filter((route) => route.path !== '/');
    expect(hostingPages(root)).toEqual(
      Object.fromEntries(paginas.map((route) => [route.path, htmlDeRuta(route.path)])),
    );
    expect(htmlDeRuta('/login')).toBe(LOGIN_HTML);
    const entry = staticClosure(manifest, ['index.html']);
    const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const pageFile = (route: TableRoute) => manifest[route.lazy[route.lazy.length - 1]].file;
    for (const route of paginas) {
      const html = readFileSync(path.join(outDir, htmlDeRuta(route.path)), 'utf8');
      // The route's first visit, the guard's session code with it, and what index.html fetches.
      const wanted = staticClosure(manifest, route.lazy);
      for (const file of [...wanted].filter((f) => !entry.has(f))) {
        expect(html, route.path).toContain(`href="/${file}"`);
        expect(index, route.path).not.toContain(file);
      }
      // The same page otherwise: the entry and its own preloads come first, once each; on Inicio's
      // page its early entry and that entry's imports follow the entry's scripts (React among
      // them), before any stylesheet and the route's own files.
      const deLaPagina = [...html.matchAll(ASSET)].map((match) => match[1]);
      const delIndice = [...index.matchAll(ASSET)].map((match) => match[1]);
      const tempranos = route.path === '/inicio' ? staticClosure(manifest, [TEMPRANO]) : new Set<string>();
      expect(deLaPagina.filter((file) => !tempranos.has(file)).slice(0, delIndice.length), route.path).toEqual(
        delIndice,
      );
      if (tempranos.size) {
        const desde = delIndice.filter((file) => file.endsWith('.js')).length;
        expect(new Set(deLaPagina.slice(desde, desde + tempranos.size)), route.path).toEqual(tempranos);
      }
      expect(new Set(deLaPagina).size, route.path).toBe(deLaPagina.length);
      if (route.signedIn) {
        // The guard's session code (SESSION_MODULE) is among what it preloads.
        const sesion = deLaPagina.filter((file) =>
          readFileSync(path.join(outDir, file), 'utf8').includes('La sesión de autenticación terminó'),
        );
        expect(sesion, `${route.path} no precarga ${SESSION_MODULE}`).toHaveLength(1);
        // Its first paint: the frame's bar and the screen's own title, before any script runs.
        const title = SCREENS.find((screen) => screen.path === route.path)?.title;
        expect(title).toBeTruthy();
        expect(html).toContain(`<div id="root">${marcoCargandoHtml(title)}</div>`);
        // Which needs no script: every script it names asks for low priority (scriptsSinBloqueo).
        expect(scripts(html).length, route.path).toBeGreaterThan(delIndice.length);
        for (const tag of scripts(html)) expect(tag, route.path).toContain('fetchpriority="low"');
        // Nor any stylesheet but the entry's (theme/shell.css): the others are preloaded.
        const hojas = (page: string) => page.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        expect(hojas(html), route.path).toEqual(hojas(index));
        expect(html, route.path).toMatch(
          /<link rel="preload" as="style" fetchpriority="low" crossorigin href="\/assets\/marco-[\w-]+\.css">/,
        );
      } else {
        expect(html).toContain('<div id="root"></div>');
        expect(html, route.path).not.toContain('fetchpriority');
      }
      expect(html).not.toContain('/login.html');
      // No other screen's page, unless it is this one's (/ and /login share the sign-in page).
      for (const other of table.filter((o) => pageFile(o) !== pageFile(route))) {
        expect(html, `${route.path} trae ${other.path}`).not.toContain(pageFile(other));
      }
    }
  });
});
