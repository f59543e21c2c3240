import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { db } from '../../../lib/db';
import { useCarga } from '../../../lib/use-carga';

export interface DistribuidorOpcion {
  id: string;
  nombre: string;
}

/** The client's active distributors, by name (at most 200: a shop has a handful). */
export function useDistribuidoresPropios(clienteId: string | null) {
  const { data, error } = useCarga(clienteId, async () => {
    const snap = await getDocs(
      query(
        collection(db, 'distribuidores'),
        where('clienteId', '==', clienteId),
        where('estatus', '==', true),
        orderBy('nombre'),
        limit(200),
      ),
    );
    return snap.docs.map((doc): DistribuidorOpcion => ({ id: doc.id, nombre: String(doc.data().nombre) }));
  });
  return { opciones: data ?? [], error };
}
