import { describe, expect, it } from 'vitest';
import { compraClienteSchema } from './compras';

const compra = (referencia: string) => ({
  origen: 'cliente' as const,
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  partidas: [],
  saldo: 10_000,
  metodoPago: 'transferencia' as const,
  referencia,
});

const mensaje = (referencia: string) => {
  const check = compraClienteSchema.safeParse(compra(referencia));
  return check.success ? null : check.error.issues[0]?.message;
};

describe('a payment reference', () => {
  it('is refused when its claim could not be a document (approving it would fail)', () => {
    for (const referencia of ['.', '..', ' . . ', '_', '-']) {
      expect(mensaje(referencia)).toBe('La referencia debe tener al menos una letra o un número');
    }
    for (const referencia of ['__a__', '__ REF __']) {
      expect(mensaje(referencia)).toBe('La referencia no puede empezar y terminar con dos guiones bajos');
    }
  });

  it('takes what banks print: letters, digits, spaces, dots, dashes and underscores', () => {
    for (const referencia of ['SPEI 123.456-7', 'ref_2026', 'Depósito Ñ-1', '__inicio', 'a..']) {
      expect(mensaje(referencia)).toBeNull();
    }
  });
});
