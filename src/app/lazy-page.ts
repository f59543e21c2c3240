import type { PageModule } from './routes';

export const RELOAD_FLAG = 'recargas:recarga-por-fallo-de-carga';

/**
 * Loads a page on demand. A page that fails to fetch (typically a new deployment replaced its
 * file) reloads the whole page once; the localStorage flag stops a loop, and a second failure
 * is only logged. The flag is cleared when the router is ready.
 */
export function lazyPage(load: () => Promise<PageModule>, reload: () => void = () => window.location.reload()) {
  return async () => {
    try {
      const page = await load();
      return { Component: page.default };
    } catch (error) {
      if (!localStorage.getItem(RELOAD_FLAG)) {
        localStorage.setItem(RELOAD_FLAG, '1');
        reload();
        return new Promise<never>(() => undefined);
      }
      console.error('No se pudo cargar la página', error);
      throw error;
    }
  };
}

export function clearReloadFlag(): void {
  localStorage.removeItem(RELOAD_FLAG);
}
