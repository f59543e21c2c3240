import type { TipoProducto } from '../../../../domain/catalogo';
import { consultaLista, estatusElegido } from '../../../lib/consulta-lista';

export interface ProductosFiltro {
  texto: string;
  tipo: TipoProducto | '';
  operador: string;
  proveedorId: string;
  estatus: 'activos' | 'inactivos' | '';
}

/** Products ordered by name; search (name or SKU) and every filter run on the server. */
export function productosQuery({ texto, tipo, operador, proveedorId, estatus }: ProductosFiltro) {
  return consultaLista('productos', {
    texto,
    iguales: { tipo, operador, proveedorId, estatus: estatusElegido(estatus) },
    orden: 'nombreOrden',
  });
}
