import type { TipoProveedor } from '../../../../domain/catalogo';
import { consultaLista, estatusElegido } from '../../../lib/consulta-lista';

export interface ProveedoresFiltro {
  texto: string;
  tipo: TipoProveedor | '';
  estatus: 'activos' | 'inactivos' | '';
}

/** Suppliers ordered by name; search, tipo and estatus run on the server. */
export function proveedoresQuery({ texto, tipo, estatus }: ProveedoresFiltro) {
  // nombreClave is the name lower-cased: "zapata" sorts beside "Zurita", not after every capital.
  return consultaLista('proveedores', {
    texto,
    iguales: { tipo, estatus: estatusElegido(estatus) },
    orden: 'nombreClave',
  });
}
