import { collection, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { normalizeSearch } from '../../../../domain/busqueda';

export interface DistribuidoresFiltro {
  texto: string;
  estatus: 'activos' | 'inactivos' | '';
  /** '' all (admin only), 'negocio' the business's own, or a client's uid. */
  dueno: string;
}

/** Distributors by name. A user always asks for its own (the rules refuse anything else). */
export function distribuidoresQuery(db: Firestore, { texto, estatus, dueno }: DistribuidoresFiltro) {
  const constraints: QueryConstraint[] = [];
  const search = normalizeSearch(texto);
  if (search) constraints.push(where('busqueda', 'array-contains', search));
  if (dueno) constraints.push(where('clienteId', '==', dueno === 'negocio' ? null : dueno));
  if (estatus) constraints.push(where('estatus', '==', estatus === 'activos'));
  // nombreClave: case and accents folded, so "zapata" sorts before "Zurita" and "Álvarez" first.
  return query(collection(db, 'distribuidores'), ...constraints, orderBy('nombreClave'));
}
