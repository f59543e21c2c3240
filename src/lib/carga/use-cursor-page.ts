import { useCallback, useState } from 'react';
import { hashKey, keepPreviousData, type QueryKey } from '@tanstack/query-core';
import { alOlvidar } from './adelantadas';
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

/** One list at one page size, as its pages' query keys name it (by content, not by object). */
const claveDeCursores = (base: ConsultaDeLista, pageSize: number) => hashKey([...claveDeLista(base), pageSize]);

/** Where each page read so far ends (the cursor the next one starts after), per list and page size. */
const cursores = new Map<string, ValorRest[][]>();
const cursoresDe = (clave: string): ValorRest[][] => {
  const lista = cursores.get(clave) ?? [];
  cursores.set(clave, lista);
  return lista;
};
/** The reads asked for each page: only the latest one says where its page ends. */
const lecturas = new Map<string, number>();
alOlvidar(() => {
  cursores.clear();
  lecturas.clear();
});

/** Page `page` of a list, read as the signed-in user after the end of the page before it. */
async function leerPagina<T>(
  base: ConsultaDeLista,
  pageSize: number,
  page: number,
  map: (doc: PageSnapshot) => T,
): Promise<PaginaLeida<T>> {
  const clave = claveDeCursores(base, pageSize);
  const lista = cursoresDe(clave);
  const estaPagina = `${clave}#${page}`;
  const turno = (lecturas.get(estaPagina) ?? 0) + 1;
  lecturas.set(estaPagina, turno);
  const despues = page > 0 ? lista[page - 1] : undefined;
  const after = despues ? ({ despues } as PageSnapshot) : undefined;
  const { docs, hasNextPage } = await contarLectura(
    fetchPage(base, after, pageSize, { base: firestoreRest, token: await tokenDeSesion() }),
  );
  // The pages after this one start anew from where it ends now; a read overtaken by a later one of
  // the same page (a change made meanwhile) says nothing.
  if (lecturas.get(estaPagina) === turno) {
    lista.length = page;
    if (docs.length) lista[page] = docs[docs.length - 1].despues;
  }
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
  const desconocida =
    page > 0 && (base === null || (cursores.get(claveDeCursores(base, pageSize))?.length ?? 0) < page);
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
