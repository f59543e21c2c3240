import './zod';
import { z } from 'zod';
import { formatMoney, MAX_CENTAVOS } from './money';
import { recargaIdSchema } from './recargas';

export * from './corte-base';

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
