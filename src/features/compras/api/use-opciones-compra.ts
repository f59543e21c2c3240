import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { dbErrorMessage } from '../../../lib/db-errors';
import { db } from '../../../lib/firebase';

export interface Opcion {
  id: string;
  nombre: string;
  /** The catalogue's price (SIMs), centavos. */
  precio: number;
}

type Estado = { opciones: Opcion[]; error: string | null; loading: boolean };

function useOpciones(cargar: () => Promise<Opcion[]>, clave: string): Estado {
  const [estado, setEstado] = useState<Estado & { clave: string }>({ opciones: [], error: null, loading: true, clave });
  useEffect(() => {
    let cancelled = false;
    cargar().then(
      (opciones) => !cancelled && setEstado({ opciones, error: null, loading: false, clave }),
      (error: unknown) =>
        !cancelled && setEstado({ opciones: [], error: dbErrorMessage(error), loading: false, clave }),
    );
    return () => {
      cancelled = true;
    };
  }, [cargar, clave]);
  return estado;
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
export const useSimsActivos = () => useOpciones(simsActivos, 'sims');
/** The active suppliers (admin). */
export const useProveedoresActivos = () => useOpciones(proveedoresActivos, 'proveedores');
