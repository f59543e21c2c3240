import type { TipoProducto } from '@domain/catalogo';
import { consultaLista, estatusElegido } from '@/lib/rest/consulta-lista';

export interface ProductosFiltro {
  texto: string;
  tipo: TipoProducto | '';
  operador: string;
  proveedorId: string;
  estatus: 'activos' | 'inactivos' | '';
}

/** What a product's row shows and its dialog edits (list-productos.ts). */
export const CAMPOS_PRODUCTO = [
  'nombre',
  'tipo',
  'operador',
  'proveedorId',
  'sku',
  'costo',
  'precio',
  'monto',
  'vigenciaDias',
  'datosMb',
  'minutos',
  'redesSociales',
  'stock',
  'estatus',
] as const;

/** Products ordered by name; search (name or SKU) and every filter run on the server. */
export function productosQuery({ texto, tipo, operador, proveedorId, estatus }: ProductosFiltro) {
  return consultaLista('productos', {
    texto,
    iguales: { tipo, operador, proveedorId, estatus: estatusElegido(estatus) },
    orden: 'nombreOrden',
    campos: CAMPOS_PRODUCTO,
  });
}
