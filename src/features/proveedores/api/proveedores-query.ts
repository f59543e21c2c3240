import type { TipoProveedor } from '@domain/catalogo';
import { consultaLista, estatusElegido } from '@/lib/rest/consulta-lista';

export interface ProveedoresFiltro {
  texto: string;
  tipo: TipoProveedor | '';
  estatus: 'activos' | 'inactivos' | '';
}

/** What a supplier's row shows and its dialog edits (list-proveedores.ts). */
export const CAMPOS_PROVEEDOR = [
  'nombre',
  'contacto',
  'telefono',
  'correo',
  'rfc',
  'tipo',
  'estatus',
  'notas',
] as const;

/** Suppliers ordered by name; search, tipo and estatus run on the server. */
export function proveedoresQuery({ texto, tipo, estatus }: ProveedoresFiltro) {
  // nombreClave is the name lower-cased: "zapata" sorts beside "Zurita", not after every capital.
  return consultaLista('proveedores', {
    texto,
    iguales: { tipo, estatus: estatusElegido(estatus) },
    orden: 'nombreClave',
    campos: CAMPOS_PROVEEDOR,
  });
}
