import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORREO_MAX, PASSWORD_MAX } from '@domain/campos-base';
import { loginSchema, type LoginForm } from '@domain/usuarios';
import { textoHostil, valorHostil } from '../../../../tests/support/entradas-hostiles';
import { correoValido, validarLogin, type LoginCheck, type LoginErrors } from './validacion-login';

// The sign-in form checks by hand what domain's loginSchema checks (so that signing in loads no
// zod): both must give the same answer, the same first message per field, for anything typed.

function segunElEsquema(values: unknown): LoginCheck {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'correo' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

const correoCorrecto = fc.emailAddress().map((correo) => correo.slice(0, CORREO_MAX));
const casiCorreo = fc
  .tuple(fc.constantFrom('', ' ', '  '), correoCorrecto, fc.constantFrom('', ' ', '\t'))
  .map(([antes, correo, despues]) => `${antes}${correo.toUpperCase()}${despues}`);
const correoEscrito = fc.oneof(
  correoCorrecto,
  casiCorreo,
  textoHostil,
  fc.string(),
  fc.constantFrom('a@b', 'a@b.c', 'a..b@x.test', '.a@x.test', 'a@-x.test', 'ñ@x.test', 'a@x.test.', '@x.test'),
  fc.integer({ min: CORREO_MAX - 10, max: CORREO_MAX + 10 }).map((n) => `${'a'.repeat(n - 7)}@x.test`),
);
const passwordEscrita = fc.oneof(
  fc.string(),
  textoHostil,
  fc.constantFrom('', ' ', 'demo1234', 'x'.repeat(PASSWORD_MAX), 'x'.repeat(PASSWORD_MAX + 1), 'a\u0000b'),
);

describe('the sign-in form checks', () => {
  it.each<[string, LoginForm, LoginCheck]>([
    [
      'a valid address, trimmed and lower-cased',
      { correo: ' Admin@Demo.TEST ', password: 'demo1234' },
      {
        ok: true,
        data: { correo: 'admin@demo.test', password: 'demo1234' },
      },
    ],
    [
      'an empty form',
      { correo: '', password: '' },
      {
        ok: false,
        errors: { correo: 'El correo es obligatorio', password: 'Escriba su contraseña' },
      },
    ],
    [
      'a malformed address',
      { correo: 'no-es-correo', password: 'x' },
      {
        ok: false,
        errors: { correo: 'El correo no es válido' },
      },
    ],
    [
      'a too long address',
      { correo: `${'a'.repeat(CORREO_MAX)}@x.test`, password: 'x' },
      {
        ok: false,
        errors: { correo: `El correo admite como máximo ${CORREO_MAX} caracteres` },
      },
    ],
    [
      'a password with a control character',
      { correo: 'a@x.test', password: 'a\u0007b' },
      {
        ok: false,
        errors: { password: 'La contraseña contiene caracteres no válidos' },
      },
    ],
    [
      'a too long password',
      { correo: 'a@x.test', password: 'x'.repeat(PASSWORD_MAX + 1) },
      {
        ok: false,
        errors: { password: 'La contraseña es demasiado larga' },
      },
    ],
  ])('%s', (_case, values, expected) => {
    expect(validarLogin(values)).toEqual(expected);
    expect(segunElEsquema(values)).toEqual(expected);
  });

  it('answers as the shared schema does, whatever is typed', () => {
    fc.assert(
      fc.property(correoEscrito, passwordEscrita, (correo, password) => {
        expect(validarLogin({ correo, password })).toEqual(segunElEsquema({ correo, password }));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers as the shared schema does for values that are not text', () => {
    fc.assert(
      fc.property(valorHostil, valorHostil, (correo, password) => {
        const values = { correo, password } as unknown as LoginForm;
        expect(validarLogin(values)).toEqual(segunElEsquema(values));
      }),
      { numRuns: 500 },
    );
  });

  it('normalises an address for a password reset as the schema does, or refuses it', () => {
    fc.assert(
      fc.property(correoEscrito, (correo) => {
        const parsed = loginSchema.shape.correo.safeParse(correo);
        expect(correoValido(correo)).toBe(parsed.success ? parsed.data : null);
      }),
      { numRuns: 1000 },
    );
  });
});
