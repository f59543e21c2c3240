import { useCallback, useEffect, useMemo, useState } from 'react';
import { normalizeSearch } from '@domain/busqueda';
import type { Filtro } from '../rest/consulta-rest';
import { dbErrorMessage } from '../db-errors';
import { consultarComoSesion } from '../rest/lectura-sesion';
import { useDebounced } from '../use-debounced';

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

/**
 * Up to 20 records matching what was typed, for a picker: a picker never loads a whole collection.
 * Over REST, with only their names: the lists that hold a picker draw without Firestore's SDK.
 */
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
    const filtros: Filtro[] = [
      ...(soloActivos ? [{ campo: 'estatus', op: 'EQUAL', valor: true } as const] : []),
      ...(search ? [{ campo: 'busqueda', op: 'ARRAY_CONTAINS', valor: search } as const] : []),
    ];
    const consulta = { filtros, orden: ORDEN[coleccion], limite: 20 };
    consultarComoSesion(coleccion, consulta, ['nombre']).then(
      (docs) => {
        const items = docs.map(({ id, data }) => ({ id, nombre: String(data.nombre) }));
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
