import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { db } from '../../../lib/db';
import { useCarga } from '../../../lib/use-carga';

export interface Opcion {
  id: string;
  nombre: string;
  /** The catalogue's price (SIMs), centavos. */
  precio: number;
}

function useOpciones(clave: string | null, cargar: () => Promise<Opcion[]>) {
  const { data, error, loading, reload } = useCarga(clave, cargar);
  return { opciones: data ?? [], error, loading, reload };
}

const simsActivos = async (): Promise<Opcion[]> => {
  const snap = await getDocs(
    query(collection(db, 'catalogo'), where('tipo', '==', 'sim'), where('estatus', '==', true), limit(200)),
  );
  return snap.docs
    .map((doc) => ({ id: doc.id, nombre: String(doc.data().nombre), precio: Number(doc.data().precio) }))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
};

const proveedoresActivos = async (): Promise<Opcion[]> => {
  const snap = await getDocs(
    query(collection(db, 'proveedores'), where('estatus', '==', true), orderBy('nombre'), limit(200)),
  );
  return snap.docs.map((doc) => ({ id: doc.id, nombre: String(doc.data().nombre), precio: 0 }));
};

/** The active SIM products of the catalogue (a few dozen). */
export const useSimsActivos = () => useOpciones('sims', simsActivos);
/** The active suppliers (admin's restock); `leer` false reads nothing (a client may not read them). */
export const useProveedoresActivos = (leer: boolean) => useOpciones(leer ? 'proveedores' : null, proveedoresActivos);
