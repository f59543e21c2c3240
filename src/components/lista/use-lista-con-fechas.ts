import type { DesdeHasta } from '@/lib/rango-fechas';
import type { CursorPage } from '@/lib/carga/use-cursor-page';

interface Lista<F extends DesdeHasta, T> {
  filtro: F;
  setFiltro: (filtro: F) => void;
  data: CursorPage<T>;
}

/**
 * What ListaConFechas takes from a list's filter (useFiltro) and page: Desde and Hasta bound to the
 * filter, and the page (read again after a change: releerListas).
 */
export function useListaConFechas<F extends DesdeHasta, T>({ filtro, setFiltro, data }: Lista<F, T>) {
  return { fechas: { value: filtro, onChange: setFiltro }, data };
}
