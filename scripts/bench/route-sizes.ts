// What each route of the route table makes a first visit download before it can draw, from a
// production build's manifest (build.manifest): the entry and everything it statically imports
// or modulepreloads, plus the route's lazy modules and their static imports, gzip. Used by the
// size check in npm test (src/app/budgets.test.ts) and printed by npm run bench.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { unalias } from '../path-aliases.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A route as the route table declares it: its path and the source files it loads on demand. */
export interface TableRoute {
  path: string;
  /** Project-relative source files (manifest keys) the route lazily loads: its page, and the layout for signed-in screens. */
  lazy: string[];
  signedIn: boolean;
  /** A signed-in screen's title, which its page's first paint shows (scripts/vite-route-html.ts). */
  title?: string;
}

export interface RouteSize {
  path: string;
  signedIn: boolean;
  files: string[];
  /** Gzip bytes of the first visit. */
  bytes: number;
  /** Signed-in routes: all gzip bytes downloaded by signing in on /login (with the sign-in flow's
   * on-demand chunks) and then opening this route. */
  afterLogin?: number;
  /** What npm test holds the first visit to (src/app/budgets.ts); undefined when the route has none. */
  budget: number | undefined;
  /** The route's size target (budgets.ts objetivoKb: sign-in page 150 kB, Inicio 300, any other 400). */
  target: number;
}

export type RouteLimits = (path: string) => { budget: number | undefined; target: number };

const KB = 1000;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Builds the web app into outDir with its manifest, as production (never with a test NODE_ENV). */
export function buildWeb(root: string, outDir: string): void {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`vite build falló:\n${run.stdout}\n${run.stderr}`);
}

function resolveSource(fromFile: string, specifier: string, root: string): string {
  const base = unalias(specifier, root) ?? path.resolve(path.dirname(fromFile), specifier);
  const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
  if (!found) throw new Error(`No se encontró el módulo ${specifier} importado en ${fromFile}`);
  return path.relative(root, found).split(path.sep).join('/');
}

/** The module a `() => import('…')` loads, or null when the expression is something else. */
function lazyImport(node: ts.Node | undefined, file: string, root: string): string | null {
  if (!node || !ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return null;
  const call = node.body;
  const [arg] = call.arguments;
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword || !arg || !ts.isStringLiteral(arg)) return null;
  return resolveSource(file, arg.text, root);
}

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const prop of node.properties) {
    if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && prop.name.text === name) return prop.initializer;
  }
  return undefined;
}

/**
 * Reads the route table (src/app/routes.ts) as source: every `{ path, load: () => import(…) }` in
 * PUBLIC_SCREENS and SCREENS, and `loadLayout` (src/app/carga-layout.ts), the frame every
 * signed-in screen loads with it. A route whose load the check cannot read is an error, never a
 * route left unchecked.
 */
export function readRouteTable(
  root: string,
  tableFile = 'src/app/routes.ts',
  layoutFile = 'src/app/carga-layout.ts',
): TableRoute[] {
  const lists = new Map<string, ts.ArrayLiteralExpression>();
  let layout: string | null = null;
  const file = path.join(root, tableFile);
  for (const read of [file, path.join(root, layoutFile)]) {
    const source = ts.createSourceFile(read, readFileSync(read, 'utf8'), ts.ScriptTarget.Latest, true);
    source.forEachChild(function visit(node) {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const init = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
        if (read === file && ts.isArrayLiteralExpression(init)) lists.set(node.name.text, init);
        if (node.name.text === 'loadLayout') layout = lazyImport(init, read, root);
      }
      node.forEachChild(visit);
    });
  }
  if (!layout) throw new Error(`${layoutFile}: falta loadLayout = () => import('…')`);
  const routes: TableRoute[] = [];
  for (const [list, signedIn] of [
    ['PUBLIC_SCREENS', false],
    ['SCREENS', true],
  ] as const) {
    const array = lists.get(list);
    if (!array) throw new Error(`${tableFile}: falta ${list}`);
    for (const element of array.elements) {
      const route = ts.isObjectLiteralExpression(element) ? element : null;
      const pathNode = route && property(route, 'path');
      const page = route && lazyImport(property(route, 'load'), file, root);
      if (!pathNode || !ts.isStringLiteral(pathNode) || !page) {
        throw new Error(`${tableFile}: una ruta de ${list} no es { path: '…', load: () => import('…') }`);
      }
      const title = property(route, 'title');
      routes.push({
        path: pathNode.text,
        lazy: signedIn ? [layout, page] : [page],
        signedIn,
        ...(title && ts.isStringLiteral(title) && { title: title.text }),
      });
    }
  }
  return routes;
}

