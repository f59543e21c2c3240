import { registerSW } from 'virtual:pwa-register';
import { aviso } from './avisos-app';

/** What a page says when a new deployment's service worker is waiting. */
export const VERSION_NUEVA = 'Hay una versión nueva de la aplicación.';

/**
 * Registers the service worker that vite-plugin-pwa generates (vite.config.ts). A new deployment's
 * worker installs in the background and waits: the page offers "Actualizar", which activates it
 * and reloads with the new version (never in the middle of a sale without asking). The worker is
 * looked for again each hour and whenever the tab comes back into view.
 */
export function registrarServiceWorker(): void {
  const nueva = aviso('shell-aviso-version');
  const actualizar = registerSW({
    onNeedRefresh() {
      nueva.mostrar(VERSION_NUEVA, { texto: 'Actualizar', alPulsar: () => void actualizar(true) });
    },
    onRegisteredSW(_url, registro) {
      if (!registro) return;
      const buscar = () => {
        if (document.visibilityState === 'visible' && navigator.onLine) void registro.update();
      };
      window.setInterval(buscar, 60 * 60_000);
      document.addEventListener('visibilitychange', buscar);
    },
  });
}
