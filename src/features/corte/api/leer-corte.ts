import { corteDelTurno, diasDelTurno, sumarCortes, type CierreAnterior, type Corte } from '@domain/corte';
import { diaNegocio } from '@domain/fechas';
import type { ResumenCliente } from '@domain/resumenes';
import { fecha } from '@/lib/rest/fila-de-documento';
import { consultarComoSesion } from '@/lib/rest/lectura-sesion';

// A shop's corte: read from its day summaries (resumenesCliente, one document per day), never from
// its top-ups, and its last close (turnos). Queries, not lookups by id: a day without sales has no
// summary, and the rules answer a query of one's own documents even when it finds none.

type ResumenLeido = Pick<ResumenCliente, 'dia' | 'total' | 'operadores' | 'distribuidores'>;

const CAMPOS_RESUMEN = ['dia', 'total', 'operadores', 'distribuidores'];

async function resumenesDesde(clienteId: string, desde: string, hasta: string): Promise<ResumenLeido[]> {
  const leidos = await consultarComoSesion(
    'resumenesCliente',
    {
      filtros: [
        { campo: 'clienteId', op: 'EQUAL', valor: clienteId },
        { campo: 'dia', op: 'GREATER_THAN_OR_EQUAL', valor: desde },
        { campo: 'dia', op: 'LESS_THAN_OR_EQUAL', valor: hasta },
      ],
      orden: 'dia',
    },
    CAMPOS_RESUMEN,
  );
  return leidos.map(({ data }) => data as unknown as ResumenLeido);
}

/** A business day's corte of the shop (one document read). */
export async function leerCorteDelDia(clienteId: string, dia: string): Promise<Corte> {
  return sumarCortes(await resumenesDesde(clienteId, dia, dia));
}

export interface TurnoActual {
  /** The first business day the shift covers, and when (and which) close it starts from. */
  desdeDia: string;
  anterior: { numero: number; cerradoEn: Date | null } | null;
  corte: Corte;
}

/**
 * The shop's current shift: its last close (one document), then the summaries of the days since
 * that close's day (one query, a document a day: usually one or two), less what the close counted.
 * The server works the close out the same way (functions/src/turnos/cerrar.ts).
 */
export async function leerTurnoActual(clienteId: string): Promise<TurnoActual> {
  const [ultimo] = await consultarComoSesion(
    'turnos',
    {
      filtros: [{ campo: 'clienteId', op: 'EQUAL', valor: clienteId }],
      orden: 'cerradoEn',
      descendente: true,
      limite: 1,
    },
    ['dia', 'base', 'numero', 'cerradoEn'],
  );
  const anterior: CierreAnterior | null = ultimo
    ? { dia: String(ultimo.data.dia), base: ultimo.data.base as CierreAnterior['base'] }
    : null;
  const hoy = diaNegocio(new Date());
  const resumenes = await resumenesDesde(clienteId, diasDelTurno(hoy, anterior).dias[0], hoy);
  const { desdeDia, corte } = corteDelTurno(hoy, anterior, Object.fromEntries(resumenes.map((r) => [r.dia, r])));
  return {
    desdeDia,
    corte,
    anterior: ultimo ? { numero: Number(ultimo.data.numero), cerradoEn: fecha(ultimo.data.cerradoEn) } : null,
  };
}
