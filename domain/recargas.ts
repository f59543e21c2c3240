import './zod';
import { z } from 'zod';
import { claveUuidSchema, docIdSchema, esIdDeDocumento, motivoSchema } from './campos';
import { contenidoDe, type ContenidoPaquete, type TipoDeMostrador } from './catalogo';
import { formatMoney, MAX_CENTAVOS } from './money';
import { clavesDeNumero } from './numeros-base';
import type { EstadoRecarga } from './recargas-base';

export * from './recargas-base';

// A top-up: the client's saldo pays `precio`, the carrier delivers `monto` of airtime.

/**
 * The price a client pays for a top-up of `monto` centavos with a commission of `porcentaje`
 * (0–20, at most 2 decimals): the commission is rounded to the nearest centavo, halves up (in
 * the client's favour), and the price is the rest. Integer arithmetic only: the percent is read
 * as hundredths (2.55% → 255), so no floating-point error reaches money.
 */
export function precioRecarga(monto: number, porcentaje: number): { precio: number; comision: number } {
  if (!Number.isInteger(monto) || monto < 0) throw new Error(`Monto inválido: ${monto}`);
  const centesimas = Math.round(porcentaje * 100);
  const comision = Math.floor((monto * centesimas + 5_000) / 10_000);
  return { precio: monto - comision, comision };
}

/** The browser makes one key per confirmed top-up: it is the recarga's id and its idempotency key. */
export const recargaIdSchema = claveUuidSchema('Falta la clave de la recarga', 'La clave de la recarga no es válida');

/** POST /api/recargas */
export const nuevaRecargaSchema = z.object({
  id: recargaIdSchema,
  productoId: docIdSchema('El producto'),
  numero: z
    .string({ error: 'El número es obligatorio' })
    .trim()
    .regex(/^\d{10}$/, 'El número debe tener 10 dígitos'),
  distribuidorId: docIdSchema('El distribuidor').optional(),
  /**
   * The price the client was shown when it confirmed, always: what is charged is what the client
   * saw. When today's differs (its commission or the product changed while the screen stood open),
   * nothing is charged and the answer says so.
   */
  precio: z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? 'Falta el precio que se le mostró: actualice la pantalla y confirme otra vez'
          : 'El precio debe ser un número de centavos',
    })
    .int('El precio debe ser un número entero de centavos')
    .min(0, 'El precio no puede ser negativo')
    .max(MAX_CENTAVOS, 'El precio es demasiado grande'),
});
export type NuevaRecarga = z.infer<typeof nuevaRecargaSchema>;

/** The answer (409) to a top-up confirmed at a price that is no longer its price. */
export const precioCambiado = (visto: number, actual: number) =>
  `El precio de esta recarga cambió: ahora cuesta ${formatMoney(actual)}, no ${formatMoney(visto)}. Revise el precio nuevo y confirme otra vez.`;

/** Step 3 of the stepper: the number typed twice. */
export const numeroFormSchema = z
  .object({
    numero: nuevaRecargaSchema.shape.numero,
    confirmar: z.string(),
    // '' for none; otherwise the id the top-up will name.
    distribuidorId: z.string().refine((id) => id === '' || esIdDeDocumento(id), 'El distribuidor no es válido'),
  })
  .refine((form) => form.confirmar.trim() === form.numero, {
    message: 'Los números no coinciden',
    path: ['confirmar'],
    when: ({ value }) => {
      const { numero, confirmar } = (value ?? {}) as { numero?: unknown; confirmar?: unknown };
      return typeof numero === 'string' && typeof confirmar === 'string';
    },
  });
export type NumeroFormInput = z.input<typeof numeroFormSchema>;

/**
 * What a top-up keeps of its product and number besides its price: whether it is a paquete and
 * what it includes, the product's validity (its ticket says both), and the keys that find it in the
 * history by any part of its number (numeros.ts).
 */
export function camposDeVenta(producto: { tipo?: unknown } & ContenidoPaquete, numero: string) {
  const tipo: TipoDeMostrador = producto.tipo === 'paquete' ? 'paquete' : 'recarga';
  return { tipo, ...contenidoDe({ ...producto, tipo }), busqueda: clavesDeNumero(numero) };
}

/** POST /api/recargas/verificar */
export const verificarRecargaSchema = z.object({ id: recargaIdSchema });

/** POST /api/recargas/revertir */
export const revertirRecargaSchema = z.object({ id: recargaIdSchema, motivo: motivoSchema });
/** The "Revertir" form's reason, as typed: the endpoint's own rule, checked before sending. */
export const revertirRecargaFormSchema = revertirRecargaSchema.pick({ motivo: true });
export type RevertirRecargaForm = z.infer<typeof revertirRecargaFormSchema>;

/** POST /api/recargas/verificar-pendientes: settle every pendiente older than `minutos`. */
export const verificarPendientesSchema = z.object({
  minutos: z
    .number({ error: 'Los minutos deben ser un número' })
    .int('Los minutos deben ser un número entero')
    // A recarga younger than 2 minutes may still be on its way to the carrier (functions' verificar).
    .min(2, 'Al menos 2 minutos')
    .max(60 * 24 * 30, 'Como máximo 30 días'),
});

/** What every /api/recargas* call answers: the recarga as it stands, and the client's saldo now. */
export interface RecargaRespuesta extends ContenidoPaquete {
  /** Absent on top-ups sold before paquetes existed: a recarga. */
  tipo?: TipoDeMostrador;
  id: string;
  folio: string;
  clienteId: string;
  estado: EstadoRecarga;
  operador: string;
  productoId: string;
  numero: string;
  monto: number;
  precio: number;
  distribuidorId?: string;
  autorizacion?: string;
  error?: string;
  motivo?: string;
  /** Milliseconds since the epoch. */
  creadoEn: number;
  completadaEn?: number;
  saldo: number;
}

/** The readable folio of a client's n-th top-up. */
export const folioRecarga = (n: number) => `R-${String(n).padStart(6, '0')}`;

export { soloDigitos } from './telefono';
