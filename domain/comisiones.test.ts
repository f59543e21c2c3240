import { describe, expect, it } from 'vitest';
import {
  comisionesFormSchema,
  comisionesFormValues,
  comisionesSchema,
  comisionPara,
  describirComisionesPropias,
} from './comisiones';

const form = (predeterminada: string, filas: [string, string][]) => ({
  predeterminada,
  operadores: filas.map(([operador, comision]) => ({ operador, comision })),
});
const issues = (input: unknown) =>
  (comisionesFormSchema.safeParse(input).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

describe('commissions typed in the client form', () => {
  it('keeps only the carriers given a percent; a blank one uses the default', () => {
    const parsed = comisionesFormSchema.parse(
      form('3', [
        ['Telcel', '4.5'],
        ['Movistar', ''],
        ['AT&T', ' 2,25 '],
        ['Bait', '0'],
      ]),
    );
    expect(parsed).toEqual({ predeterminada: 3, operadores: { Telcel: 4.5, 'AT&T': 2.25, Bait: 0 } });
  });

  it('has no operadores map when no carrier has its own percent, and an empty default is 0', () => {
    expect(comisionesFormSchema.parse(form('', [['Telcel', '  ']]))).toEqual({ predeterminada: 0 });
  });

  it('names the field of each bad percent in Spanish', () => {
    expect(
      issues(
        form('21', [
          ['Telcel', '-1'],
          ['Movistar', 'diez'],
          ['AT&T', '2.555'],
        ]),
      ),
    ).toEqual([
      'predeterminada: La comisión debe estar entre 0 y 20%',
      'operadores.0.comision: La comisión debe estar entre 0 y 20%',
      'operadores.1.comision: La comisión debe ser un número, por ejemplo 2.5',
      'operadores.2.comision: La comisión admite como máximo 2 decimales',
    ]);
  });
});

describe('commissions as the server takes them', () => {
  it.each([
    [{ predeterminada: 20.01 }, 'La comisión no puede pasar de 20%'],
    [{ predeterminada: 5, operadores: { Telcel: 25 } }, 'La comisión no puede pasar de 20%'],
    [{ predeterminada: 5, operadores: { Telcel: -0.5 } }, 'La comisión no puede ser negativa'],
    [{ predeterminada: 5, operadores: { Telcel: '5' } }, 'La comisión debe ser un número'],
    [{ predeterminada: 1.001 }, 'La comisión admite como máximo 2 decimales'],
    [{ predeterminada: 5, operadores: 'Telcel' }, 'Las comisiones por operador no son válidas'],
    [undefined, 'Faltan las comisiones del cliente'],
    [
      { predeterminada: 5, operadores: { '': 5 } },
      'El nombre de un operador no es válido (de 1 a 40 caracteres, sin "__" al principio y al final)',
    ],
    [
      { predeterminada: 5, operadores: { ['x'.repeat(41)]: 5 } },
      'El nombre de un operador no es válido (de 1 a 40 caracteres, sin "__" al principio y al final)',
    ],
    [
      { predeterminada: 5, operadores: { __Promo__: 5 } },
      'El nombre de un operador no es válido (de 1 a 40 caracteres, sin "__" al principio y al final)',
    ],
  ])('refuses %j', (input, message) => {
    expect(comisionesSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('accepts the limits 0 and 20', () => {
    expect(comisionesSchema.parse({ predeterminada: 0, operadores: { Telcel: 20 } })).toEqual({
      predeterminada: 0,
      operadores: { Telcel: 20 },
    });
  });
});

describe('which commission applies', () => {
  const comisiones = { predeterminada: 3, operadores: { Telcel: 5, Bait: 0 } };

  it('is the carrier’s own percent, even 0, or else the default', () => {
    expect(comisionPara(comisiones, 'Telcel')).toBe(5);
    expect(comisionPara(comisiones, 'Bait')).toBe(0);
    expect(comisionPara(comisiones, 'Movistar')).toBe(3);
  });

  it('reads only the carriers set: a carrier named like an Object member gets the default, a number', () => {
    for (const operador of ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty']) {
      expect(comisionPara(comisiones, operador)).toBe(3);
    }
  });

  it('is described in catalogue order, unknown carriers last', () => {
    const con = { predeterminada: 3, operadores: { Zeta: 1, Bait: 0, Telcel: 5 } };
    expect(describirComisionesPropias(con, ['Telcel', 'Movistar', 'Bait'])).toBe('Telcel 5% · Bait 0% · Zeta 1%');
    expect(describirComisionesPropias({ predeterminada: 3 }, ['Telcel'])).toBe('');
  });
});

describe('the form’s starting values', () => {
  it('has a row per catalogue carrier, plus carriers the client already has, so none is dropped on save', () => {
    const values = comisionesFormValues({ predeterminada: 2.5, operadores: { Telcel: 4, Retirado: 1 } }, [
      'Telcel',
      'Movistar',
    ]);
    expect(values).toEqual(
      form('2.5', [
        ['Telcel', '4'],
        ['Movistar', ''],
        ['Retirado', '1'],
      ]),
    );
    expect(comisionesFormSchema.parse(values)).toEqual({
      predeterminada: 2.5,
      operadores: { Telcel: 4, Retirado: 1 },
    });
  });

  it('starts a new client at 0 with every carrier blank', () => {
    expect(comisionesFormValues(undefined, ['Telcel'])).toEqual(form('0', [['Telcel', '']]));
  });
});
