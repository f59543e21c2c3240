import './zod';
import { z } from 'zod';
import { formatMoney, MAX_CENTAVOS } from './money';
import { precioRecarga, recargaIdSchema } from './recargas';
import { sumarDias } from './reportes';
import { CUBETA_VACIA, sumarCubetas, type Cubeta, type ResumenCliente } from './resumenes';

// A shop's corte de caja: what its counter sold over a day or a shift, from the summaries each
// top-up's transactions already write (resumenesCliente, one document per day), never by reading
// the top-ups. Of the exitosas: monto is what customers paid, the cash that should be in the
// drawer; precio what the shop's saldo paid for them; the difference its commission. Fallidas and
// revertidas are apart: their money went back to the saldo, and no customer paid for them.
//
// A shift runs from the shop's last "Cerrar turno" to now. The close stores its day's summary as it
// stood (`base`): the current shift is the summaries of the days since that close, less that base.
// A top-up created before a close and settled after it counts in the shift where it settled.
// What is still en verificación is not a sale but a state: a shift shows every top-up of its days
// still pending, those pending at the last close included, never less than none.

/** A day's, or a shift's, figures: in all, by carrier and by seller (mostrador: the counter itself). */
export interface Corte {
  total: Cubeta;
  operadores: Record<string, Cubeta>;
  distribuidores: Record<string, Cubeta>;
}

export const corteVacio = (): Corte => ({ total: { ...CUBETA_VACIA }, operadores: {}, distribuidores: {} });

type ResumenParcial = Pick<Partial<ResumenCliente>, 'total' | 'operadores' | 'distribuidores'>;

function acumular(destino: Record<string, Cubeta>, origen: Record<string, Partial<Cubeta>> | undefined, signo: 1 | -1) {
  for (const [clave, cubeta] of Object.entries(origen ?? {})) {
    destino[clave] = sumarCubetas(destino[clave] ?? { ...CUBETA_VACIA }, cubeta, signo);
  }
}

/** The same summary without its pending count: a close's base takes sales away, not what is still pending. */
function sinPendientes(r: ResumenParcial): ResumenParcial {
  const cero = (grupo: Record<string, Partial<Cubeta>> | undefined) =>
    grupo && Object.fromEntries(Object.entries(grupo).map(([clave, c]) => [clave, { ...c, pendientes: 0 }]));
  return {
    total: r.total && { ...r.total, pendientes: 0 },
    operadores: cero(r.operadores) as ResumenParcial['operadores'],
    distribuidores: cero(r.distribuidores) as ResumenParcial['distribuidores'],
  };
}

/**
 * The summaries of some days added up, less the sales of `menos` (a shift's base) when given:
 * its pending count stays, as what is pending now is what the days read say.
 */
export function sumarCortes(resumenes: readonly ResumenParcial[], menos?: ResumenParcial): Corte {
  const corte = corteVacio();
  const sumar = (r: ResumenParcial, signo: 1 | -1) => {
    corte.total = sumarCubetas(corte.total, r.total ?? {}, signo);
    acumular(corte.operadores, r.operadores, signo);
    acumular(corte.distribuidores, r.distribuidores, signo);
  };
  for (const resumen of resumenes) sumar(resumen, 1);
  if (menos) sumar(sinPendientes(menos), -1);
  // A cubeta the base cancels out entirely is not a line of the shift.
  const conVentas = (grupo: Record<string, Cubeta>) =>
    Object.fromEntries(Object.entries(grupo).filter(([, c]) => Object.values(c).some((v) => v !== 0)));
  return { ...corte, operadores: conVentas(corte.operadores), distribuidores: conVentas(corte.distribuidores) };
}

/** What the shop keeps of a cubeta: what customers paid less what its saldo paid. */
export const comisionCubeta = (c: Cubeta) => c.monto - c.precio;

/**
 * What a distributor earned at its `comision` (percent of what customers paid for its exitosas),
 * rounded as a top-up's commission is (precioRecarga): to the nearest centavo, halves up.
 */
