// The bounds of the fields and the well-formed-text check, without zod: what the sign-in form
// checks by hand (src/features/auth/api/validacion-login.ts) so that signing in downloads no
// schema. campos.ts re-exports all of it; schemas are built there.

/** Longest e-mail address (RFC 5321 path limit); the rules hold the same bound. */
export const CORREO_MAX = 254;
/**
 * The e-mail pattern correoSchema applies (zod's default one, z.regexes.email, unescaped), here so
 * that the sign-in form can check an address by hand without loading zod.
 */
export const CORREO_PATRON =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** Longest carrier name; the rules hold the same bound for config/operadores. */
export const OPERADOR_MAX = 40;
/** Longest document id a request may name (Auth uids and idempotency keys are at most 128). */
export const ID_MAX = 128;
/** A new password's length: the identity service's minimum, and a bound on what is sent. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 4096;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * C0 controls other than tab and line breaks, DEL and the C1 controls: invisible, and they break
 * logs, exports and the search keys.
 */
function esControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
}

/**
 * Text Firestore can store and a person can read: well-formed UTF-16 (no lone surrogate half,
 * which Firestore refuses, making a transaction retry until it times out) and no control
 * characters but tab and line breaks. (String.prototype.isWellFormed covers the first half.)
 */
export function esTextoBienFormado(text: string): boolean {
  if (LONE_SURROGATE.test(text)) return false;
  for (let index = 0; index < text.length; index += 1) if (esControl(text.charCodeAt(index))) return false;
  return true;
}

/** A second factor's SMS code as typed, without its spaces; null when it is not 6 digits. */
export function codigoSms(texto: string): string | null {
  const limpio = texto.replace(/\s/g, '');
  return /^\d{6}$/.test(limpio) ? limpio : null;
}

export const CODIGO_NO_VALIDO = 'El código tiene 6 dígitos';
