import { consultarComoSesion } from '@/lib/rest/lectura-sesion';
import { useCarga } from '@/lib/carga/use-carga';

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

// Over REST, with only the fields the dialog shows (lectura-sesion.ts): the purchase itself is
// saved through the API, so the dialog needs no Firestore SDK at all.
const simsActivos = async (): Promise<Opcion[]> => {
  const sims = await consultarComoSesion(
    'catalogo',
    {
      filtros: [
        { campo: 'tipo', op: 'EQUAL', valor: 'sim' },
        { campo: 'estatus', op: 'EQUAL', valor: true },
      ],
      limite: 200,
    },
    ['nombre', 'precio'],
  );
  return sims
    .map(({ id, data }) => ({ id, nombre: String(data.nombre), precio: Number(data.precio) }))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
};

const proveedoresActivos = async (): Promise<Opcion[]> => {
  const proveedores = await consultarComoSesion(
    'proveedores',
    { filtros: [{ campo: 'estatus', op: 'EQUAL', valor: true }], orden: 'nombre', limite: 200 },
    ['nombre'],
  );
  return proveedores.map(({ id, data }) => ({ id, nombre: String(data.nombre), precio: 0 }));
};

/** The active SIM products of the catalogue (a few dozen). */
export const useSimsActivos = () => useOpciones('sims', simsActivos);
/** The active suppliers (admin's restock); `leer` false reads nothing (a client may not read them). */
export const useProveedoresActivos = (leer: boolean) => useOpciones(leer ? 'proveedores' : null, proveedoresActivos);
