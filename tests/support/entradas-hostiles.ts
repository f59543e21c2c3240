// Generated bad input for the property tests of the shared schemas (domain/) and of every endpoint:
// lone UTF-16 surrogates, astral characters, control characters, very long strings, path-like ids,
// and values of the wrong type, mixed with valid ones so that some inputs get past validation.
import fc from 'fast-check';

const char = (from: number, to: number) => fc.integer({ min: from, max: to }).map((code) => String.fromCharCode(code));

/** One unit of hostile text. */
const unidadHostil = fc.oneof(
  { arbitrary: char(0xd800, 0xdfff), weight: 2 }, // a lone surrogate half
  { arbitrary: char(0x00, 0x1f), weight: 2 }, // C0 control characters
  { arbitrary: char(0x7f, 0x9f), weight: 1 }, // DEL and C1 control characters
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 3 }, // emoji, astral, combining
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 2 }, // any code point
  { arbitrary: fc.constantFrom('/', '.', '__', '\\', '`', '$', '{', '"', 'Ñ', 'é', '\u0301'), weight: 2 },
);

/** Ids that are not Firestore document ids, or that point elsewhere. */
export const IDS_DE_RUTA = [
  '/',
  'a/b',
  '.',
  '..',
  '../..',
  '__x__',
  '__name__',
  'usuarios/demo-admin',
  '/clientes/demo-cliente',
  ' ',
  '',
  'x'.repeat(1501),
];

/** A string to put where the server expects text. */
export const textoHostil: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: unidadHostil, maxLength: 30 }), weight: 6 },
  { arbitrary: fc.constantFrom(...IDS_DE_RUTA), weight: 2 },
  { arbitrary: fc.integer({ min: 255, max: 6000 }).map((n) => 'ñ'.repeat(n)), weight: 1 },
  // Letters that normalise (NFKC, as keys are made) into many: 60 of U+FDFA become over 1,000, so a
  // string within its bound can make a key or document id beyond Firestore's.
  { arbitrary: fc.integer({ min: 1, max: 120 }).map((n) => '\uFDFA'.repeat(n)), weight: 1 },
  { arbitrary: fc.tuple(fc.string({ maxLength: 8 }), unidadHostil).map(([a, b]) => `${a}${b}`), weight: 2 },
);

/**
 * A value of any JSON type, hostile strings included, nested a little. Objects have Object's
 * prototype, as JSON.parse makes them: one without any (fast-check's default may make it) has no
 * way to become a primitive, and zod's length checks, which run on any value with a `length`,
 * threw on `{ length: <such an object> }`; no request body can carry one.
 */
export const valorHostil: fc.Arbitrary<unknown> = fc.letrec<{ valor: unknown }>((tie) => ({
  valor: fc.oneof(
    { arbitrary: textoHostil, weight: 6 },
    { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), weight: 2 },
    { arbitrary: fc.constantFrom(true, false, null, 0, -1, 1e300, Number.MAX_SAFE_INTEGER + 2), weight: 1 },
    { arbitrary: fc.array(tie('valor'), { maxLength: 3 }), weight: 1 },
    { arbitrary: fc.dictionary(textoHostil, tie('valor'), { maxKeys: 3, noNullPrototype: true }), weight: 1 },
  ),
})).valor;

/** Every string inside a value, at any depth, keys included. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsIn(inner)]);
  }
  return [];
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What Firestore can store and a person can read: no lone surrogate half. */
export const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/**
 * `base` with one leaf (or the whole value) replaced by a hostile value: valid input but for one
 * field, which is what gets past the other fields' validation to the code behind it.
 */
export function conUnCampoHostil(base: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(base);
  return fc.tuple(fc.constantFrom(...paths), valorHostil).map(([path, valor]) => replaceAt(base, path, valor));
}

function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const nested = Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]));
    return [prefix, ...nested];
  }
  return [prefix];
}

function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}
