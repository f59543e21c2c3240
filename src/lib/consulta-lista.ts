import {
  collection,
  orderBy,
  query,
  where,
  type Firestore,
  type OrderByDirection,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { normalizeSearch } from '../../domain/busqueda';
import { dentroDe, type RangoMs } from './rango-fechas';

/** A chosen filter value; '' or undefined is "none chosen" and filters nothing (null does filter). */
export type ValorFiltro = string | boolean | null | undefined;

export interface ConsultaLista {
  /** Searched among the documents' `busqueda` tokens, normalised; empty searches nothing. */
  texto?: string;
  /** Equality filters, in this order. */
  iguales?: Record<string, ValorFiltro>;
  /** [desdeMs, hastaMs) on the field the list is ordered by (a timestamp). */
  fechas?: RangoMs;
  orden: string;
  direccion?: OrderByDirection;
}

/** An Activos/Inactivos/Todos filter as the value of `estatus` ('' filters nothing). */
export const estatusElegido = (estatus: 'activos' | 'inactivos' | '') => estatus && estatus === 'activos';

/**
 * The ordered query of a list page: every filter the user chose runs on the server, each
 * combination backed by a declared composite index. One builder, so a new list is its filters
 * and its order, and every list pages and filters the same way.
 */
export function consultaLista(
  database: Firestore,
  coleccion: string,
  { texto, iguales = {}, fechas, orden, direccion = 'asc' }: ConsultaLista,
): Query {
  const search = texto ? normalizeSearch(texto) : '';
  const constraints: QueryConstraint[] = search ? [where('busqueda', 'array-contains', search)] : [];
  for (const [campo, valor] of Object.entries(iguales)) {
    if (valor !== '' && valor !== undefined) constraints.push(where(campo, '==', valor));
  }
  if (fechas) constraints.push(...dentroDe(orden, fechas));
  return query(collection(database, coleccion), ...constraints, orderBy(orden, direccion));
}