export const gananciaDistribuidor = (c: Cubeta, comision: number) => precioRecarga(c.monto, comision).comision;

/** The longest a shift may run back: a shop that never closes one sees its last 31 days. */
export const MAX_DIAS_TURNO = 31;

/** The last close a shift starts from (turnos/{id}, its fields that matter here). */
export interface CierreAnterior {
  /** The business day it was closed on. */
  dia: string;
  /** That day's summary as it stood at the close. */
  base: ResumenParcial;
}

/**
 * The days the current shift reads: from the last close's day (or today, for a shop's first shift)
 * to today, at most MAX_DIAS_TURNO of them. `conBase` says whether the base applies: a close older
 * than that is no longer among the days read.
 */
export function diasDelTurno(hoy: string, anterior: CierreAnterior | null): { dias: string[]; conBase: boolean } {
  const primero = sumarDias(hoy, -(MAX_DIAS_TURNO - 1));
  const desde = anterior && anterior.dia > primero ? anterior.dia : anterior ? primero : hoy;
  const dias: string[] = [];
  for (let dia = desde; dia <= hoy; dia = sumarDias(dia, 1)) dias.push(dia);
  return { dias, conBase: Boolean(anterior && anterior.dia === desde) };
}

/** The current shift's figures: the summaries of its days (keyed by day) less the last close's base. */
export function corteDelTurno(
  hoy: string,
  anterior: CierreAnterior | null,
  resumenes: Readonly<Record<string, ResumenParcial>>,
): { desdeDia: string; corte: Corte } {
  const { dias, conBase } = diasDelTurno(hoy, anterior);
  const leidos = dias.flatMap((dia) => (resumenes[dia] ? [resumenes[dia]] : []));
  return { desdeDia: dias[0], corte: sumarCortes(leidos, conBase ? anterior?.base : undefined) };
}

/** POST /api/turnos/cerrar */
export const cerrarTurnoSchema = z.object({
  /** The browser's key for this close: sent again after a lost answer, it closes nothing twice. */
  id: recargaIdSchema,
  /** The cash the shop counted in the drawer. */
  contado: z
    .number({ error: 'Escriba el efectivo que contó' })
    .int('El efectivo debe ser un número entero de centavos')
    .min(0, 'El efectivo no puede ser negativo')
    .max(MAX_CENTAVOS, 'El efectivo es demasiado grande'),
  /** The cash the screen said to expect: when the server's differs, nothing is closed (409). */
  esperado: z
    .number({ error: 'Falta el efectivo esperado' })
    .int('El efectivo esperado debe ser un número entero de centavos')
    .min(0, 'El efectivo esperado no puede ser negativo')
    .max(MAX_CENTAVOS, 'El efectivo esperado es demasiado grande'),
});
export type CerrarTurno = z.infer<typeof cerrarTurnoSchema>;

/** The answer (409) to a close whose expected cash changed while the shop counted. */
export const esperadoCambiado = (visto: number, actual: number) =>
  `Hubo ventas mientras contaba: ahora se esperan ${formatMoney(actual)} en caja, no ${formatMoney(visto)}. Revise el corte y cierre otra vez.`;

/** turnos/{id}: a closed shift, the server's to write. */
export interface Turno {
  clienteId: string;
  /** The shop's n-th close. */
  numero: number;
  /** The first business day the shift covered, and the day it was closed on. */
  desdeDia: string;
  dia: string;
  corte: Corte;
  /** Cash expected (the corte's monto), counted, and counted less expected. */
  esperado: number;
  contado: number;
  diferencia: number;
  base: ResumenParcial;
  por: string;
}

/** "Sobran $20.00", "Faltan $5.00", "Cuadra": a shift's difference as the shop reads it. */
export function textoDiferencia(diferencia: number): string {
  if (diferencia === 0) return 'Cuadra';
  return diferencia > 0 ? `Sobran ${formatMoney(diferencia)}` : `Faltan ${formatMoney(-diferencia)}`;
}
