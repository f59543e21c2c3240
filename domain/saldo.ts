import { z } from 'zod';
import { texto } from './campos';
import { MAX_CENTAVOS } from './catalogo';

export const TIPOS_MOVIMIENTO = ['abono', 'cargo', 'reembolso', 'ajuste'] as const;
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number];

/** A client-generated key that makes a retried request change money once. */
export const idempotencyKeySchema = z
  .string({ error: 'Falta la clave de idempotencia' })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'La clave de idempotencia no es válida');

/** "Ajustar saldo": an admin credits (abono) or debits (cargo) a client's saldo, with a reason. */
export const ajusteSaldoSchema = z.object({
  clienteId: z.string({ error: 'Falta el cliente' }).trim().min(1, 'Falta el cliente').max(128),
  tipo: z.enum(['abono', 'cargo'], { error: 'El tipo debe ser abono o cargo' }),
  monto: z
    .number({ error: 'El monto debe ser un número de centavos' })
    .int('El monto debe ser un número entero de centavos')
    .positive('El monto debe ser mayor que cero')
    .max(MAX_CENTAVOS, 'El monto es demasiado grande'),
  motivo: texto('El motivo', 300),
  idempotencyKey: idempotencyKeySchema,
});
export type AjusteSaldo = z.infer<typeof ajusteSaldoSchema>;

export interface ResultadoMovimiento {
  movimientoId: string;
  clienteId: string;
  monto: number;
  saldoAnterior: number;
  saldoNuevo: number;
}
