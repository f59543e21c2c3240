import { authErrorMessage, errorCode } from '@/lib/sesion/auth-errors';
import { dbErrorMessage } from '@/lib/db-errors';

/**
 * A sign-in refused by the product's own checks after the password: no usuarios record, an
 * inactive user, or a user of role user without a clientes record.
 */
export class LoginError extends Error {}

/**
 * What to do after a refusal that the person cannot fix alone, and whom to ask: the second line
 * under SPEC.md's text, which stays the first. An account disabled in Auth is refused with the
 * same text as an inactive record (auth-errors.ts), and gets the same help.
 */
const AYUDAS: Record<string, string> = {
  'El usuario no está activo': 'Su cuenta está desactivada. Pida a un administrador que la active para poder entrar.',
  'El cliente no existe en el sistema':
    'Su usuario no tiene un negocio registrado como cliente. Pida a un administrador que lo dé de alta con este correo.',
};

/** A refused sign-in as the form shows it: the refusal, and what to do when the person cannot fix it. */
export function loginErrorMessage(error: unknown): { texto: string; ayuda?: string } {
  const texto =
    error instanceof LoginError
      ? error.message
      : errorCode(error)?.startsWith('auth/')
        ? authErrorMessage(error)
        : dbErrorMessage(error);
  return { texto, ayuda: AYUDAS[texto] };
}
