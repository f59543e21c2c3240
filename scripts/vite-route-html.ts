// Each route's own HTML: index.html plus the preloads of what the route loads before it
// draws. A first visit then fetches those files together with the entry instead of after the entry
// has run, and after the files that run before them:
// - /login: the sign-in page's chunk, its static imports and its stylesheet. One round trip less
//   before the page draws (it was most of Lighthouse's largest contentful paint).
// - each signed-in screen (/inicio, /clientes, …): the session code the guard loads, the signed-in
//   frame and the screen's page, with their static imports. Left to the entry, they left only once
//   React had arrived and the entry had run, a round trip and a slow phone's script time later:
//   Lighthouse's mobile run of /inicio, median of 3, went from 78 to 85, its total blocking time
//   from 268 to 62 ms and its largest paint from 4.2 to 3.7 s. Its page also draws the frame's bar
//   and the screen's title at once (MarcoCargando.tsx), instead of a blank page while the scripts
//   download.
// Hosting serves each page for its path only (firebase.json's rewrites, checked against the route
// table by src/app/budgets.test.ts); any other path keeps index.html, so no page downloads
// another's files. The lazy imports still run: they find the modules already fetched, and Vite's
// preload helper finds the stylesheets already linked.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const LOGIN_PAGE = 'src/features/auth/components/LoginPage.tsx';
export const LOGIN_HTML = 'login.html';
/** The session code every signed-in screen's guard loads first (app/guards.ts). */
export const SESSION_MODULE = 'src/lib/sesion/session.ts';
/** What Inicio's page runs before the app: its reads leave as it loads (features/inicio/api/lectura-temprana.ts). */
export const TEMPRANO = 'src/temprano.ts';

export interface RouteHtml {
  /** The route's path, as in the route table. */
  path: string;
  /** The modules the route loads before it draws, relative to the project's root. */
  modules: string[];
  /** A signed-in screen: its page draws the frame's bar and this title before any script runs. */
  marco?: { titulo?: string };
  /** An entry the page runs as soon as it arrives, beside the app rather than after it (src/temprano.ts). */
  temprano?: string;
}

const escapar = (texto: string) =>
  texto.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[c]};`);

/**
 * What src/components/MarcoCargando.tsx renders, as HTML (a test holds the two equal): a signed-in
 * screen's page shows it as soon as it arrives, and React's first render adopts it (main.tsx).
 */
export const marcoCargandoHtml = (titulo?: string) =>
  '<div class="shell-marco"><header class="shell-barra"><span>Recargas</span></header>' +
  '<main class="shell-principal">' +
  (titulo ? `<h1 class="shell-titulo">${escapar(titulo)}</h1>` : '') +
  '<div class="shell-loading"><div class="shell-spinner" role="progressbar" aria-label="Cargando"></div></div>' +
  '</main></div>';

/**
 * A signed-in screen's page draws its frame from the HTML and the stylesheet alone: its scripts
 * (the entry and every preload) ask for low priority, so that a browser gives the stylesheet the
 * first bytes and paints before they arrive; their order among themselves is unchanged. The page
 * still needs them for its data and its first click. Lighthouse counts a high-priority
 * script that lands before the first paint as blocking it: with high priority, the same page's
 * first paint measured 0.98 s or 2.8 s depending on whether the scripts had landed in time; with
 * low, 0.75–0.81 s.
 */
const scriptsSinBloqueo = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin');

/** The file Hosting serves for a route: login.html for /login, inicio.html for /inicio. */
export const htmlDeRuta = (route: string) => `${route.slice(1)}.html`;

export function routeHtml(routes: () => RouteHtml[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'recargas:route-html',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('route-html: el build no produjo index.html');
      const html = String(index.source);
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const chunkOf = (module: string) => {
        const id = path.join(root, module);
        const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`route-html: ningún chunk del build contiene ${module}`);
        return chunk.fileName;
      };
      // What index.html already fetches (the entry and its own imports) is not asked for twice.
      const fresh = (file: string) => !html.includes(`"${base}${file}"`);
      const out = options.dir ?? path.dirname(options.file ?? path.join(root, 'dist', 'x'));
      /** `file` and every chunk it imports, added to `into` in the order they are reached. */
      const visit = (file: string, into: Set<string>) => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || into.has(file)) return;
        into.add(file);
        chunk.imports.forEach((imported) => visit(imported, into));
      };
      const precarga = (file: string) => `<link rel="modulepreload" crossorigin href="${base}${file}">`;
      for (const route of routes()) {
        const scripts = new Set<string>();
        route.modules.forEach((module) => visit(chunkOf(module), scripts));
        const styles = new Set(
          [...scripts].flatMap((file) => {
            const chunk = bundle[file];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          }),
        );
        // The early entry and its imports: its own script, which runs as soon as they arrive
        // (async), without waiting for the app's files.
        const temprano = route.temprano && chunkOf(route.temprano);
        const tempranos = new Set<string>();
        if (temprano) visit(temprano, tempranos);
        // A signed-in screen's page paints its frame with the entry's stylesheet alone: the frame's
        // and the page's stylesheets download beside the scripts without holding that paint, and
        // Vite's preload helper links them (from the cache) before the module that needs them runs.
        const estilo = route.marco ? 'rel="preload" as="style" fetchpriority="low"' : 'rel="stylesheet"';
        const tags = [
          ...[...styles].filter(fresh).map((file) => `<link ${estilo} crossorigin href="${base}${file}">`),
          ...[...scripts].filter((file) => fresh(file) && !tempranos.has(file)).map(precarga),
        ];
        let page = html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
        if (temprano) {
          // After the app's entry and its own imports (React, the longest download, among them),
          // before the route's: the early reads need only these few small files.
          const hoja = '<link rel="stylesheet" crossorigin';
          if (!page.includes(hoja)) throw new Error(`route-html: index.html no tiene ${hoja}`);
          // A file the app's entry preloads as well is asked for once, here.
          for (const file of tempranos) page = page.replace(`${precarga(file)}\n    `, '').replace(precarga(file), '');
          const primero = [
            `<script type="module" crossorigin async src="${base}${temprano}"></script>`,
            ...[...tempranos].filter((file) => file !== temprano).map(precarga),
          ];
          page = page.replace(hoja, `${primero.join('\n    ')}\n    ${hoja}`);
        }
        if (route.marco) {
          const vacio = '<div id="root"></div>';
          if (!page.includes(vacio)) throw new Error(`route-html: index.html no tiene ${vacio}`);
          page = page.replace(vacio, `<div id="root">${marcoCargandoHtml(route.marco.titulo)}</div>`);
          page = scriptsSinBloqueo(page);
        }
        writeFileSync(path.join(out, htmlDeRuta(route.path)), page);
      }
    },
  };
}
