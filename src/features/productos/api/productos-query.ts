import { collection, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { normalizeSearch } from '../../../../domain/busqueda';
import type { TipoProducto } from '../../../../domain/catalogo';

export interface ProductosFiltro {
  texto: string;
  tipo: TipoProducto | '';
  operador: string;
  proveedorId: string;
  estatus: 'activos' | 'inactivos' | '';
}

/** Products ordered by name; search (name or SKU) and every filter run on the server. */
export function productosQuery(db: Firestore, { texto, tipo, operador, proveedorId, estatus }: ProductosFiltro) {
  const constraints: QueryConstraint[] = [];
  const search = normalizeSearch(texto);
  if (search) constraints.push(where('busqueda', 'array-contains', search));
  if (tipo) constraints.push(where('tipo', '==', tipo));
  if (operador) constraints.push(where('operador', '==', operador));
  if (proveedorId) constraints.push(where('proveedorId', '==', proveedorId));
  if (estatus) constraints.push(where('estatus', '==', estatus === 'activos'));
  return query(collection(db, 'productos'), ...constraints, orderBy('nombreOrden'));
}
