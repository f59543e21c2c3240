import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { normalizeSearch } from '../../../../domain/busqueda';
import { db } from '../../../lib/firebase';
import { useDebounced } from '../../../lib/use-debounced';

export interface ClienteOpcion {
  id: string;
  nombre: string;
}

/** Up to 20 clients matching what the admin typed, for the owner picker. */
export function useBuscarClientes(texto: string) {
  const search = normalizeSearch(useDebounced(texto));
  const [opciones, setOpciones] = useState<{ for: string; items: ClienteOpcion[] } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const constraints = search ? [where('busqueda', 'array-contains', search)] : [];
    getDocs(query(collection(db, 'clientes'), ...constraints, orderBy('nombre'), limit(20))).then(
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
