// Queries over Firestore's REST API (documents:runQuery, runAggregationQuery), one request each,
// with a projection, which the SDK cannot ask for: every screen's reads (a list's pages, Inicio's
// figures, Reportes' months and totals) go this way, so that no screen needs the SDK to draw; the
// SDK loads for a save. Apart from documentos-rest.ts so that the session's lookup by id does not
// load it.
import { leido, pedir, valorDeRest, type DocumentoRest, type ValorRest } from './documentos-rest';

/**
 * A field compared with a value: the clauses of a query, all of which a document must meet. EQUAL
 * null finds the documents whose field is null; ARRAY_CONTAINS, those whose list holds the value.
 */
export interface Filtro {
  campo: string;
  op: 'EQUAL' | 'LESS_THAN' | 'LESS_THAN_OR_EQUAL' | 'GREATER_THAN' | 'GREATER_THAN_OR_EQUAL' | 'ARRAY_CONTAINS';
  valor: string | number | boolean | Date | null;
}

export interface Consulta {
  filtros: readonly Filtro[];
  /** A field to sort by, ascending unless `descendente`; then by document name, the same way. */
  orden?: string;
  descendente?: boolean;
  limite?: number;
  /** Where the previous page ended: its last document's `orden` value and name (cursorDe). */
  despuesDe?: ValorRest[];
}

/** A text field between two values, both included: the filter of a range of months or days. */
export interface Entre {
  campo: string;
  desde: string;
  hasta: string;
}

function valorRest(valor: Exclude<Filtro['valor'], null>): ValorRest {
  if (typeof valor === 'string') return { stringValue: valor };
  if (typeof valor === 'boolean') return { booleanValue: valor };
  if (valor instanceof Date) return { timestampValue: valor.toISOString() };
  return Number.isInteger(valor) ? { integerValue: String(valor) } : { doubleValue: valor };
}

// A null value is only ever compared for equality: Firestore writes that as IS_NULL.
const clausula = ({ campo, op, valor }: Filtro) =>
  valor === null
    ? { unaryFilter: { field: { fieldPath: campo }, op: 'IS_NULL' } }
    : { fieldFilter: { field: { fieldPath: campo }, op, value: valorRest(valor) } };

/** The query's `where`: none, one clause, or all of them (AND). */
const filtroRest = (filtros: readonly Filtro[]) =>
  filtros.length === 1
    ? clausula(filtros[0])
    : filtros.length
      ? { compositeFilter: { op: 'AND', filters: filtros.map(clausula) } }
      : undefined;

/** Where a page that ends with `documento` ends, for the next page's `despuesDe`. */
export const cursorDe = (documento: DocumentoRest, orden: string): ValorRest[] => [
  documento.fields?.[orden] ?? { nullValue: null },
  { referenceValue: documento.name },
];

/** A Consulta as the REST API's structuredQuery; `campos` projects (all fields without it). */
export function consultaEstructurada(
  coleccion: string,
  { filtros, orden, descendente, limite, despuesDe }: Consulta,
  campos?: readonly string[],
) {
  const direction = descendente ? 'DESCENDING' : 'ASCENDING';
  const where = filtroRest(filtros);
  return {
    from: [{ collectionId: coleccion }],
    ...(where && { where }),
    // By name after the field, as Firestore orders implicitly: a page's last document is a cursor
    // even where many share its value (a page of clients with the same saldo).
    ...(orden && {
      orderBy: [
        { field: { fieldPath: orden }, direction },
        { field: { fieldPath: '__name__' }, direction },
      ],
    }),
    ...(despuesDe && { startAt: { values: despuesDe, before: false } }),
    ...(limite && { limit: limite }),
    ...(campos && { select: { fields: campos.map((fieldPath) => ({ fieldPath })) } }),
  };
}

/** The documents a query finds, as the REST API writes them (documents:runQuery), in one request. */
export async function consultarRest(
  base: string,
  token: string,
  coleccion: string,
  consulta: Consulta,
  campos?: readonly string[],
): Promise<DocumentoRest[]> {
  const filas = await pedir<{ document?: DocumentoRest }[]>(`${base}:runQuery`, token, {
    structuredQuery: consultaEstructurada(coleccion, consulta, campos),
  });
  return filas.flatMap(({ document }) => (document ? [document] : []));
}

/**
 * The documents of `coleccion` that meet every filter, sorted and limited as asked, with only
 * `campos` of each (a projection, which the SDK cannot ask for; whole without it), in one request.
 * The same rules judge it as the SDK's query; billed as the SDK's, a read per document (one when
 * none is found).
 */
export const consultar = async (
  base: string,
  token: string,
  coleccion: string,
  consulta: Consulta,
  campos?: string[],
): Promise<{ id: string; data: Record<string, unknown> }[]> =>
  (await consultarRest(base, token, coleccion, consulta, campos)).map(leido);

/** Aggregations over the documents that meet every filter, computed on the server (runAggregationQuery). */
async function agregados(
  base: string,
  token: string,
  coleccion: string,
  filtros: readonly Filtro[],
  aggregations: object[],
): Promise<Record<string, number>> {
  const [respuesta] = await pedir<{ result?: { aggregateFields?: Record<string, ValorRest> } }[]>(
    `${base}:runAggregationQuery`,
    token,
    { structuredAggregationQuery: { structuredQuery: consultaEstructurada(coleccion, { filtros }), aggregations } },
  );
  const campos = respuesta?.result?.aggregateFields ?? {};
  return Object.fromEntries(Object.entries(campos).map(([alias, valor]) => [alias, Number(valorDeRest(valor) ?? 0)]));
}

/**
 * How many documents of `coleccion` meet every filter, counted on the server as the SDK's
 * getCountFromServer is: one read per 1,000 documents counted, none sent.
 */
export const contar = async (base: string, token: string, coleccion: string, filtros: readonly Filtro[]) =>
  (await agregados(base, token, coleccion, filtros, [{ alias: 'n', count: {} }])).n ?? 0;

/**
 * The sum of `campo` over the documents of `coleccion` that meet every filter, and how many they
 * are, both on the server as the SDK's getAggregateFromServer: one read per 1,000 documents.
 */
export async function sumarYContar(
  base: string,
  token: string,
  coleccion: string,
  filtros: readonly Filtro[],
  campo: string,
): Promise<{ suma: number; cuantos: number }> {
  const { suma = 0, cuantos = 0 } = await agregados(base, token, coleccion, filtros, [
    { alias: 'suma', sum: { field: { fieldPath: campo } } },
    { alias: 'cuantos', count: {} },
  ]);
  return { suma, cuantos };
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
