import TextField from '@mui/material/TextField';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { startTransition, Suspense, useState, type ReactNode } from 'react';
import { ListaPage, type ListaPageProps } from './ListaPage';
import { lazyWithReload } from '@/lib/chunk-reload';
import type { DesdeHasta } from '@/lib/rango-fechas';

interface Props<T extends GridValidRowModel, F extends DesdeHasta> extends ListaPageProps<T> {
  /** The filter that holds the Desde/Hasta range (dd/mm/aaaa pickers, after the other filters). */
  fechas: { value: F; onChange: (value: F) => void };
}

const cargarRango = () => import('../FechaInput');
// The date pickers (MUI X, dayjs and its Spanish locale: ~47 kB gzip) load when Desde or Hasta is
// first touched (or the pointer comes near them), not with the list: mounting them cost a shop's
// phone more than the rest of Recargas' history (Lighthouse, mobile: total blocking time +215 ms,
// largest paint +0.37 s on /recargas). Until then they are plain fields that say dd/mm/aaaa.
const RangoFechas = lazyWithReload(cargarRango) as <F extends DesdeHasta>(props: {
  value: F;
  onChange: (value: F) => void;
  enfocar?: Campo;
}) => ReactNode;

type Campo = keyof DesdeHasta;

/** Desde and Hasta before their pickers have loaded: touching one (or tabbing to it) loads them. */
function RangoSinCargar({ onUsar }: { onUsar?: (campo: Campo) => void }) {
  return (
    <>
      {(['desde', 'hasta'] as const).map((campo) => (
        <TextField
          key={campo}
          size="small"
          label={campo === 'desde' ? 'Desde' : 'Hasta'}
          placeholder="dd/mm/aaaa"
          onFocus={() => onUsar?.(campo)}
          onPointerEnter={() => void cargarRango().catch(() => undefined)}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      ))}
    </>
  );
}

/**
 * The list's Desde and Hasta: plain fields until one is touched, then the pickers, with the touched
 * one focused. Drawn at once if a date is already chosen.
 */
function RangoDiferido<F extends DesdeHasta>({ fechas }: { fechas: Props<GridValidRowModel, F>['fechas'] }) {
  const [enfocar, setEnfocar] = useState<Campo | null>(null);
  const activo = enfocar !== null || Boolean(fechas.value.desde || fechas.value.hasta);
  // One boundary from the start, and the touch a transition: React keeps the plain fields (and the
  // focus) on screen until the pickers' code has come, instead of drawing the fallback meanwhile.
  return (
    <Suspense fallback={<RangoSinCargar />}>
      {activo ? (
        <RangoFechas {...fechas} enfocar={enfocar ?? undefined} />
      ) : (
        <RangoSinCargar onUsar={(campo) => startTransition(() => setEnfocar(campo))} />
      )}
    </Suspense>
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
          <RangoDiferido fechas={fechas} />
        </>
      }
    />
  );
}
