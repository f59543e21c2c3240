import './zod';
import { z } from 'zod';
import { centavosSchema, claveUuidSchema, docIdSchema, motivoSchema, operadorSchema, texto } from './campos';
import { pesos } from './catalogo';

// The schemas of the pasarelas' endpoints and forms; the rest, which needs no zod, in pasarelas-base.ts.
export * from './pasarelas-base';

/** POST /api/pasarelas/fondeo: money the business sent to a pasarela's provider. */
export const fondeoSchema = z.object({
  pasarela: docIdSchema('La pasarela'),
  monto: centavosSchema('El monto').refine((monto) => monto > 0, 'El monto debe ser mayor que cero'),
  fecha: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha no es válida'),
  referencia: texto('La referencia', 60),
  idempotencyKey: claveUuidSchema('Falta la clave del fondeo', 'La clave del fondeo no es válida'),
});
export type Fondeo = z.output<typeof fondeoSchema>;

/** POST /api/pasarelas/pausa: a carrier paused with a reason (or resumed, with `pausada` false). */
export const pausaOperadorSchema = z.object({
  operador: operadorSchema,
  pausada: z.boolean({ error: 'Indique si la compañía queda en pausa' }),
  motivo: motivoSchema,
});

/** POST /api/pasarelas/guardar: a pasarela, new or changed. */
export const pasarelaSchema = z.object({
  id: docIdSchema('La pasarela'),
  nombre: texto('El nombre', 60),
  implementacion: texto('La implementación', 40),
  activa: z.boolean({ error: 'Indique si la pasarela está activa' }),
  /** Below it, an alert on the admin's Inicio (centavos). */
  umbralSaldo: centavosSchema('El saldo mínimo'),
  /** Its cost per product where it differs from the catalogue's (centavos). */
  costos: z
    .record(docIdSchema('El producto'), centavosSchema('El costo'), { error: 'Los costos no son válidos' })
    .refine((costos) => Object.keys(costos).length <= 500, 'Como máximo 500 costos por pasarela'),
});
export type PasarelaConfig = z.output<typeof pasarelaSchema>;

/** POST /api/pasarelas/ruta: a carrier's pasarelas in order (or the default route's). */
export const rutaSchema = z.object({
  operador: operadorSchema,
  pasarelas: z
    .array(docIdSchema('La pasarela'), { error: 'Las pasarelas no son válidas' })
    .max(10, 'Como máximo 10 pasarelas por compañía')
    .refine((ids) => new Set(ids).size === ids.length, 'Una pasarela aparece dos veces'),
});

// The "Pasarelas" screen's forms: amounts in pesos, the server's rules on each field.

export const fondeoFormSchema = z.object({
  monto: pesos('El monto').pipe(fondeoSchema.shape.monto),
  fecha: fondeoSchema.shape.fecha,
  referencia: fondeoSchema.shape.referencia,
});
export type FondeoFormInput = z.input<typeof fondeoFormSchema>;

/** "SKU costo" per line (the cost in pesos), as the admin types a pasarela's own costs. */
const costosTexto = z.string().transform((texto, ctx) => {
  const costos: Record<string, number> = {};
  for (const [i, linea] of texto.split('\n').entries()) {
    const limpia = linea.trim();
    if (!limpia) continue;
    const [sku, importe, ...resto] = limpia.split(/\s+/);
    const leido = importe ? pesos('El costo').safeParse(importe) : null;
    if (!leido?.success || resto.length || !docIdSchema('El producto').safeParse(sku).success) {
      ctx.addIssue({
        code: 'custom',
        message: `Línea ${i + 1}: escriba el SKU y el costo en pesos, por ejemplo "REC-TEL-100 93.50"`,
      });
      return z.NEVER;
    }
    costos[sku] = leido.data;
  }
  return costos;
});

export const pasarelaFormSchema = z.object({
  nombre: pasarelaSchema.shape.nombre,
  umbralSaldo: pesos('El saldo mínimo', { vacioEsCero: true }).pipe(pasarelaSchema.shape.umbralSaldo),
  costos: costosTexto.pipe(pasarelaSchema.shape.costos),
});
export type PasarelaFormInput = z.input<typeof pasarelaFormSchema>;

export const pausaFormSchema = z.object({ motivo: motivoSchema });
