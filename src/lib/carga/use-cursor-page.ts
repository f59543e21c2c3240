import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { dbErrorMessage } from '../db-errors';
import { contarLectura } from './en-reposo';
import { firestoreRest, tokenDeSesion } from '../firebase';
import { fetchPage, type ConsultaDeLista, type PageSnapshot } from '../rest/page-query';

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

/** One page of a list, read as the signed-in user. */
const leerPagina = async (base: ConsultaDeLista, after: PageSnapshot | undefined, pageSize: number) =>
  fetchPage(base, after, pageSize, { base: firestoreRest, token: await tokenDeSesion() });

/**
 * Server-side pagination over an ordered list query (see fetchPage), each page starting after
 * the last document of the previous one. A new query (other filters) starts at page 0.
 * `base` and `map` must be stable between renders (useMemo / module-level function).
 */
export function useCursorPage<T>(
  base: ConsultaDeLista | null,
  map: (doc: PageSnapshot) => T,
  initialPageSize = 25,
): CursorPage<T> {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [version, setVersion] = useState(0);
  const [seenBase, setSeenBase] = useState(base);
  const cursors = useRef<PageSnapshot[]>([]);
  const request = useMemo(() => ({ base, page, pageSize, version }), [base, page, pageSize, version]);
  const [state, setState] = useState<{ for: unknown; rows: T[]; hasNextPage: boolean; error: string | null }>({
    for: null,
    rows: [],
    hasNextPage: false,
    error: null,
  });

  if (seenBase !== base) {
    setSeenBase(base);
    setPage(0);
  }

  useEffect(() => {
    const { base, page, pageSize } = request;
    if (!base) return;
    let cancelled = false;
    const start = page > cursors.current.length ? 0 : page;
    if (start === 0) cursors.current = [];
    const after = start > 0 ? cursors.current[start - 1] : undefined;
    contarLectura(leerPagina(base, after, pageSize)).then(
      ({ docs, hasNextPage }) => {
        if (cancelled) return;
        cursors.current = cursors.current.slice(0, start);
        if (docs.length) cursors.current[start] = docs[docs.length - 1];
        const rows = docs.map(map);
        startTransition(() => setState({ for: request, rows, hasNextPage, error: null }));
      },
      (error: unknown) => {
        if (!cancelled)
          startTransition(() => setState({ for: request, rows: [], hasNextPage: false, error: dbErrorMessage(error) }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [request, map]);

  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(0);
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const loading = base !== null && state.for !== request;
  return {
    rows: state.rows,
    hasNextPage: state.hasNextPage,
    error: state.error,
    loading,
    page,
    pageSize,
    setPage,
    setPageSize,
    reload,
  };
}
