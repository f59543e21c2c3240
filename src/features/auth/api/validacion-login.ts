import { CORREO_MAX, CORREO_PATRON, esTextoBienFormado, PASSWORD_MAX } from '@domain/campos-base';
import type { LoginForm } from '@domain/usuarios';

export type LoginErrors = Partial<Record<keyof LoginForm, string>>;
export type LoginCheck = { ok: true; data: LoginForm } | { ok: false; errors: LoginErrors };

// The sign-in form's checks, written out: domain's loginSchema, with its messages, in the order
// it reports them (validacion-login.test.ts holds the two to the same answers). By hand because
// the schema would make signing in download zod (about 26 kB gzip), which no screen reached right
// after signing in needs. Firebase Auth checks the credentials themselves.

type Campo = { ok: true; value: string } | { ok: false; message: string };

function revisarCorreo(value: unknown): Campo {
  const obligatorio = { ok: false, message: 'El correo es obligatorio' } as const;
  if (typeof value !== 'string') return obligatorio;
  const correo = value.trim().toLowerCase();
  if (correo.length < 1) return obligatorio;
  if (correo.length > CORREO_MAX)
    return { ok: false, message: `El correo admite como máximo ${CORREO_MAX} caracteres` };
  if (!CORREO_PATRON.test(correo)) return { ok: false, message: 'El correo no es válido' };
  return { ok: true, value: correo };
}

function revisarPassword(value: unknown): Campo {
  if (typeof value !== 'string' || value.length < 1) return { ok: false, message: 'Escriba su contraseña' };
  if (value.length > PASSWORD_MAX) return { ok: false, message: 'La contraseña es demasiado larga' };
  if (!esTextoBienFormado(value)) return { ok: false, message: 'La contraseña contiene caracteres no válidos' };
  return { ok: true, value };
}

/** The sign-in form's checks: the first message per field, or the values as the schema reads them. */
export function validarLogin(values: LoginForm): LoginCheck {
  const correo = revisarCorreo(values.correo);
  const password = revisarPassword(values.password);
  if (correo.ok && password.ok) return { ok: true, data: { correo: correo.value, password: password.value } };
  const errors: LoginErrors = {};
  if (!correo.ok) errors.correo = correo.message;
  if (!password.ok) errors.password = password.message;
  return { ok: false, errors };
}

/** The e-mail as the schema normalises it, or null when it is not a valid address. */
export function correoValido(correo: string): string | null {
  const checked = revisarCorreo(correo);
  return checked.ok ? checked.value : null;
}
