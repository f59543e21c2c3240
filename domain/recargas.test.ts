import { describe, expect, it } from 'vitest';
import {
  ESTADOS_RECARGA,
  nuevaRecargaSchema,
  numeroFormSchema,
  precioRecarga,
  puedePasar,
  TRANSICIONES_RECARGA,
  type EstadoRecarga,
} from './recargas';

describe('precioRecarga: monto less the commission, rounded to the centavo, halves up', () => {
  it.each([
    // monto (centavos), percent, commission, price
    [10_000, 0, 0, 10_000],
    [10_000, 5, 500, 9_500],
    [10_000, 2.5, 250, 9_750],
    [2_000, 3.33, 67, 1_933], // 66.6 → 67
    [3_000, 1.25, 38, 2_962], // 37.5 → 38 (half up)
    [1_000, 0.05, 1, 999], // 0.5 → 1 (half up)
    [1_000, 0.04, 0, 1_000], // 0.4 → 0
    [50_000, 20, 10_000, 40_000],
    [15_000, 4.35, 653, 14_347], // 652.5 → 653; 4.35 * 100 is 434.99999… in floating point
  ])('$%i at %d%% → commission %i, price %i', (monto, porcentaje, comision, precio) => {
    expect(precioRecarga(monto, porcentaje)).toEqual({ comision, precio });
  });

  it('never gives a fractional or negative price', () => {
    for (let monto = 0; monto <= 5_000; monto += 7) {
      for (const porcentaje of [0, 0.01, 1.11, 2.5, 7.77, 19.99, 20]) {
        const { precio, comision } = precioRecarga(monto, porcentaje);
        expect(Number.isInteger(precio) && Number.isInteger(comision)).toBe(true);
        expect(precio + comision).toBe(monto);
        expect(precio).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('recarga states as data', () => {
  it('pendiente settles once; only an exitosa can be reverted; fallida and revertida are final', () => {
    expect(puedePasar('pendiente', 'exitosa')).toBe(true);
    expect(puedePasar('pendiente', 'fallida')).toBe(true);
    expect(puedePasar('exitosa', 'revertida')).toBe(true);
    expect(puedePasar('pendiente', 'revertida')).toBe(false);
    expect(puedePasar('fallida', 'exitosa')).toBe(false);
    expect(puedePasar('exitosa', 'fallida')).toBe(false);
    for (const estado of ESTADOS_RECARGA) expect(TRANSICIONES_RECARGA[estado]).not.toContain(estado);
  });

  it('a state it does not know allows nothing, rather than throwing', () => {
    expect(puedePasar('desconocido' as EstadoRecarga, 'exitosa')).toBe(false);
  });
});

describe('nuevaRecargaSchema', () => {
  const ok = {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    productoId: 'REC-TEL-100',
    numero: '5512345678',
    precio: 9_600,
  };

  it('accepts a valid top-up with or without a distribuidor', () => {
    expect(nuevaRecargaSchema.parse(ok)).toEqual(ok);
    expect(nuevaRecargaSchema.parse({ ...ok, distribuidorId: 'abc123' }).distribuidorId).toBe('abc123');
  });

  it('takes its key in one form: upper-case letters are folded to the same key', () => {
    expect(nuevaRecargaSchema.parse({ ...ok, id: ok.id.toUpperCase() }).id).toBe(ok.id);
  });

  it('requires the price the client was shown', () => {
    expect(nuevaRecargaSchema.safeParse({ ...ok, precio: undefined }).error?.issues.map((i) => i.message)).toEqual([
      'Falta el precio que se le mostró: actualice la pantalla y confirme otra vez',
    ]);
  });

  it.each([
    [{ numero: '551234567' }, 'El número debe tener 10 dígitos'],
    [{ numero: '55123456789' }, 'El número debe tener 10 dígitos'],
    [{ numero: '55-1234-567' }, 'El número debe tener 10 dígitos'],
    [{ id: 'no-es-uuid' }, 'La clave de la recarga no es válida'],
    [{ productoId: 'a/b' }, 'El producto no es válido'],
    [{ productoId: '__x__' }, 'El producto no es válido'],
    [{ distribuidorId: '..' }, 'El distribuidor no es válido'],
  ])('refuses %o with "%s"', (cambio, mensaje) => {
    const result = nuevaRecargaSchema.safeParse({ ...ok, ...cambio });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(mensaje);
  });
});

describe('numeroFormSchema: the number typed twice', () => {
  it('must match', () => {
    const bad = numeroFormSchema.safeParse({ numero: '5512345678', confirmar: '5512345679', distribuidorId: '' });
    expect(bad.error?.issues[0]).toMatchObject({ message: 'Los números no coinciden', path: ['confirmar'] });
    expect(
      numeroFormSchema.safeParse({ numero: '5512345678', confirmar: '5512345678', distribuidorId: '' }).success,
    ).toBe(true);
  });
});
