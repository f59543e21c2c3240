import { loadWithReload } from '../lib/chunk-reload';
import type { PageModule } from './routes';

export { clearReloadFlag, RELOAD_FLAG } from '../lib/chunk-reload';

/** A route's lazy page, loaded with the chunk-reload rule (lib/chunk-reload.ts). */
export function lazyPage(load: () => Promise<PageModule>, reload?: () => void) {
  return async () => ({ Component: (await loadWithReload(load, reload)).default });
}
