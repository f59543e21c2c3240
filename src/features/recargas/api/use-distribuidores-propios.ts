import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { dbErrorMessage } from '../../../lib/db-errors';
import { db } from '../../../lib/firebase';

export interface DistribuidorOpcion {
  id: string;
  nombre: string;
}

/** The client's active distributors, by name (at most 200: a shop has a handful). */
export function useDistribuidoresPropios(clienteId: string | null) {
  const [estado, setEstado] = useState<{ opciones: DistribuidorOpcion[]; error: string | null }>({
    opciones: [],
    error: null,
  });
  useEffect(() => {
    if (!clienteId) return;
    let cancelled = false;
    getDocs(
      query(
        collection(db, 'distribuidores'),
        where('clienteId', '==', clienteId),
        where('estatus', '==', true),
        orderBy('nombre'),
        limit(200),
      ),
    ).then(
      (snap) =>
        !cancelled &&
        setEstado({
          opciones: snap.docs.map((doc) => ({ id: doc.id, nombre: String(doc.data().nombre) })),
          error: null,
        }),
      (error: unknown) => !cancelled && setEstado({ opciones: [], error: dbErrorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [clienteId]);
  return estado;
}
