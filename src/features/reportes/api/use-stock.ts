import { stockBajo } from '@domain/compras';
import { consultarComoSesion } from '@/lib/rest/lectura-sesion';
import { useCarga } from '@/lib/carga/use-carga';

export interface FilaStock {
  id: string;
  nombre: string;
  operador: string;
  stock: number;
  bajo: boolean;
  activo: boolean;
}

/** Every SIM product's stock, by name (a catalogue has tens of them, at most 500). */
async function cargarStock(): Promise<FilaStock[]> {
  const sims = await consultarComoSesion(
    'productos',
    { filtros: [{ campo: 'tipo', op: 'EQUAL', valor: 'sim' }], orden: 'nombreOrden', limite: 500 },
    ['nombre', 'operador', 'stock', 'estatus'],
  );
  return sims.map(({ id, data: p }) => {
    const stock = Number(p.stock ?? 0);
    return {
      id,
      nombre: String(p.nombre),
      operador: String(p.operador),
      stock,
      bajo: stockBajo(stock),
      activo: p.estatus === true,
    };
  });
}

export const useStock = () => useCarga('stock', cargarStock);
