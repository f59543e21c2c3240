import { z } from 'zod';

/** A required, trimmed text with a Spanish message naming the field. */
export const texto = (campo: string, max: number) =>
  z
    .string({ error: `${campo} es obligatorio` })
    .trim()
    .min(1, `${campo} es obligatorio`)
    .max(max, `${campo} admite como máximo ${max} caracteres`);

/** An optional text: left empty in a form it arrives as '' and is stored as absent. */
export const textoOpcional = (campo: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${campo} admite como máximo ${max} caracteres`)
    .transform((value) => value || undefined)
    .optional();

export const correoSchema = z
  .string({ error: 'El correo es obligatorio' })
  .trim()
  .toLowerCase()
  .min(1, 'El correo es obligatorio')
  .pipe(z.email('El correo no es válido'));

export const telefonoSchema = z
  .string({ error: 'El teléfono es obligatorio' })
  .trim()
  .regex(/^\d{10}$/, 'El teléfono debe tener 10 dígitos');

export const rfcSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/, 'El RFC no es válido (12 o 13 caracteres)');

export const rfcOpcional = z.union([z.literal('').transform(() => undefined), rfcSchema]).optional();
