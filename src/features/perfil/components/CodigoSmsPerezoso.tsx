import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, type ComponentProps } from 'react';
import { lazyWithReload } from '@/lib/chunk-reload';

const CodigoSmsCampo = lazyWithReload(() =>
  import('@/components/segundo-factor/CodigoSmsCampo').then((m) => ({ default: m.CodigoSmsCampo })),
);

/** CodigoSmsCampo, loaded when a code is first asked for: a screen that may ask for one draws without it. */
export function CodigoSmsPerezoso(props: ComponentProps<typeof CodigoSmsCampo>) {
  return (
    <Suspense fallback={<CircularProgress aria-label="Cargando" size={24} />}>
      <CodigoSmsCampo {...props} />
    </Suspense>
  );
}
