import type { DesdeHasta } from '@/lib/rango-fechas';
import type { CursorPage } from '@/lib/carga/use-cursor-page';
import { useVersion } from './use-lista';

interface Lista<F extends DesdeHasta, T> {
  filtro: F;
  setFiltro: (filtro: F) => void;
  data: CursorPage<T>;
  /** Bumped by the caller after a change it made, to read the first page again. */
  version?: number;
}

/**
 * What ListaConFechas takes from a list's filter (useFiltro) and page: Desde and Hasta bound to the
 * filter, and the page, read again from the start whenever the caller bumps `version`.
 */
export function useListaConFechas<F extends DesdeHasta, T>({ filtro, setFiltro, data, version = 0 }: Lista<F, T>) {
  useVersion(version, data.reload);
  return { fechas: { value: filtro, onChange: setFiltro }, data };
}
