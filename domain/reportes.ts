import { diaNegocio, RANGO_INVERTIDO, ZONA_NEGOCIO } from './fechas';
import { CUBETA_VACIA, mesDe, SIN_DISTRIBUIDOR, sumarCubetas, type Cubeta } from './resumenes';

// Reportes add up the daily summaries (for the business, the days of its monthly shards in
// resumenesRecargas; for a client, its days in resumenesCliente) over a range of business days: a
// 30-day range reads at most 16 documents for the business (8 shards of each month it touches) and
// 30 for a client, whatever the number of top-ups. The business's views by client and by
// distributor read one document per client per month the range touches (resumenesClientesMes),
// only when opened.

/** A range of business days, both ends included, as YYYY-MM-DD. */
export interface RangoDias {
  desde: string;
  hasta: string;
}

/** The longest range a report reads: a year of days. */
export const MAX_DIAS_REPORTE = 366;

export const PRESETS_RANGO = ['hoy', 'semana', 'treinta', 'mes', 'mesAnterior'] as const;
export type PresetRango = (typeof PRESETS_RANGO)[number];
export const PRESET_LABELS: Record<PresetRango, string> = {
  hoy: 'Hoy',
  semana: 'Últimos 7 días',
  treinta: 'Últimos 30 días',
  mes: 'Este mes',
  mesAnterior: 'Mes anterior',
};

const DIA_MS = 86_400_000;

