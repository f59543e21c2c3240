import { useCallback, useState } from 'react';
import { keepPreviousData, type QueryKey } from '@tanstack/query-core';
import { dbErrorMessage } from '../db-errors';
import { contarLectura } from './en-reposo';
import { consultas } from './consultas';
import { useConsulta } from './use-consulta';
import { firestoreRest, tokenDeSesion } from '../firebase';
import { fetchPage, type ConsultaDeLista, type PageSnapshot } from '../rest/page-query';
import type { ValorRest } from '../rest/documentos-rest';

export interface CursorPage<T> {
  rows: T[];
  loading: boolean;
  error: string | null;
  page: number;
  pageSize: number;
  hasNextPage: boolean;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  reload: () => void;
}

/** A page as the query client keeps it. */
interface PaginaLeida<T> {
  rows: T[];
  hasNextPage: boolean;
}

/** Every page of one list, whatever its size: what reload marks to be read again. */
const claveDeLista = (base: ConsultaDeLista | null): QueryKey => ['pagina', base];

/**
 * Where each page read so far ends (the cursor the next one starts after), per list and page size.
 * By the list's query object, which each list's hook makes once (useMemo): a list shown again
 * starts from its first page, as before.
 */
const cursores = new WeakMap<ConsultaDeLista, Map<number, ValorRest[][]>>();
const cursoresDe = (base: ConsultaDeLista, pageSize: number): ValorRest[][] => {
  const porTamano = cursores.get(base) ?? new Map<number, ValorRest[][]>();
  cursores.set(base, porTamano);
  const lista = porTamano.get(pageSize) ?? [];
  porTamano.set(pageSize, lista);
  return lista;
};

/** Page `page` of a list, read as the signed-in user after the end of the page before it. */
async function leerPagina<T>(
  base: ConsultaDeLista,
  pageSize: number,
  page: number,
  map: (doc: PageSnapshot) => T,
): Promise<PaginaLeida<T>> {
  const lista = cursoresDe(base, pageSize);
  const despues = page > 0 ? lista[page - 1] : undefined;
  const after = despues ? ({ despues } as PageSnapshot) : undefined;
  const { docs, hasNextPage } = await contarLectura(
    fetchPage(base, after, pageSize, { base: firestoreRest, token: await tokenDeSesion() }),
  );
  // The pages after this one start anew from where it ends now.
  lista.length = page;
  if (docs.length) lista[page] = docs[docs.length - 1].despues;
  return { rows: docs.map(map), hasNextPage };
}

/**
 * Server-side pagination over an ordered list query (see fetchPage), each page starting after
 * the last document of the previous one. A new query (other filters)
 * starts at page 0. `base` and `map` must be stable between renders (useMemo / module-level
 * function). While a page is read, the rows shown before stay, with `loading`.
 */
export function useCursorPage<T>(
  base: ConsultaDeLista | null,
  map: (doc: PageSnapshot) => T,
  initialPageSize = 25,
): CursorPage<T> {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [seenBase, setSeenBase] = useState(base);
  if (seenBase !== base) {
    setSeenBase(base);
    setPage(0);
  }
  // A page is read after the one before it: one whose start is not known starts the list again.
  const desconocida = page > 0 && (base === null || cursoresDe(base, pageSize).length < page);
  if (desconocida) setPage(0);

  const { data, error, isFetching } = useConsulta<PaginaLeida<T>>({
    queryKey: [...claveDeLista(base), pageSize, page],
    queryFn: () => leerPagina(base as ConsultaDeLista, pageSize, page, map),
    enabled: base !== null && !desconocida,
    placeholderData: keepPreviousData,
  });

  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(0);
  }, []);
  const reload = useCallback(() => void consultas.invalidateQueries({ queryKey: claveDeLista(base) }), [base]);

  // A page that could not be read shows its failure, not the rows of before as if they were it.
  const leida = error ? undefined : data;
  return {
    rows: leida?.rows ?? [],
    hasNextPage: leida?.hasNextPage ?? false,
    error: error ? dbErrorMessage(error) : null,
    loading: base !== null && isFetching,
    page,
    pageSize,
    setPage,
    setPageSize,
    reload,
  };
}
