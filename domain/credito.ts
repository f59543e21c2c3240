import './zod';
import { z } from 'zod';
import { centavosSchema, docIdSchema, motivoSchema } from './campos';
import { pesos } from './catalogo';
import { PLAZO_DIAS_MAX } from './credito-base';
import { RECARGAS_POR_MINUTO_MAX } from './limites-venta';

// Credit's schemas: what an admin may set, checked by the form and the endpoint alike. What every
// screen computes of a client's credit is in credito-base.ts, which needs no zod (Inicio draws
// with it before any schema loads).
export * from './credito-base';

/** POST /api/clientes/credito: an admin sets a client's credit, its rate of top-ups and its daily sales cap, with a reason. */
export const creditoClienteSchema = z.object({
  uid: docIdSchema('El cliente'),
  limiteCredito: centavosSchema('El límite de crédito'),
  plazoDias: z
    .number({ error: 'El plazo debe ser un número de días' })
    .int('El plazo debe ser un número entero de días')
    .min(1, 'El plazo debe ser de al menos 1 día')
    .max(PLAZO_DIAS_MAX, `El plazo admite como máximo ${PLAZO_DIAS_MAX} días`),
  /** Top-ups it may send in a minute. */
  recargasPorMinuto: z
    .number({ error: 'Las recargas por minuto deben ser un número' })
    .int('Las recargas por minuto deben ser un número entero')
    .min(1, 'Permita al menos 1 recarga por minuto')
    .max(RECARGAS_POR_MINUTO_MAX, `Se permiten como máximo ${RECARGAS_POR_MINUTO_MAX} recargas por minuto`),
  /** What it may sell in a business day (the airtime's monto); null: no cap. */
  topeVentaDiaria: centavosSchema('El tope de venta diaria')
    .positive('El tope de venta diaria debe ser mayor que cero')
    .nullable(),
  motivo: motivoSchema,
});
export type CreditoClienteBody = z.infer<typeof creditoClienteSchema>;

/** A number typed in a form field, checked by the server's own rule for it. */
const entero = (regla: z.ZodNumber) => z.string().transform(Number).pipe(regla);

/** The "Crédito y límites" form: amounts in pesos, an empty cap for none; the server's rules on each field. */
export const creditoFormSchema = z.object({
  limiteCredito: pesos('El límite de crédito', { vacioEsCero: true }).pipe(creditoClienteSchema.shape.limiteCredito),
  plazoDias: entero(creditoClienteSchema.shape.plazoDias),
  recargasPorMinuto: entero(creditoClienteSchema.shape.recargasPorMinuto),
  topeVentaDiaria: z
    .string()
    .transform((text, ctx) => {
      if (!text.trim()) return null;
      const leido = pesos('El tope de venta diaria').safeParse(text);
      if (leido.success) return leido.data;
      for (const issue of leido.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    .pipe(creditoClienteSchema.shape.topeVentaDiaria),
  motivo: creditoClienteSchema.shape.motivo,
});
export type CreditoFormInput = z.input<typeof creditoFormSchema>;
