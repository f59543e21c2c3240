// A query over Firestore's REST API (documents:runQuery) with a projection, which the SDK cannot
// ask for: Reportes' client months, of which a view needs a few fields. Apart from
// documentos-rest.ts so that the screens that only look documents up by id (Inicio) do not load it.
import { leido, pedir, type DocumentoRest } from './documentos-rest';

/** A text field between two values, both included: the filter of a range of months or days. */
export interface Entre {
  campo: string;
  desde: string;
  hasta: string;
}

/**
 * The documents of `coleccion` whose `entre.campo` lies in the range, with only `campos` of each
 * (a projection, which the SDK cannot ask for), in one request. The same rules
 * judge it as the SDK's query; billed as the SDK's, a read per document.
 */
export async function consultarDocumentos(
  base: string,
  token: string,
  coleccion: string,
  { campo, desde, hasta }: Entre,
  campos: string[],
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const filtro = (op: string, valor: string) => ({
    fieldFilter: { field: { fieldPath: campo }, op, value: { stringValue: valor } },
  });
  const filas = await pedir<{ document?: DocumentoRest }[]>(`${base}:runQuery`, token, {
    structuredQuery: {
      from: [{ collectionId: coleccion }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [filtro('GREATER_THAN_OR_EQUAL', desde), filtro('LESS_THAN_OR_EQUAL', hasta)],
        },
      },
      select: { fields: campos.map((fieldPath) => ({ fieldPath })) },
    },
  });
  return filas.flatMap(({ document }) => (document ? [leido(document)] : []));
}