/** The files a set of manifest entries need before they run: themselves and their static imports. */
export function staticClosure(manifest: Manifest, keys: readonly string[], files = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`El manifiesto no tiene ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** What an HTML page itself makes the browser fetch: its module script, stylesheets and modulepreloads. */
function htmlFiles(html: string): string[] {
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)];
  return refs.map((match) => match[1]);
}

/** The paths Hosting answers with a page of their own (firebase.json: `/login` → `/login.html`, `/inicio` → `/inicio.html`…); the rest get index.html. */
export function hostingPages(root: string): Record<string, string> {
  const { hosting } = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { rewrites: { source: string; destination?: string }[] };
  };
  return Object.fromEntries(
    hosting.rewrites
      .filter(({ source, destination }) => !source.includes('*') && destination?.endsWith('.html'))
      .map(({ source, destination }) => [source, String(destination).slice(1)]),
  );
}

export function routeSizes(
  outDir: string,
  routes: readonly TableRoute[],
  limitsFor: RouteLimits,
  pages: Readonly<Record<string, string>> = {},
): RouteSize[] {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzip = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(outDir, file))).length);
    return sizes.get(file) ?? 0;
  };
  const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzip(file), 0);
  const entry = staticClosure(manifest, ['index.html']);
  /** The entry, and what the route's HTML page fetches besides (its preloads, scripts/vite-route-html.ts). */
  const pageFiles = (route: TableRoute) => {
    const files = new Set(entry);
    const page = pages[route.path] ?? 'index.html';
    for (const file of htmlFiles(readFileSync(path.join(outDir, page), 'utf8'))) files.add(file);
    return files;
  };
  const firstVisit = (route: TableRoute) => staticClosure(manifest, route.lazy, pageFiles(route));

  // Signing in: the public sign-in page, then what it loads on demand (the sign-in flow).
  const login = routes.find((route) => route.path === '/login');
  const signIn = login ? firstVisit(login) : new Set(entry);
  const onDemand = login?.lazy.flatMap((key) => manifest[key]?.dynamicImports ?? []) ?? [];
  staticClosure(manifest, onDemand, signIn);

  return routes.map((route) => {
    const files = firstVisit(route);
    const afterLogin = route.signedIn ? total(new Set([...signIn, ...files])) : undefined;
    return {
      path: route.path,
      signedIn: route.signedIn,
      files: [...files],
      bytes: total(files),
      afterLogin,
      ...limitsFor(route.path),
    };
  });
}

/** The budget holds the first visit. */
export const overBudget = (size: RouteSize) => size.budget === undefined || size.bytes > size.budget;

/** Signing in and then opening a screen is held to the screen's target itself (Inicio 300 kB, the rest 400). */
export const overTargetAfterLogin = (size: RouteSize) => size.afterLogin !== undefined && size.afterLogin > size.target;

function verdict(row: RouteSize): string {
  if (row.budget === undefined) return '✘ SIN PRESUPUESTO (añada su línea en src/app/budgets.ts)';
  if (row.bytes > row.budget) return '✘ EXCEDE';
  if (overTargetAfterLogin(row)) return '✘ EXCEDE tras iniciar sesión';
  return row.bytes > row.target ? '✔ (objetivo no alcanzado)' : '✔';
}

export function formatTable(rows: readonly RouteSize[]): string {
  const header = ['ruta', 'primera visita (gzip)', 'tras iniciar sesión', 'archivos', 'presupuesto', 'objetivo', ''];
  const lines = rows.map((row) => [
    row.path,
    kb(row.bytes),
    row.afterLogin === undefined ? '—' : kb(row.afterLogin),
    String(row.files.length),
    row.budget === undefined ? '—' : kb(row.budget),
    kb(row.target),
    verdict(row),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i].length)));
  const format = (line: string[]) =>
    line
      .map((cell, i) => (i === 0 || i === line.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n').replace(/ +$/gm, '');
}
