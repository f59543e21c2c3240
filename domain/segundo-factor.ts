// Two-step verification: Firebase Auth's own multi-factor sign-in with an SMS code. What the server
// demands and the browser asks, without zod or the money formatter (the session's code, in every
// signed-in screen's first load, uses it). The code's own check is in campos-base.ts, with the
// sign-in page's other checks.
import type { Role } from './roles';

/** Who must sign in with a second factor: an admin (the API refuses it otherwise); for the others it is optional. */
export const exigeSegundoFactor = (role: Role) => role === 'admin';

/** The 403 of an admin whose session did not pass a second factor (functions/src/caller.ts). */
export const SE_REQUIERE_SEGUNDO_FACTOR = 'Se requiere verificación en dos pasos';

/** An approval or an adjustment above this many centavos ($50,000.00) asks for a recent second factor. */
export const MONTO_VERIFICACION_RECIENTE = 5_000_000;
/** How recent that second factor must be. */
export const VIGENCIA_VERIFICACION_MS = 15 * 60_000;

/**
 * The 403 of such an operation when the session's last second factor is older (the browser then
 * asks for it again). The amount is written out (segundo-factor.test.ts holds it to formatMoney's).
 */
export const PIDE_VERIFICACION_RECIENTE =
  'Las operaciones mayores de $50,000.00 piden verificar de nuevo su identidad (contraseña y código SMS) ' +
  'si la última verificación tiene más de 15 minutos';

/** What tells these refusals apart from any other 403 (the answer's `codigo`). */
export const CODIGO_SEGUNDO_FACTOR = 'segundo-factor';
export const CODIGO_VERIFICACION_RECIENTE = 'verificacion-reciente';

/** Whether an operation of `centavos` needs a second factor of the last 15 minutes. */
export const pideVerificacionReciente = (centavos: number) => centavos > MONTO_VERIFICACION_RECIENTE;

/** Whether a second factor passed at `verificadoEn` (ms; null: never in this session) is recent at `ahora`. */
export const verificacionVigente = (verificadoEn: number | null, ahora: number) =>
  verificadoEn !== null && ahora - verificadoEn <= VIGENCIA_VERIFICACION_MS;

/** A phone as typed: 10 digits are a Mexican number (+52), or a full international one with its +. */
export function telefonoInternacional(texto: string): string | null {
  const limpio = texto.replace(/[\s().-]/g, '');
  if (/^\d{10}$/.test(limpio)) return `+52${limpio}`;
  return /^\+[1-9]\d{7,14}$/.test(limpio) ? limpio : null;
}

export const TELEFONO_NO_VALIDO = 'Escriba 10 dígitos, o el número completo con + y la clave del país';
