import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, type ComponentType } from 'react';
import { lazyWithReload } from '../lib/chunk-reload';

/**
 * A dialog whose code (its form, the zod schemas, the date pickers) loads when it first opens,
 * not with the screen: a list screen draws with its table alone. Loaded with the chunk-reload rule.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazyWithReload(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    return (
      <Suspense
        fallback={
          <Backdrop open sx={{ zIndex: 'modal' }}>
            <CircularProgress aria-label="Cargando" />
          </Backdrop>
        }
      >
        <Dialog {...props} />
      </Suspense>
    );
  };
}
