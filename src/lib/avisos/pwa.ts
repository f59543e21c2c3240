import { aviso } from './aviso';

/** What a page says when a new deployment's service worker is waiting. */
export const VERSION_NUEVA = 'Hay una versión nueva de la aplicación.';

/** How often an open tab looks for a new deployment (and whenever it comes back into view). */
const BUSCAR_CADA_MS = 60 * 60_000;

/**
 * Registers the service worker that vite-plugin-pwa generates (vite.config.ts: Workbox's, which
 * precaches the app). A new deployment's worker installs in the background and waits: the page
 * offers "Actualizar", which tells it to take over (Workbox's SKIP_WAITING message) and reloads
 * with the new version once it has, never in the middle of a sale without asking. The first
 * install takes over nothing: there is no older version to replace.
 */
export async function registrarServiceWorker(): Promise<void> {
  const registro = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const nueva = aviso('shell-aviso-version');
  const ofrecer = (worker: ServiceWorker) => {
    if (!navigator.serviceWorker.controller) return;
    nueva.mostrar(VERSION_NUEVA, {
      texto: 'Actualizar',
      alPulsar: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  };
  if (registro.waiting) ofrecer(registro.waiting);
  registro.addEventListener('updatefound', () => {
    const instalando = registro.installing;
    instalando?.addEventListener('statechange', () => {
      if (instalando.state === 'installed') ofrecer(instalando);
    });
  });
  const buscar = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) registro.update().catch(() => undefined);
  };
  window.setInterval(buscar, BUSCAR_CADA_MS);
  document.addEventListener('visibilitychange', buscar);
}
