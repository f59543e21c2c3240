import { diasDelRango, mesesDelRango, type MesLeido, type RangoDias } from '@domain/reportes';
import { idsResumenesDeMeses } from '@domain/resumenes';
import { leerDocumentos } from '../rest/documentos-rest';
import { firestoreRest } from '../firebase-config';

/** What a screen needs of a day: its total, its carriers (Reportes), or only the amount sold (a sparkline). */
export type ParteDelDia = 'total' | 'operadores' | 'total.monto';

/** The field paths of `partes` of a month's days in the range: a day is a map key made of digits, quoted. */
export const camposDelMes = (dias: string[], mes: string, partesDe: (dia: string) => readonly string[]) =>
  dias
    .filter((dia) => dia.startsWith(mes))
    .flatMap((dia) => partesDe(dia).map((parte) => `dias.\`${dia.slice(8)}\`.${parte}`));

/**
 * The days of a range in the business's summaries (staff only): every shard of each month looked
 * up by its id, 8 a month, in one request per month (documentos-rest.ts), with only the range's
 * days and of each only `partes` (the same for every day, or chosen day by day). A month's shards
 * hold every day of it, each with its carriers: 14 days' totals are a twentieth of two months'
 * shards. A lookup by id costs the same however many top-ups the database holds, which a query on
 * `mes` did not in the emulator. A shard no top-up has written yet is absent and adds nothing.
 */
export async function leerDiasNegocio(
  token: string,
  rango: RangoDias,
  partes: readonly ParteDelDia[] | ((dia: string) => readonly ParteDelDia[]),
): Promise<MesLeido[]> {
  const dias = diasDelRango(rango);
  const partesDe = typeof partes === 'function' ? partes : () => partes;
  const meses = await Promise.all(
    mesesDelRango(rango).map((mes) =>
      leerDocumentos(firestoreRest, token, 'resumenesRecargas', idsResumenesDeMeses([mes]), [
        'mes',
        ...camposDelMes(dias, mes, partesDe),
      ]),
    ),
  );
  return meses.flat().map(({ data }) => data as unknown as MesLeido);
}
