import { normalizeSearch } from '@domain/busqueda';
import type { Filtro } from './consulta-rest';
import type { ConsultaDeLista } from './page-query';
import { dentroDe, type RangoMs } from '../rango-fechas';

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
  direccion?: 'asc' | 'desc';
  /** The fields the list's rows read: only these are sent. */
  campos: readonly string[];
}

/** An Activos/Inactivos/Todos filter as the value of `estatus` ('' filters nothing). */
export const estatusElegido = (estatus: 'activos' | 'inactivos' | '') => estatus && estatus === 'activos';

/**
 * The ordered query of a list page: every filter the user chose runs on the server, each
 * combination backed by a declared composite index. One builder, so a new list is its filters
 * and its order, and every list pages and filters the same way. A description, not the SDK's
 * query: fetchPage sends it over REST.
 */
export function consultaLista(
  coleccion: string,
  { texto, iguales = {}, fechas, orden, direccion = 'asc', campos }: ConsultaLista,
): ConsultaDeLista {
  const search = texto ? normalizeSearch(texto) : '';
  const filtros: Filtro[] = search ? [{ campo: 'busqueda', op: 'ARRAY_CONTAINS', valor: search }] : [];
  for (const [campo, valor] of Object.entries(iguales)) {
    if (valor !== '' && valor !== undefined) filtros.push({ campo, op: 'EQUAL', valor });
  }
  if (fechas) filtros.push(...dentroDe(orden, fechas));
  return { coleccion, consulta: { filtros, orden, descendente: direccion === 'desc' }, campos };
}
