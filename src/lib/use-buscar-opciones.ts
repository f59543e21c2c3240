import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { normalizeSearch } from '../../domain/busqueda';
import { dbErrorMessage } from './db-errors';
import { db } from './db';
import { useDebounced } from './use-debounced';

export interface Opcion {
  id: string;
  nombre: string;
}

export interface OpcionesBuscadas {
  opciones: Opcion[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** What each picker sorts by: the same key as the collection's list (clientes by folded name). */
const ORDEN = { clientes: 'nombreOrden', proveedores: 'nombre' } as const;

/** Up to 20 records matching what was typed, for a picker: a picker never loads a whole collection. */
export function useBuscarOpciones(
  coleccion: 'clientes' | 'proveedores',
  texto: string,
  { soloActivos = false } = {},
): OpcionesBuscadas {
  const search = normalizeSearch(useDebounced(texto));
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ for: unknown; items: Opcion[]; error: string | null } | null>(null);
  const request = useMemo(() => ({ search, version }), [search, version]);
  useEffect(() => {
    let cancelled = false;
    const { search } = request;
    const constraints = [
      ...(soloActivos ? [where('estatus', '==', true)] : []),
      ...(search ? [where('busqueda', 'array-contains', search)] : []),
    ];
    getDocs(query(collection(db, coleccion), ...constraints, orderBy(ORDEN[coleccion]), limit(20))).then(
      (snap) => {
        const items = snap.docs.map((doc) => ({ id: doc.id, nombre: String(doc.data().nombre) }));
        if (!cancelled) setState({ for: request, items, error: null });
      },
      (failure: unknown) => !cancelled && setState({ for: request, items: [], error: dbErrorMessage(failure) }),
    );
    return () => {
      cancelled = true;
    };
  }, [coleccion, request, soloActivos]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = state?.for === request ? state : null;
  return { opciones: current?.items ?? [], loading: !current, error: current?.error ?? null, reload };
}
