import { collection, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { normalizeSearch } from '../../../../domain/busqueda';

export interface ClientesFiltro {
  texto: string;
  estatus: 'activos' | 'inactivos' | '';
  orden: 'nombre' | 'saldo';
}

/** Clients by name (A–Z) or saldo (largest first); search by name, contact, e-mail or phone. */
export function clientesQuery(db: Firestore, { texto, estatus, orden }: ClientesFiltro) {
  const constraints: QueryConstraint[] = [];
  const search = normalizeSearch(texto);
  if (search) constraints.push(where('busqueda', 'array-contains', search));
  if (estatus) constraints.push(where('estatus', '==', estatus === 'activos'));
  constraints.push(orden === 'saldo' ? orderBy('saldo', 'desc') : orderBy('nombreOrden'));
  return query(collection(db, 'clientes'), ...constraints);
}
