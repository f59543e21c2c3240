import {
  diasDelRango,
  mesesDelRango,
  type MesDeClienteLeido,
  type MesLeido,
  type RangoDias,
} from '../../domain/reportes';
import { idsResumenesDeMeses } from '../../domain/resumenes';
import { consultarDocumentos, leerDocumentos } from './documentos-rest';
import { auth, firestoreRest } from './firebase';

/** What a screen needs of a day: its total, its carriers (Reportes), or only the amount sold (a sparkline). */
export type ParteDelDia = 'total' | 'operadores' | 'total.monto';

/** What a view needs of a client's day: its total (Por cliente) or its distributors (Por distribuidor). */
export type ParteDeCliente = 'total' | 'distribuidores';

async function tokenDeSesion(): Promise<string> {
  const usuario = auth.currentUser;
  if (!usuario) throw Object.assign(new Error('Sin sesión'), { code: 'unauthenticated' });
  return usuario.getIdToken();
}

/** The field paths of `partes` of a month's days in the range: a day is a map key made of digits, quoted. */
const camposDelMes = (dias: string[], mes: string, partesDe: (dia: string) => readonly string[]) =>
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
  rango: RangoDias,
  partes: readonly ParteDelDia[] | ((dia: string) => readonly ParteDelDia[]),
): Promise<MesLeido[]> {
  const token = await tokenDeSesion();
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

/**
 * The business's client months of a range (staff only): a query per month, in parallel, each
 * asking only for the range's days of that month and of each only `parte`. A client month holds
 * every day of it with both parts: the whole documents of a 30-day range were four times the bytes
 * its Por cliente view adds up. Each comes with its client's name. A read per client month, as
 * the SDK's query.
 */
export async function leerMesesDeClientes(rango: RangoDias, parte: ParteDeCliente): Promise<MesDeClienteLeido[]> {
  const token = await tokenDeSesion();
  const dias = diasDelRango(rango);
  const meses = await Promise.all(
    mesesDelRango(rango).map((mes) =>
      consultarDocumentos(firestoreRest, token, 'resumenesClientesMes', { campo: 'mes', desde: mes, hasta: mes }, [
        'clienteId',
        'mes',
        'nombre',
        ...camposDelMes(dias, mes, () => [parte]),
      ]),
    ),
  );
  return meses.flat().map(({ data }) => data as unknown as MesDeClienteLeido);
}

/** Ids looked up in one request, at most: a report's few hundred clients take one or two. */
const IDS_POR_PEDIDO = 300;

/** The `nombre` of the documents with these ids that exist, looked up by id with only that field. */
export async function leerNombresPorId(coleccion: string, ids: string[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const token = await tokenDeSesion();
  const tandas = Array.from({ length: Math.ceil(ids.length / IDS_POR_PEDIDO) }, (_, i) =>
    ids.slice(i * IDS_POR_PEDIDO, (i + 1) * IDS_POR_PEDIDO),
  );
  const leidos = await Promise.all(
    tandas.map((tanda) => leerDocumentos(firestoreRest, token, coleccion, tanda, ['nombre'])),
  );
  return Object.fromEntries(leidos.flat().map(({ id, data }) => [id, String(data.nombre)]));
}
