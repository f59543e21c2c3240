import { diasDelRango, mesesDelRango, type MesLeido, type RangoDias } from '../../domain/reportes';
import { idsResumenesDeMeses } from '../../domain/resumenes';
import { leerDocumentos } from './documentos-rest';
import { auth, firestoreRest } from './firebase';

/** What a screen needs of a day: its total, its carriers (Reportes), or only the amount sold (a sparkline). */
export type ParteDelDia = 'total' | 'operadores' | 'total.monto';

/**
 * The days of a range in the business's summaries (staff only): every shard of each month looked
 * up by its id, 8 a month, in one request per month (documentos-rest.ts), with only the range's
 * days and of each only `partes` (the same for every day, or chosen per day). A month's shards hold every day of it, each with its carriers:
 * 14 days' totals are a twentieth of two months' shards. A lookup by id costs the same however many
 * top-ups the database holds, which a query on `mes` did not in the emulator. A shard no top-up
 * has written yet is absent and adds nothing.
 */
export async function leerDiasNegocio(
  rango: RangoDias,
  partes: readonly ParteDelDia[] | ((dia: string) => readonly ParteDelDia[]),
): Promise<MesLeido[]> {
  const usuario = auth.currentUser;
  if (!usuario) throw Object.assign(new Error('Sin sesión'), { code: 'unauthenticated' });
  const token = await usuario.getIdToken();
  const dias = diasDelRango(rango);
  const partesDe = typeof partes === 'function' ? partes : () => partes;
  const meses = await Promise.all(
    mesesDelRango(rango).map((mes) =>
      leerDocumentos(firestoreRest, token, 'resumenesRecargas', idsResumenesDeMeses([mes]), [
        'mes',
        // A day of the month is a map key made of digits: a field path quotes it.
        ...dias
          .filter((dia) => dia.startsWith(mes))
          .flatMap((dia) => partesDe(dia).map((parte) => `dias.\`${dia.slice(8)}\`.${parte}`)),
      ]),
    ),
  );
  return meses.flat().map(({ data }) => data as unknown as MesLeido);
}
