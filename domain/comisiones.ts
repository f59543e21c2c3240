import './zod';
import { z } from 'zod';
import { OPERADOR_MAX, operadorSchema } from './campos';

// A commission is the percent of a top-up's amount the client keeps: it sets the price the
// client is charged, so it is validated by the same schema in the form and on the server.

export const COMISION_MAX = 20;
const RANGO = `La comisión debe estar entre 0 y ${COMISION_MAX}%`;
const NUMERO = 'La comisión debe ser un número, por ejemplo 2.5';
const DECIMALES = 'La comisión admite como máximo 2 decimales';

const dosDecimales = (value: number) => Math.round(value * 100) / 100 === value;

const porcentaje = z
  .number({ error: 'La comisión debe ser un número' })
  .min(0, 'La comisión no puede ser negativa')
  .max(COMISION_MAX, `La comisión no puede pasar de ${COMISION_MAX}%`)
  .refine(dosDecimales, DECIMALES);

// A record's key schema reports a failure as "Invalid key in record": check the keys here instead.
const porOperador = z
  .record(z.string(), porcentaje, { error: 'Las comisiones por operador no son válidas' })
  .refine(
    (record) => Object.keys(record).every((operador) => operadorSchema.safeParse(operador).success),
    `El nombre de un operador no es válido (de 1 a ${OPERADOR_MAX} caracteres, sin "__" al principio y al final)`,
  );

/** One default percent, and optionally one per carrier that overrides it. */
export const comisionesSchema = z.object(
  { predeterminada: porcentaje, operadores: porOperador.optional() },
  { error: 'Faltan las comisiones del cliente' },
);
export type Comisiones = z.infer<typeof comisionesSchema>;

/** The percent that applies to a top-up of this carrier. */
export function comisionPara(comisiones: Comisiones, operador: string): number {
  // Own keys only: a carrier named "constructor" or "toString" must not read Object's members.
  const propias = comisiones.operadores ?? {};
  return Object.hasOwn(propias, operador) ? propias[operador] : comisiones.predeterminada;
}

export const formatPorcentaje = (value: number) => `${value}%`;

/** "Telcel 5% · AT&T 4%": the carriers with their own percent, in catalogue order, others after. */
export function describirComisionesPropias(comisiones: Comisiones, orden: readonly string[]): string {
  const rank = (operador: string) => {
    const index = orden.indexOf(operador);
    return index === -1 ? orden.length : index;
  };
  return Object.entries(comisiones.operadores ?? {})
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'es'))
    .map(([operador, value]) => `${operador} ${formatPorcentaje(value)}`)
    .join(' · ');
}

function parsePorcentaje(text: string, ctx: z.RefinementCtx): number {
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value)) {
    ctx.addIssue({ code: 'custom', message: NUMERO });
    return z.NEVER;
  }
  if (value < 0 || value > COMISION_MAX) {
    ctx.addIssue({ code: 'custom', message: RANGO });
    return z.NEVER;
  }
  if (!dosDecimales(value)) {
    ctx.addIssue({ code: 'custom', message: DECIMALES });
    return z.NEVER;
  }
  return value;
}

/** A commission typed as text ("2.5"); left empty it is `vacia`. */
const porcentajeTexto = <T extends number | undefined>(vacia: T) =>
  z.string().transform((text, ctx): number | T => (text.trim() ? parsePorcentaje(text, ctx) : vacia));

/** A commission typed as text; left empty it is 0. */
export const comisionTexto = porcentajeTexto(0);

/** A carrier's own commission typed as text; left empty the carrier uses the default. */
const comisionOperadorTexto = porcentajeTexto(undefined);

/** The commissions part of the client form: the default, and one row per carrier. */
export const comisionesFormSchema = z
  .object({
    predeterminada: comisionTexto,
    operadores: z.array(z.object({ operador: operadorSchema, comision: comisionOperadorTexto })),
  })
  .transform(({ predeterminada, operadores }): Comisiones => {
    const propias = operadores.flatMap(({ operador, comision }) =>
      comision === undefined ? [] : [[operador, comision] as const],
    );
    return propias.length ? { predeterminada, operadores: Object.fromEntries(propias) } : { predeterminada };
  });
export type ComisionesFormInput = z.input<typeof comisionesFormSchema>;

/**
 * The form's starting values: a row for every carrier in the catalogue, plus any carrier the
 * client already has a percent for, so saving never drops one the list did not show.
 */
export function comisionesFormValues(comisiones: Comisiones | undefined, catalogo: readonly string[]) {
  const propias = comisiones?.operadores ?? {};
  const nombres = [...new Set([...catalogo, ...Object.keys(propias).sort()])];
  return {
    predeterminada: String(comisiones?.predeterminada ?? 0),
    operadores: nombres.map((operador) => ({
      operador,
      comision: propias[operador] === undefined ? '' : String(propias[operador]),
    })),
  } satisfies ComisionesFormInput;
}
