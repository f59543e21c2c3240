import { useMemo } from 'react';
import type { ContenidoPaquete, TipoProducto } from '@domain/catalogo';
import { filaDe } from '@/lib/rest/fila-de-documento';
import { usePaginaConNombres } from '@/lib/lecturas/use-nombres';
import { productosQuery, type ProductosFiltro } from './productos-query';

export interface ProductoFila extends ContenidoPaquete {
  id: string;
  nombre: string;
  tipo: TipoProducto;
  operador: string;
  proveedorId: string;
  sku: string;
  costo: number;
  precio: number;
  monto: number;
  stock: number;
  estatus: boolean;
}

export const toProductoFila = filaDe<ProductoFila>((data) => ({
  nombre: data.nombre,
  tipo: data.tipo,
  operador: data.operador,
  proveedorId: data.proveedorId,
  sku: data.sku,
  costo: data.costo,
  precio: data.precio,
  monto: data.monto ?? 0,
  vigenciaDias: data.vigenciaDias,
  datosMb: data.datosMb,
  minutos: data.minutos,
  redesSociales: data.redesSociales,
  stock: data.stock ?? 0,
  estatus: data.estatus === true,
}));

export function useProductos(filtro: ProductosFiltro) {
  const { texto, tipo, operador, proveedorId, estatus } = filtro;
  const base = useMemo(
    () => productosQuery({ texto, tipo, operador, proveedorId, estatus }),
    [texto, tipo, operador, proveedorId, estatus],
  );
  return usePaginaConNombres(base, toProductoFila, 'proveedores', (row) => row.proveedorId);
}
