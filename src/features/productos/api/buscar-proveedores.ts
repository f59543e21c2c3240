import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { normalizeSearch } from '../../../../domain/busqueda';
import { db } from '../../../lib/firebase';
import { useDebounced } from '../../../lib/use-debounced';

export interface ProveedorOpcion {
  id: string;
  nombre: string;
}

/** Up to 20 active suppliers matching what was typed: a picker never loads them all. */
export function useBuscarProveedores(texto: string) {
  const search = normalizeSearch(useDebounced(texto));
  const [opciones, setOpciones] = useState<{ for: string; items: ProveedorOpcion[] } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const constraints = [
      where('estatus', '==', true),
      ...(search ? [where('busqueda', 'array-contains', search)] : []),
    ];
    getDocs(query(collection(db, 'proveedores'), ...constraints, orderBy('nombre'), limit(20))).then(
      (snap) =>
        !cancelled &&
        setOpciones({
          for: search,
          items: snap.docs.map((doc) => ({ id: doc.id, nombre: String(doc.data().nombre) })),
        }),
      () => !cancelled && setOpciones({ for: search, items: [] }),
    );
    return () => {
      cancelled = true;
    };
  }, [search]);
  return { opciones: opciones?.items ?? [], loading: opciones?.for !== search };
}
