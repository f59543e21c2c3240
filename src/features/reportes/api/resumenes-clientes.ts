// Reportes' Por cliente and Por distribuidor views: the business's client months and the names
// they list. Apart from resumenes-negocio.ts, which Inicio loads too.
import { lecturaDelMes, mesesDelRango, type MesDeClienteLeido, type RangoDias } from '@domain/reportes';
import { consultarDocumentos } from '@/lib/rest/consulta-rest';
import { firestoreRest, tokenDeSesion } from '@/lib/firebase';
import { camposDelMes } from '@/lib/lecturas/resumenes-negocio';

/** What a view needs of a client's day: its total (Por cliente) or its distributors (Por distribuidor). */
export type ParteDeCliente = 'total' | 'distribuidores';

/**
 * The business's client months of a range (staff only): a query per month, in parallel, each
 * asking only for `parte` of the days lecturaDelMes names: the range's days of that month, or the
 * month's own total of `parte` and the days the range leaves out. A client month holds every day
 * of it with both parts: the whole documents of a 30-day range were four times the bytes its Por
 * cliente view adds up, and at 100,000 top-ups a month's 25 days one by one were 6.7 MB of REST
 * JSON against 0.4 MB for its total and the 5 days after them. Each comes with its client's name.
 * A read per client month, as the SDK's query.
 */
export async function leerMesesDeClientes(rango: RangoDias, parte: ParteDeCliente): Promise<MesDeClienteLeido[]> {
  const token = await tokenDeSesion();
  const meses = await Promise.all(
    mesesDelRango(rango).map((mes) => {
      const { restar, dias } = lecturaDelMes(mes, rango);
      return consultarDocumentos(
        firestoreRest,
        token,
        'resumenesClientesMes',
        { campo: 'mes', desde: mes, hasta: mes },
        ['clienteId', 'mes', 'nombre', ...(restar ? [parte] : []), ...camposDelMes(dias, mes, () => [parte])],
      );
    }),
  );
  return meses.flat().map(({ data }) => data as unknown as MesDeClienteLeido);
}
