import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const RELOAD_FLAG = 'recargas:recarga-por-fallo-de-carga';

/**
 * Loads code on demand (a page, or what a page needs before it can work: the session, the
 * sign-in flow). Code that fails to fetch (typically a new deployment replaced its file) reloads
 * the whole page once; the localStorage flag stops a loop, and a second failure is only logged.
 * The flag is cleared when the router is ready, so a later failed fetch may reload once again.
 */
export async function loadWithReload<T>(
  load: () => Promise<T>,
  reload: () => void = () => window.location.reload(),
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!localStorage.getItem(RELOAD_FLAG)) {
      localStorage.setItem(RELOAD_FLAG, '1');
      reload();
      return new Promise<never>(() => undefined);
    }
    console.error('No se pudo cargar la página', error);
    throw error;
  }
}

export function clearReloadFlag(): void {
  localStorage.removeItem(RELOAD_FLAG);
}

/** React's lazy with the chunk-reload rule: a part of a screen that loads when first shown. */
// React's own lazy takes any props (`ComponentType<any>`); the component's props stay typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithReload<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => loadWithReload(load));
}
