import { collection, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { normalizeSearch } from '../../../../domain/busqueda';
import type { TipoProveedor } from '../../../../domain/catalogo';

export interface ProveedoresFiltro {
  texto: string;
  tipo: TipoProveedor | '';
  estatus: 'activos' | 'inactivos' | '';
}

/** Suppliers ordered by name; search, tipo and estatus run on the server. */
export function proveedoresQuery(db: Firestore, { texto, tipo, estatus }: ProveedoresFiltro) {
  const constraints: QueryConstraint[] = [];
  const search = normalizeSearch(texto);
  if (search) constraints.push(where('busqueda', 'array-contains', search));
  if (tipo) constraints.push(where('tipo', '==', tipo));
  if (estatus) constraints.push(where('estatus', '==', estatus === 'activos'));
  // nombreClave is the name lower-cased: "zapata" sorts beside "Zurita", not after every capital.
  return query(collection(db, 'proveedores'), ...constraints, orderBy('nombreClave'));
}
