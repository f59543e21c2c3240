import type { PageModule } from './routes';

// Apart from the route table, which the layout imports (its menu and titles): the table loading
// the layout would close an import circle.

/** The frame of the signed-in screens (menu, top bar, session): loaded with the first of them. */
export const loadLayout = (): Promise<PageModule> => import('./layout/AppLayout');
