import { memo } from 'react';
import { loadWithReload } from '../lib/chunk-reload';
import type { PageModule } from './routes';

export { clearReloadFlag, RELOAD_FLAG } from '../lib/chunk-reload';

/** The pages the router has loaded, by their route's load function. */
const loaded = new Map<() => Promise<PageModule>, PageModule>();

/** A route's lazy page, loaded with the chunk-reload rule (lib/chunk-reload.ts). */
export function lazyPage(load: () => Promise<PageModule>, reload?: () => void) {
  return async () => {
    const page = await loadWithReload(load, reload);
    loaded.set(load, page);
    return { Component: memo(page.default) };
  };
}

/**
 * Starts the first reads of the page `load` brings, from the click that opens it or from its
 * route's guard once it passes (PageModule's adelantar). A page already loaded starts them at
 * once: an import() of a loaded module still waits a task, queued behind the route change's
 * rendering (50 ms on this machine). A page not loaded yet starts them when its chunk arrives; a
 * failed chunk is the route's to report.
 */
export function adelantarPagina(load: () => Promise<PageModule>): void {
  const page = loaded.get(load);
  if (page) page.adelantar?.();
  else
    load().then(
      (module) => module.adelantar?.(),
      () => undefined,
    );
}
