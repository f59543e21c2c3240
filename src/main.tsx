import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { registrarServiceWorker } from './lib/avisos/pwa';
import { vigilarConexion } from './lib/avisos/sin-conexion';
import { aplicarModoGuardado } from './theme/modo';
import './theme/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

// The app has started: Inicio's early entry, if it runs after this (a reload from the cache), leaves
// the reads to the app instead of making them twice (features/inicio/api/lectura-temprana.ts).
document.documentElement.setAttribute('data-app', '');

// Without network, every page says so at once (lib/avisos/sin-conexion.ts): nothing can be sold then.
vigilarConexion();

// The service worker that makes the app installable and opens it offline: registered once the
// page has loaded and gone quiet, so that its precache never competes with the page's own files.
// Its code is here, a few lines, not a module loaded late: a phone that loses the network then
// would fail to fetch it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () =>
    window.setTimeout(
      () => registrarServiceWorker().catch((error: unknown) => console.warn('No se registró el service worker', error)),
      3_000,
    ),
  );
}

// MUI and its theme come with the signed-in frame (app/layout/AppLayout.tsx): the sign-in page,
// the first-load spinner and a screen's load error draw with theme/shell.css in the remembered mode.
aplicarModoGuardado();

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// A signed-in screen's page already shows its bar and title (scripts/vite-route-html.ts), the very
// markup React's first render draws (MarcoCargando.tsx). React adopts those elements instead of
// drawing them again: the title a phone shows within the first second stays on screen until the
// frame replaces it, instead of being removed and painted anew once the scripts have run, which
// made the page's largest paint wait for all of them (Lighthouse's LCP on /clientes: 2.3–3.3 s
// whenever that second paint was the one it counted). Markup that differs (a page for another
// path) is drawn anew by React, as before, with a warning instead of an error.
if (container.firstElementChild?.classList.contains('shell-marco')) {
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.warn('La página se dibujó de nuevo:', error),
  });
} else {
  createRoot(container).render(app);
}
