import { describe, expect, it } from 'vitest';
import {
  CORREO_MAX,
  correoSchema,
  docIdSchema,
  motivoSchema,
  OPERADOR_MAX,
  operadorSchema,
  texto,
  textoOpcional,
} from './campos';
import { rechazarCompraSchema } from './compras';
import { revertirRecargaSchema } from './recargas';
import { ajusteSaldoSchema } from './saldo';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

describe('well-formed text', () => {
  const nombre = texto('El nombre', 120);
  const notas = textoOpcional('Las notas', 1000);

  it.each([
    ['a lone high surrogate', `Abono ${LONE_HIGH}`],
    ['a lone low surrogate', `${LONE_LOW} Abono`],
    ['a reversed pair', `${LONE_LOW}${LONE_HIGH}`],
    ['a NUL', 'Abo\u0000no'],
    ['an escape character', 'Abono \u001b[31m'],
    ['a C1 control', 'Abono \u0085'],
  ])('refuses %s with a Spanish message', (_case, value) => {
    expect(messages(nombre.safeParse(value))).toEqual(['El nombre contiene caracteres no válidos']);
    expect(messages(notas.safeParse(value))).toEqual(['Las notas contiene caracteres no válidos']);
  });

  it.each([
    ['an emoji', 'Recargas 📱 Pérez'],
    ['a flag and a family (ZWJ)', 'Tienda 🇲🇽 👨‍👩‍👧'],
    ['accents, Ñ and combining marks', 'Peña Nieto Ñandú e\u0301'],
    ['a tab and line breaks', 'línea 1\nlínea 2\r\n\tfin'],
  ])('accepts %s', (_case, value) => {
    expect(nombre.safeParse(value).success).toBe(true);
  });

  it('refuses the lone surrogate of an adjustment reason before anything is written', () => {
    const result = ajusteSaldoSchema.safeParse({
      clienteId: 'demo-cliente',
      tipo: 'abono',
      monto: 100,
      motivo: `Depósito ${LONE_HIGH}`,
      idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
    });
    expect(messages(result)).toEqual(['El motivo contiene caracteres no válidos']);
  });
});

describe('document ids', () => {
  const uid = docIdSchema('El uid');

  it.each([
    ['a slash', 'a/b'],
    ['only a slash', '/'],
    ['a dot', '.'],
    ['two dots', '..'],
    ['a reserved id', '__x__'],
    ['the reserved __name__', '__name__'],
    ['a lone surrogate', `id${LONE_HIGH}`],
    ['a control character', 'id\u0000'],
    ['129 characters', 'x'.repeat(129)],
    ['a number', 42],
  ])('refuses %s', (_case, value) => {
    expect(messages(uid.safeParse(value))).toEqual(['El uid no es válido']);
  });

  it('says a missing id is required', () => {
    expect(messages(uid.safeParse(undefined))).toEqual(['El uid es obligatorio']);
    expect(messages(uid.safeParse('  '))).toEqual(['El uid es obligatorio']);
  });

  it.each(['demo-cliente', 'aBc123XyZ_-', '__x', 'x__', 'a.b', 'x'.repeat(128)])('accepts %s', (value) => {
    expect(uid.parse(value)).toBe(value);
  });
});

describe('length bounds on every string', () => {
  it('takes an e-mail of 254 characters and refuses 255', () => {
    const local = 'a'.repeat(64);
    const domain = (n: number) => `${'b'.repeat(n - local.length - 1 - '.test'.length)}.test`;
    const correo = (n: number) => `${local}@${domain(n)}`;
    expect(correo(254)).toHaveLength(254);
    expect(correoSchema.safeParse(correo(254)).success).toBe(true);
    expect(messages(correoSchema.safeParse(correo(255)))).toContain(
      `El correo admite como máximo ${CORREO_MAX} caracteres`,
    );
  });

  it('takes a carrier name of 40 characters and refuses 41', () => {
    expect(operadorSchema.parse('x'.repeat(OPERADOR_MAX))).toBe('x'.repeat(40));
    expect(messages(operadorSchema.safeParse('x'.repeat(41)))).toEqual([
      'El operador admite como máximo 40 caracteres',
    ]);
    expect(messages(operadorSchema.safeParse(' '))).toEqual(['El operador es obligatorio']);
  });

  it('refuses a carrier name Firestore reserves as a map key ("__…__")', () => {
    for (const nombre of ['__Promo__', '____', '__a\nb__'])
      expect(messages(operadorSchema.safeParse(nombre))).toEqual([
        'El operador no puede empezar y terminar con dos guiones bajos',
      ]);
    for (const nombre of ['__Promo', 'Promo__', '_Promo_']) expect(operadorSchema.parse(nombre)).toBe(nombre);
  });
});

describe('messages zod writes by itself are Spanish', () => {
  it('answers a wrong shape in Spanish', () => {
    expect(messages(ajusteSaldoSchema.safeParse('texto'))[0]).toMatch(/^Entrada inválida/);
  });
});

describe('the reason of a money movement', () => {
  it.each([
    ['an emoji alone', '🙂', false],
    ['dots', '...', false],
    ['two letters and an emoji', 'ok 🙂', false],
    ['three digits', '123', true],
    ['a word with an emoji', 'Error 🙂', true],
    ['accents, Ñ and combining marks', 'Ñoño e\u0301', true],
    ['another alphabet', 'Ошибка', true],
  ])('%s: %s → %s', (_case, motivo, valido) => {
    const result = motivoSchema.safeParse(motivo);
    expect(result.success).toBe(valido);
    if (!valido) expect(messages(result)).toEqual(['El motivo debe decir por qué, con al menos 3 letras o números']);
  });

  it('says only that it is missing when it is empty', () => {
    expect(messages(motivoSchema.safeParse('   '))).toEqual(['El motivo es obligatorio']);
  });

  it('is the one schema of every reason: adjustment, reversal and rejection, on the form and the server', () => {
    expect(ajusteSaldoSchema.shape.motivo).toBe(motivoSchema);
    expect(revertirRecargaSchema.shape.motivo).toBe(motivoSchema);
    expect(rechazarCompraSchema.shape.motivo).toBe(motivoSchema);
  });
});
