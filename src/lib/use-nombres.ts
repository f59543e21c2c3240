import { collection, documentId, getDocs, query, where, type DocumentData, type Query } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { dbErrorMessage } from './db-errors';
import { db } from './db';
import type { PageSnapshot } from './page-query';
import { useCursorPage, type CursorPage } from './use-cursor-page';

/** Firestore's limit for an `in` filter: a page of 50 rows is looked up in chunks of this size. */
export const IN_LIMIT = 30;

export interface Nombres {
  nombres: Record<string, string>;
  error: string | null;
  reload: () => void;
}

/** The `nombre` of the documents with these ids that exist: one query per 30 ids, not a read per id. */
export async function leerNombres(coleccion: string, ids: string[]): Promise<Record<string, string>> {
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, i) =>
    ids.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
  );
  const snaps = await Promise.all(
    chunks.map((chunk) => getDocs(query(collection(db, coleccion), where(documentId(), 'in', chunk)))),
  );
  return Object.fromEntries(snaps.flatMap((snap) => snap.docs.map((doc) => [doc.id, String(doc.data().nombre)])));
}

/**
 * The `nombre` of the documents one page refers to (a product's supplier, a distribuidor's
 * owner): a query per 30 distinct ids, not a read per row. A failure is reported, not hidden.
 */
export function useNombres(coleccion: 'proveedores' | 'clientes', ids: (string | null)[], enabled = true): Nombres {
  const key = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort().join('|');
  const [nombres, setNombres] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled || !key) return;
    let cancelled = false;
    leerNombres(coleccion, key.split('|')).then(
      (found) => {
        if (cancelled) return;
        setNombres((previous) => ({ ...previous, ...found }));
        setError(null);
      },
      (failure: unknown) => !cancelled && setError(dbErrorMessage(failure)),
    );
    return () => {
      cancelled = true;
    };
  }, [coleccion, key, enabled, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { nombres, error, reload };
}

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
  base: Query<DocumentData>,
  map: (doc: PageSnapshot) => T,
  coleccion: 'proveedores' | 'clientes',
  referencia: (row: T) => string | null,
  enabled = true,
) {
  const page = useCursorPage(base, map);
  const nombres = useNombres(coleccion, page.rows.map(referencia), enabled);
  return { page: conNombres(page, nombres), nombres: nombres.nombres };
}
