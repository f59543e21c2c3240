import './zod';
import { z } from 'zod';
import { claveUuidSchema, docIdSchema, motivoSchema } from './campos';
import { MAX_CENTAVOS } from './money';

/**
 * What the ledger can contain, and so what the estado de cuenta offers to filter by: abono and
 * cargo (a manual adjustment, a compra) and reembolso (a failed or reverted top-up). The ledger's
 * writer takes only these types.
 */
export const TIPOS_MOVIMIENTO = ['abono', 'cargo', 'reembolso'] as const;
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number];
export const TIPO_MOVIMIENTO_LABELS: Record<TipoMovimiento, string> = {
  abono: 'Abono',
  cargo: 'Cargo',
  reembolso: 'Reembolso',
};

/** What a movement comes from; with the origin's id it is the movement's idempotency key. */
export const ORIGENES_MOVIMIENTO = ['ajuste', 'recarga', 'compra'] as const;
export type OrigenMovimiento = (typeof ORIGENES_MOVIMIENTO)[number];
export const ORIGEN_MOVIMIENTO_LABELS: Record<OrigenMovimiento, string> = {
  ajuste: 'Ajuste manual',
  recarga: 'Recarga',
  compra: 'Compra',
};

/** A client-generated key that makes a retried request change money once. */
export const idempotencyKeySchema = claveUuidSchema(
  'Falta la clave de idempotencia',
  'La clave de idempotencia no es válida',
);

/** "Ajustar saldo": an admin credits (abono) or debits (cargo) a client's saldo, with a reason. */
export const ajusteSaldoSchema = z.object({
  clienteId: docIdSchema('El cliente'),
  tipo: z.enum(['abono', 'cargo'], { error: 'El tipo debe ser abono o cargo' }),
  monto: z
    .number({ error: 'El monto debe ser un número de centavos' })
    .int('El monto debe ser un número entero de centavos')
    .positive('El monto debe ser mayor que cero')
    .max(MAX_CENTAVOS, 'El monto es demasiado grande'),
  motivo: motivoSchema,
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

/** POST /api/clientes/umbral: the low-saldo threshold of the client named (admin) or of oneself (client). */
export const umbralSaldoSchema = z.object({
  clienteId: docIdSchema('El cliente').optional(),
  umbral: z
    .number({ error: 'El saldo mínimo debe ser un número de centavos' })
    .int('El saldo mínimo debe ser un número entero de centavos')
    .min(0, 'El saldo mínimo no puede ser negativo')
    .max(MAX_CENTAVOS, 'El saldo mínimo es demasiado grande'),
});
