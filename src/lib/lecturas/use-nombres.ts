import { useState } from 'react';
import { leerComoSesion } from '../rest/lectura-sesion';
import type { ConsultaDeLista, PageSnapshot } from '../rest/page-query';
import { useCarga } from '../carga/use-carga';
import { useCursorPage, type CursorPage } from '../carga/use-cursor-page';

export interface Nombres {
  nombres: Record<string, string>;
  error: string | null;
  reload: () => void;
}

/** Ids looked up in one request, at most: a report's few hundred clients take one or two. */
const IDS_POR_PEDIDO = 300;

/** `campos` of the documents with these ids that exist, looked up by id, in as few requests as may be. */
async function leerPorId(coleccion: string, ids: string[], campos: string[]) {
  const tandas = Array.from({ length: Math.ceil(ids.length / IDS_POR_PEDIDO) }, (_, i) =>
    ids.slice(i * IDS_POR_PEDIDO, (i + 1) * IDS_POR_PEDIDO),
  );
  return (await Promise.all(tandas.map((tanda) => leerComoSesion(coleccion, tanda, campos)))).flat();
}

/** The `nombre` of the documents with these ids that exist, looked up by id with only that field. */
export async function leerNombresPorId(coleccion: string, ids: string[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const leidos = await leerPorId(coleccion, ids, ['nombre']);
  return Object.fromEntries(leidos.map(({ id, data }) => [id, String(data.nombre)]));
}

/** Distributors by id: the name a report shows and the `comision` (percent) their earnings are worked out at. */
export async function leerDistribuidoresPorId(
  ids: string[],
): Promise<{ nombres: Record<string, string>; comisiones: Record<string, number> }> {
  const leidos = ids.length ? await leerPorId('distribuidores', ids, ['nombre', 'comision']) : [];
  return {
    nombres: Object.fromEntries(leidos.map(({ id, data }) => [id, String(data.nombre)])),
    comisiones: Object.fromEntries(leidos.map(({ id, data }) => [id, Number(data.comision ?? 0)])),
  };
}

/**
 * The `nombre` of the documents one page refers to (a product's supplier, a distribuidor's
 * owner): one request for the page's distinct ids, not a read per row. A failure is reported, not hidden.
 * While the next page's names are read, the names already read stay: the suppliers a page shows
 * mostly show on the next one too, and their column does not go blank and come back.
 */
export function useNombres(coleccion: 'proveedores' | 'clientes', ids: (string | null)[], enabled = true): Nombres {
  const key = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort().join('|');
  const { data, error, reload } = useCarga(enabled && key ? `nombres:${coleccion}:${key}` : null, () =>
    leerNombresPorId(coleccion, key.split('|')),
  );
  const [leidos, setLeidos] = useState(SIN_NOMBRES);
  if (data && data !== leidos) setLeidos(data);
  return { nombres: data ?? leidos, error, reload };
}

const SIN_NOMBRES: Record<string, string> = {};

/** A page whose names failed to load shows that error (with Reintentar) like its own. */
export function conNombres<T>(page: CursorPage<T>, nombres: Nombres): CursorPage<T> {
  if (page.error || !nombres.error) return page;
  return { ...page, error: nombres.error, reload: nombres.reload };
}

/**
 * A page of a list whose rows refer to another collection's records (a product's supplier, a
 * distributor's owner), with those records' names; `enabled` false skips the names.
 */
export function usePaginaConNombres<T>(
  base: ConsultaDeLista,
  map: (doc: PageSnapshot) => T,
  coleccion: 'proveedores' | 'clientes',
  referencia: (row: T) => string | null,
  enabled = true,
) {
  const page = useCursorPage(base, map);
  const nombres = useNombres(coleccion, page.rows.map(referencia), enabled);
  return { page: conNombres(page, nombres), nombres: nombres.nombres };
}
