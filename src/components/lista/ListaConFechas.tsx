import TextField from '@mui/material/TextField';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { Suspense, type ReactNode } from 'react';
import { ListaPage, type ListaPageProps } from './ListaPage';
import { lazyWithReload } from '@/lib/chunk-reload';
import type { DesdeHasta } from '@/lib/rango-fechas';

interface Props<T extends GridValidRowModel, F extends DesdeHasta> extends ListaPageProps<T> {
  /** The filter that holds the Desde/Hasta range (dd/mm/aaaa pickers, after the other filters). */
  fechas: { value: F; onChange: (value: F) => void };
}

// The date pickers (MUI X, dayjs and its Spanish locale: ~47 kB gzip) load after the list's
// first draw; until then Desde and Hasta show as empty fields that cannot be typed in yet.
const RangoFechas = lazyWithReload(() => import('../FechaInput')) as <F extends DesdeHasta>(props: {
  value: F;
  onChange: (value: F) => void;
}) => ReactNode;

function RangoCargando() {
  return (
    <>
      {['Desde', 'Hasta'].map((label) => (
        <TextField key={label} size="small" label={label} placeholder="dd/mm/aaaa" disabled />
      ))}
    </>
  );
}

/** A list filtered by dates (logs, compras, movimientos, recargas): the list page with its Desde and Hasta. */
export function ListaConFechas<T extends GridValidRowModel, F extends DesdeHasta>({
  fechas,
  filtros,
  ...lista
}: Props<T, F>) {
  return (
    <ListaPage
      {...lista}
      filtros={
        <>
          {filtros}
          <Suspense fallback={<RangoCargando />}>
            <RangoFechas {...fechas} />
          </Suspense>
        </>
      }
    />
  );
}
