import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { readRouteTable } from './scripts/bench/route-sizes.ts';
import { routeHtml, SESSION_MODULE, TEMPRANO } from './scripts/vite-route-html.ts';
import { shellChunk } from './scripts/vite-shell-chunk.ts';

// The emulator ports the app connects to: firebase.json's, shifted by STACK_PORT_OFFSET (scripts/ports.mjs).
const offset = Number(process.env.STACK_PORT_OFFSET || 0);
const { emulators } = JSON.parse(readFileSync(new URL('./firebase.json', import.meta.url), 'utf8'));
process.env.VITE_AUTH_EMULATOR_PORT ??= String(emulators.auth.port + offset);
process.env.VITE_FIRESTORE_EMULATOR_PORT ??= String(emulators.firestore.port + offset);

const file = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// React Router 7's package exports point every condition at its development build (with its dev
// warnings, remix-run/react-router#14102); a production build takes its production files.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: file('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: file('./node_modules/react-router/dist/production/dom-export.mjs') },
];

/** The routes with a page of their own: /login, and every signed-in screen with its guard's session code. */
const routePages = () =>
  readRouteTable(fileURLToPath(new URL('.', import.meta.url)))
    .filter((route) => route.path !== '/')
    .map((route) =>
      route.signedIn
        ? {
            path: route.path,
            modules: [SESSION_MODULE, ...route.lazy],
            marco: { titulo: route.title },
            // Inicio's reads leave as its page loads (features/inicio/api/lectura-temprana.ts).
            ...(route.path === '/inicio' && { temprano: TEMPRANO }),
          }
        : { path: route.path, modules: route.lazy },
    );

// The signed-in frame's modules, gathered in one file with what Inicio's page shares with other
// screens (scripts/vite-shell-chunk.ts).
const shell = shellChunk('src/features/inicio/components/InicioPage.tsx', TEMPRANO);

export default defineConfig(({ command }) => ({
  // routeHtml: /login's and each signed-in screen's own HTML, which preload what the route loads
  // before it draws (scripts/vite-route-html.ts).
  plugins: [react(), routeHtml(routePages), shell.plugin],
  resolve: {
    alias: [
      // Firestore's client evaluation of Pipeline queries is the only user of re2js; the app runs none.
      { find: /^re2js$/, replacement: file('./src/lib/re2js-stub.ts') },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173 + offset,
    strictPort: true,
    // Same origin as on Hosting: /api/** goes through the Hosting emulator's rewrite.
    proxy: { '/api': `http://127.0.0.1:${emulators.hosting.port + offset}` },
  },
  build: {
    target: 'es2022',
    // The size check (src/app/budgets.test.ts) and npm run bench read each route's files from it.
    manifest: true,
    rolldownOptions: {
      // The app, and what Inicio's page runs before it (src/temprano.ts).
      input: { index: file('./index.html'), temprano: file(`./${TEMPRANO}`) },
      output: {
        codeSplitting: {
          // React and the router: long-lived, needed by every page. Then the signed-in frame, which
          // every signed-in screen loads: one file instead of about 20 (scripts/vite-shell-chunk.ts
          // says why and what stays out). Everything else is left to the bundler's own splitting,
          // so each screen loads only what it uses and Firebase loads only with the code that
          // needs it (never on the sign-in page's first draw).
          groups: [
            {
              name: 'react',
              priority: 3,
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            {
              // What the early entry runs (Inicio's page): what only it uses, then what it shares
              // with the rest of the app, each downloaded with nothing else before it.
              name: 'temprano',
              priority: 2,
              test: shell.testTemprano,
              includeDependenciesRecursively: false,
            },
            {
              name: 'sesion',
              priority: 2,
              test: shell.testTempranoComun,
              includeDependenciesRecursively: false,
            },
            {
              name: 'marco',
              priority: 1,
              test: shell.test,
              // The plugin has already chosen the whole set; taking the modules' imports as well
              // would pull the entry's own modules in, and the entry would then need this file.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
