import { normalizeSearch } from '@domain/busqueda';
import type { Filtro } from '../rest/consulta-rest';
import { useCarga } from '../carga/use-carga';
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
  const { data, error, loading, reload } = useCarga(`opciones:${coleccion}:${soloActivos}:${search}`, async () => {
    const filtros: Filtro[] = [
      ...(soloActivos ? [{ campo: 'estatus', op: 'EQUAL', valor: true } as const] : []),
      ...(search ? [{ campo: 'busqueda', op: 'ARRAY_CONTAINS', valor: search } as const] : []),
    ];
    const consulta = { filtros, orden: ORDEN[coleccion], limite: 20 };
    const docs = await consultarComoSesion(coleccion, consulta, ['nombre']);
    return docs.map(({ id, data }) => ({ id, nombre: String(data.nombre) }));
  });
  return { opciones: data ?? [], loading, error, reload };
}
