// The pieces every schema that takes text from a person or a request is built from. Use them for
// any new field, in a form schema or an endpoint's:
//   texto(campo, max) / textoOpcional(campo, max)  free text: trimmed, bounded, well-formed
//   docIdSchema(campo)                              an id that becomes a Firestore document path
//   correoSchema, telefonoSchema, rfcSchema, operadorSchema
//   motivoSchema                                    the reason a money movement is made for
//   centavosSchema(campo)                           an amount of integer centavos, 0 to MAX_CENTAVOS
// Every string that reaches the database has a bound here or in campos-base.ts AND in firestore.rules
// (same numbers).
import './zod';
import { z } from 'zod';
import { CORREO_MAX, CORREO_PATRON, esTextoBienFormado, ID_MAX, OPERADOR_MAX } from './campos-base';
import { MAX_CENTAVOS } from './money';

// Messages zod writes by itself (a wrong type, an unexpected shape) are Spanish too. Every schema
// module imports this one, so the setting is in place wherever a schema is used.
z.config(z.locales.es());

export * from './campos-base';

const noValido = (campo: string) => `${campo} contiene caracteres no válidos`;

/** A required, trimmed, well-formed text of at most `max` characters, with Spanish messages naming the field. */
export const texto = (campo: string, max: number) =>
  z
    .string({ error: `${campo} es obligatorio` })
    .trim()
    .min(1, `${campo} es obligatorio`)
    .max(max, `${campo} admite como máximo ${max} caracteres`)
    .refine(esTextoBienFormado, noValido(campo));

/** A text that may be left empty (''), trimmed, well-formed, of at most `max` characters. */
export const textoLibre = (campo: string, max: number) =>
  z
    .string({ error: `${campo} debe ser texto` })
    .trim()
    .max(max, `${campo} admite como máximo ${max} caracteres`)
    .refine(esTextoBienFormado, noValido(campo));

/** An optional text: left empty in a form it arrives as '' and is stored as absent. */
export const textoOpcional = (campo: string, max: number) =>
  z
    .string({ error: `${campo} debe ser texto` })
    .trim()
    .max(max, `${campo} admite como máximo ${max} caracteres`)
    .refine(esTextoBienFormado, noValido(campo))
    .transform((value) => value || undefined)
    .optional();

/** Longest reason of a money movement (it shows in the estado de cuenta and the log). */
export const MOTIVO_MAX = 300;
/** Letters or digits, at least, that a reason of a money movement holds. */
export const MOTIVO_MIN_LETRAS = 3;

const letrasYDigitos = (text: string) => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

/**
 * Why money moves (an adjustment, a reversal, a rejection, a credit change): what the estado de
 * cuenta shows beside the amount, so it must say something. At least MOTIVO_MIN_LETRAS letters or
 * digits, in any alphabet; emoji, accents and punctuation are welcome around them ("🙂" alone or
 * "..." is not a reason). The form and the endpoint use this one schema.
 */
export const motivoSchema = texto('El motivo', MOTIVO_MAX).refine(
  // An empty one is already "obligatorio".
  (text) => !text || letrasYDigitos(text) >= MOTIVO_MIN_LETRAS,
  `El motivo debe decir por qué, con al menos ${MOTIVO_MIN_LETRAS} letras o números`,
);

/** An amount an admin sets, in integer centavos from 0 to MAX_CENTAVOS. */
export const centavosSchema = (campo: string) =>
  z
    .number({ error: `${campo} debe ser un número de centavos` })
    .int(`${campo} debe ser un número entero de centavos`)
    .min(0, `${campo} no puede ser negativo`)
    .max(MAX_CENTAVOS, `${campo} es demasiado grande`);

/** Firestore keeps names of the form "__…__" for itself, as document ids and as field names. */
const RESERVADO = /^__.*__$/s;

/**
 * Whether `id` can name a Firestore document without pointing anywhere else: not empty, no "/",
 * not "." or "..", not a reserved "__…__" id, well-formed and at most ID_MAX characters.
 */
export function esIdDeDocumento(id: string): boolean {
  return (
    id.length > 0 &&
    id.length <= ID_MAX &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !RESERVADO.test(id) &&
    esTextoBienFormado(id)
  );
}

/**
 * A key the browser makes for a request that must change money once (crypto.randomUUID()), in its
 * one canonical form: a UUID in lower case. Upper-case letters are folded, so a copy of a used key
 * in other letter case names the same request, never a second one.
 */
export const claveUuidSchema = (falta: string, invalida: string) =>
  z
    .string({ error: falta })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, invalida)
    .transform((clave) => clave.toLowerCase());

/**
 * An id taken from a request that becomes a document path (a uid, a clienteId, a productoId…).
 * Anything else is a 400 "<campo> no es válido", never a path into another collection or a 500.
 */
export const docIdSchema = (campo: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${campo} es obligatorio` : `${campo} no es válido`) })
    .trim()
    // One message, and not an aborting one: a form's checks across fields (a product's monto)
    // still run while the id is missing.
    .superRefine((id, ctx) => {
      if (!esIdDeDocumento(id))
        ctx.addIssue({ code: 'custom', message: `${campo} ${id ? 'no es válido' : 'es obligatorio'}` });
    });

export const correoSchema = z
  .string({ error: 'El correo es obligatorio' })
  .trim()
  .toLowerCase()
  .min(1, 'El correo es obligatorio')
  .max(CORREO_MAX, `El correo admite como máximo ${CORREO_MAX} caracteres`)
  .pipe(z.email({ pattern: CORREO_PATRON, error: 'El correo no es válido' }));

/**
 * A carrier's name, as the catalogue (config/operadores) and the commissions hold it. It is also a
 * map key in the summaries and the commissions, and Firestore refuses a key of the form "__…__":
 * such a name would make every top-up of that carrier fail.
 */
export const operadorSchema = texto('El operador', OPERADOR_MAX).refine(
  (nombre) => !RESERVADO.test(nombre),
  'El operador no puede empezar y terminar con dos guiones bajos',
);

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
