import { useMemo } from 'react';
import type { Proveedor } from '@domain/catalogo';
import { filaDe } from '@/lib/rest/fila-de-documento';
import { useCursorPage } from '@/lib/carga/use-cursor-page';
import { proveedoresQuery, type ProveedoresFiltro } from './proveedores-query';

/** A supplier as its form saves it, with its state. */
export interface ProveedorFila extends Proveedor {
  id: string;
  estatus: boolean;
}

export const toProveedorFila = filaDe<ProveedorFila>((data) => ({
  nombre: data.nombre,
  contacto: data.contacto ?? '',
  telefono: data.telefono,
  correo: data.correo,
  rfc: data.rfc,
  tipo: data.tipo,
  estatus: data.estatus === true,
  notas: data.notas,
}));

export function useProveedores(filtro: ProveedoresFiltro) {
  const { texto, tipo, estatus } = filtro;
  const base = useMemo(() => proveedoresQuery({ texto, tipo, estatus }), [texto, tipo, estatus]);
  return useCursorPage(base, toProveedorFila);
}