/** The day `n` days after `dia` (negative: before), on the calendar, whatever the time zone. */
export function sumarDias(dia: string, n: number): string {
  return new Date(Date.parse(`${dia}T12:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);
}

/** A preset's range, as the business's calendar reads it at `ahora`. */
export function rangoDePreset(preset: PresetRango, ahora = new Date()): RangoDias {
  const hoy = diaNegocio(ahora);
  const primeroDelMes = `${hoy.slice(0, 8)}01`;
  if (preset === 'hoy') return { desde: hoy, hasta: hoy };
  if (preset === 'semana') return { desde: sumarDias(hoy, -6), hasta: hoy };
  if (preset === 'treinta') return { desde: sumarDias(hoy, -29), hasta: hoy };
  if (preset === 'mes') return { desde: primeroDelMes, hasta: hoy };
  const ultimoAnterior = sumarDias(primeroDelMes, -1);
  return { desde: `${ultimoAnterior.slice(0, 8)}01`, hasta: ultimoAnterior };
}

/** Every day of the range, oldest first. */
export function diasDelRango({ desde, hasta }: RangoDias): string[] {
  const dias: string[] = [];
  for (let dia = desde; dia <= hasta && dias.length <= MAX_DIAS_REPORTE; dia = sumarDias(dia, 1)) dias.push(dia);
  return dias;
}

/** Why a range cannot be read, in Spanish; null when it can. */
export function errorDeRango({ desde, hasta }: RangoDias): string | null {
  if (hasta < desde) return RANGO_INVERTIDO;
  if (diasDelRango({ desde, hasta }).length > MAX_DIAS_REPORTE) {
    return `El rango admite como máximo ${MAX_DIAS_REPORTE} días`;
  }
  return null;
}

const relojNegocio = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONA_NEGOCIO,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The instant (ms) a business day starts: its midnight on the business's clock. */
export function inicioDiaNegocio(dia: string): number {
  const medianocheUtc = Date.parse(`${dia}T00:00:00Z`);
  const partes = Object.fromEntries(relojNegocio.formatToParts(medianocheUtc).map((p) => [p.type, Number(p.value)]));
  const relojEnUtc = Date.UTC(partes.year, partes.month - 1, partes.day, partes.hour, partes.minute, partes.second);
  return medianocheUtc - (relojEnUtc - medianocheUtc);
}

/** A day's summary as read: the business's in one shard (total, carriers) or a client's own (also its distributors). */
export interface ResumenLeido {
  dia: string;
  total: Partial<Cubeta>;
  operadores?: Record<string, Partial<Cubeta>>;
  distribuidores?: Record<string, Partial<Cubeta>>;
}

export interface Agregado {
  total: Cubeta;
  /** Every day of the range, empty ones included, oldest first. */
  porDia: { dia: string; cubeta: Cubeta }[];
  porOperador: Record<string, Cubeta>;
  /** From a client's own summaries; the business's come from its client months (agregarMeses). */
  porDistribuidor: Record<string, Cubeta>;
}

const vacia = (): Cubeta => ({ ...CUBETA_VACIA });

function acumular(
  destino: Record<string, Cubeta>,
  origen: Record<string, Partial<Cubeta>> | undefined,
  signo: 1 | -1 = 1,
) {
  for (const [clave, cubeta] of Object.entries(origen ?? {})) {
    destino[clave] = sumarCubetas(destino[clave] ?? vacia(), cubeta, signo);
  }
}

/** Adds the daily summaries of a range up: the total, per day, per carrier and per distributor. */
export function agregarResumenes(resumenes: ResumenLeido[], rango: RangoDias): Agregado {
  const dias = new Map(diasDelRango(rango).map((dia) => [dia, vacia()]));
  const agregado: Agregado = { total: vacia(), porDia: [], porOperador: {}, porDistribuidor: {} };
  for (const resumen of resumenes) {
    const dia = dias.get(resumen.dia);
    if (!dia) continue;
    dias.set(resumen.dia, sumarCubetas(dia, resumen.total));
    agregado.total = sumarCubetas(agregado.total, resumen.total);
    acumular(agregado.porOperador, resumen.operadores);
    acumular(agregado.porDistribuidor, resumen.distribuidores);
  }
  agregado.porDia = [...dias].map(([dia, cubeta]) => ({ dia, cubeta }));
  return agregado;
}

/** A shard of the business's month as read (resumenesRecargas). */
export interface MesLeido {
  mes: string;
  dias?: Record<string, Omit<ResumenLeido, 'dia'>>;
}

/** The days of the business's month shards, as day summaries (a day appears once per shard). */
export function diasDeMeses(meses: MesLeido[]): ResumenLeido[] {
  return meses.flatMap(({ mes, dias }) => Object.entries(dias ?? {}).map(([dd, d]) => ({ ...d, dia: `${mes}-${dd}` })));
}

/** The months (YYYY-MM) a range touches, oldest first: at most 13 for a year's range. */
export function mesesDelRango(rango: RangoDias): string[] {
  return [...new Set(diasDelRango(rango).map(mesDe))];
}

/**
 * A business client month as read (resumenesClientesMes): each day with the part a view asked
 * for, its total or its distributors (resumenes-clientes.ts, leerMesesDeClientes), or both; and,
 * when the month was read as its total less the days left out (lecturaDelMes), that part of the
 * whole month.
 */
export interface MesDeClienteLeido {
  clienteId: string;
  mes: string;
  nombre?: string;
  total?: Partial<Cubeta>;
  distribuidores?: Record<string, Partial<Cubeta>>;
  dias?: Record<string, Partial<Omit<ResumenLeido, 'dia' | 'operadores'>>>;
}

/** Every day of a month (YYYY-MM), as YYYY-MM-DD. */
export function diasDelMes(mes: string): string[] {
  const dias: string[] = [];
  for (let dia = `${mes}-01`; dia.startsWith(mes); dia = sumarDias(dia, 1)) dias.push(dia);
  return dias;
}

/**
 * How a month of a range is read from the client months: its days in the range one by one, or
 * (restar) the month's own total less its days outside the range, whichever names fewer days. The
 * last 30 days read this month, from its 16th day on, as its total less the days still to come,
 * which hold nothing: a client month holds each day apart and the month as a whole, so either way
 * is exact.
 */
export function lecturaDelMes(mes: string, { desde, hasta }: RangoDias): { restar: boolean; dias: string[] } {
  const delMes = diasDelMes(mes);
  const dentro = delMes.filter((dia) => dia >= desde && dia <= hasta);
  const fuera = delMes.filter((dia) => dia < desde || dia > hasta);
  return fuera.length < dentro.length ? { restar: true, dias: fuera } : { restar: false, dias: dentro };
}

/**
 * The business's sales of a range per client and per distributor, from its client months. A month
 * read with one part only (its days' totals, or their distributors) adds up that part only. A month
 * read with its own total of a part (lecturaDelMes) counts that total less its days outside the
 * range; one without, its days in the range.
 */
export function agregarMeses(
  meses: MesDeClienteLeido[],
  { desde, hasta }: RangoDias,
): { porCliente: Record<string, Cubeta>; porDistribuidor: Record<string, Cubeta> } {
  const porCliente: Record<string, Cubeta> = {};
  const porDistribuidor: Record<string, Cubeta> = {};
  for (const mes of meses) {
    if (mes.total) acumular(porCliente, { [mes.clienteId]: mes.total });
    acumular(porDistribuidor, mes.distribuidores);
    for (const [dd, { total, distribuidores }] of Object.entries(mes.dias ?? {})) {
      const dia = `${mes.mes}-${dd}`;
      const enRango = dia >= desde && dia <= hasta;
      // A day in the range counts unless its month's total has it already; one outside is taken
      // away from that total.
      const signo = enRango ? 1 : -1;
      if (total && enRango !== Boolean(mes.total)) acumular(porCliente, { [mes.clienteId]: total }, signo);
      if (enRango !== Boolean(mes.distribuidores)) acumular(porDistribuidor, distribuidores, signo);
    }
  }
  return { porCliente, porDistribuidor };
}

/** The clients' names their months carry: each client's from its latest month that has one. */
export function nombresDeMeses(meses: MesDeClienteLeido[]): Record<string, string> {
  const nombres: Record<string, string> = {};
  for (const { clienteId, nombre } of [...meses].sort((a, b) => a.mes.localeCompare(b.mes))) {
    if (typeof nombre === 'string') nombres[clienteId] = nombre;
  }
  return nombres;
}

/** A bucket with nothing in it: no sale, no pending, no failure, no reversal. */
export const cubetaVacia = (c: Cubeta) =>
  !c.exitosas && !c.pendientes && !c.fallidas && !c.revertidas && !c.monto && !c.montoFallidas;

/** One line of a report table: what the group is called and its figures. */
export interface FilaReporte {
  clave: string;
  nombre: string;
  cubeta: Cubeta;
  /**
   * What the line's distributors earned, when it is not its own cubeta's at one comision: the
   * totals line's is the sum of each distributor's, each at its own.
   */
  ganancia?: number;
}

/** The groups of a map as lines, named, best seller first (then by name). */
export function filasDe(grupos: Record<string, Cubeta>, nombre: (clave: string) => string): FilaReporte[] {
  return Object.entries(grupos)
    .filter(([, cubeta]) => !cubetaVacia(cubeta))
    .map(([clave, cubeta]) => ({ clave, nombre: nombre(clave), cubeta }))
    .sort((a, b) => b.cubeta.monto - a.cubeta.monto || a.nombre.localeCompare(b.nombre, 'es'));
}

/** How a distributor key reads: the counter, or the distributor's name when known. */
export function nombreDistribuidor(clave: string, nombres: Record<string, string>): string {
  if (clave === SIN_DISTRIBUIDOR) return 'Mostrador (sin distribuidor)';
  return nombres[clave] ?? 'Distribuidor dado de baja o de otro cliente';
}
