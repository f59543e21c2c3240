// A query over Firestore's REST API (documents:runQuery) with a projection, which the SDK cannot
// ask for: Reportes' client months, of which a view needs a few fields, and Inicio's queries (the
// low-stock SIMs, a client's day and last top-ups), which leave beside its other reads instead of
// after them on the SDK's channel; and a client's pending purchases, counted on the server. Apart
// from documentos-rest.ts so that the session's lookup by id does not load it.
import { leido, pedir, type DocumentoRest } from './documentos-rest';

/** A field compared with a value: the clauses of a query, all of which a document must meet. */
export interface Filtro {
  campo: string;
  op: 'EQUAL' | 'LESS_THAN_OR_EQUAL' | 'GREATER_THAN_OR_EQUAL';
  valor: string | number;
}

export interface Consulta {
  filtros: readonly Filtro[];
  /** A field to sort by, ascending unless `descendente`. */
  orden?: string;
  descendente?: boolean;
  limite?: number;
}

/** A text field between two values, both included: the filter of a range of months or days. */
export interface Entre {
  campo: string;
  desde: string;
  hasta: string;
}

const valorRest = (valor: string | number) =>
  typeof valor === 'string'
    ? { stringValue: valor }
    : Number.isInteger(valor)
      ? { integerValue: String(valor) }
      : { doubleValue: valor };

const filtroRest = (filtros: readonly Filtro[]) => ({
  compositeFilter: {
    op: 'AND',
    filters: filtros.map(({ campo, op, valor }) => ({
      fieldFilter: { field: { fieldPath: campo }, op, value: valorRest(valor) },
    })),
  },
});

/**
 * The documents of `coleccion` that meet every filter, sorted and limited as asked, with only
 * `campos` of each (a projection, which the SDK cannot ask for), in one request. The same rules
 * judge it as the SDK's query; billed as the SDK's, a read per document (one when none is found).
 */
export async function consultar(
  base: string,
  token: string,
  coleccion: string,
  { filtros, orden, descendente, limite }: Consulta,
  campos: string[],
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const filas = await pedir<{ document?: DocumentoRest }[]>(`${base}:runQuery`, token, {
    structuredQuery: {
      from: [{ collectionId: coleccion }],
      where: filtroRest(filtros),
      ...(orden && {
        orderBy: [{ field: { fieldPath: orden }, direction: descendente ? 'DESCENDING' : 'ASCENDING' }],
      }),
      ...(limite && { limit: limite }),
      select: { fields: campos.map((fieldPath) => ({ fieldPath })) },
    },
  });
  return filas.flatMap(({ document }) => (document ? [leido(document)] : []));
}

/**
 * How many documents of `coleccion` meet every filter (runAggregationQuery), counted on the server
 * as the SDK's getCountFromServer is: one read per 1,000 documents counted, none sent.
 */
export async function contar(base: string, token: string, coleccion: string, filtros: readonly Filtro[]) {
  const [respuesta] = await pedir<{ result?: { aggregateFields?: { n?: { integerValue?: string } } } }[]>(
    `${base}:runAggregationQuery`,
    token,
    {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: coleccion }], where: filtroRest(filtros) },
        aggregations: [{ alias: 'n', count: {} }],
      },
    },
  );
  return Number(respuesta?.result?.aggregateFields?.n?.integerValue ?? 0);
}

/** The documents of `coleccion` whose `entre.campo` lies in the range, with only `campos` of each. */
export const consultarDocumentos = (
  base: string,
  token: string,
  coleccion: string,
  { campo, desde, hasta }: Entre,
  campos: string[],
) =>
  consultar(
    base,
    token,
    coleccion,
    {
      filtros: [
        { campo, op: 'GREATER_THAN_OR_EQUAL', valor: desde },
        { campo, op: 'LESS_THAN_OR_EQUAL', valor: hasta },
      ],
    },
    campos,
  );
