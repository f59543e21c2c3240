import { describe, expect, it } from 'vitest';
import { claveReferencia, compraClienteSchema, esReferenciaYaUsada } from './compras';
import { esIdDeDocumento } from './campos';

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
  it('is refused without a letter or a digit (its claim would have no key)', () => {
    for (const referencia of ['.', '..', ' . . ', '_', '-', '__', ' _-. ']) {
      expect(mensaje(referencia)).toBe('La referencia debe tener al menos una letra o un número');
    }
  });

  it('takes what banks print: letters, digits, spaces, dots, dashes and underscores', () => {
    for (const referencia of [
      'SPEI 123.456-7',
      'ref_2026',
      'Depósito Ñ-1',
      '__inicio',
      'a..',
      '__a__',
      'ＳＰＥＩ１２３',
    ]) {
      expect(mensaje(referencia)).toBeNull();
    }
  });

  it('takes an accent typed as a combining mark, as the letter it shows', () => {
    const check = compraClienteSchema.safeParse(compra('Jose\u0301 Ñu\u0308 1'));
    expect(check.success && check.data.referencia).toBe('José Ñü 1');
  });

  it('is one payment however it is written: case, spaces, separators and full-width forms', () => {
    const variantes = [
      'SPEI-123456',
      'spei 123456',
      'SPEI.123456',
      'SPEI_123456',
      ' Spei - 12 34 56 ',
      'ＳＰＥＩ１２３４５６',
    ];
    expect(new Set(variantes.map(claveReferencia))).toEqual(new Set(['SPEI123456']));
    // Different letters or digits stay different payments.
    expect(claveReferencia('SPEI-1234567')).not.toBe(claveReferencia('SPEI-123456'));
    expect(claveReferencia('Depósito Ñ-1')).toBe('DEPOSITON1');
  });

  it('is one payment with or without its accents, however they are typed', () => {
    const variantes = ['SPÉI-123456', 'SPE\u0301I 123456', 'ŚPÈÏ.123456', 'spei-123456'];
    expect(new Set(variantes.map(claveReferencia))).toEqual(new Set(['SPEI123456']));
  });

  it('is refused with letters or digits that look like A–Z and 0–9 and key apart from them', () => {
    // Cyrillic Ѕ, Р, Е, І and Greek Ε, Ι: on screen, "SPEI-123456".
    // Latin look-alikes too: ǀ (a click letter), small capitals ꜱᴘᴇɪ, a Bengali zero.
    for (const referencia of [
      '\u0405\u0420\u0415\u0406-123456',
      'SP\u0395\u0399-123456',
      'Пополнение 5',
      'SPE\u01c0-123456',
      '\ua731\u1d18\u1d07\u026a-123456',
      'SPEI-12345\u09e6',
    ]) {
      expect(mensaje(referencia)).toBe(
        'La referencia admite letras latinas (con o sin acento), números, espacios, punto, guion y guion bajo',
      );
    }
  });

  it('claims a key Firestore takes as a document id, for every reference the schema takes', () => {
    for (const referencia of ['__a__', '__ REF __', '..a..', '_-_x_-_', 'ref_2026', 'a'.repeat(60)]) {
      expect(mensaje(referencia)).toBeNull();
      expect(esIdDeDocumento(claveReferencia(referencia))).toBe(true);
    }
  });
});

describe('a refusal for a payment reference already used', () => {
  it('is told from any other refusal, whatever the reference holds', () => {
    expect(esReferenciaYaUsada('La referencia SPEI 123 ya se usó en la compra C-000007')).toBe(true);
    expect(esReferenciaYaUsada('La referencia spéi.1-2_3 ya se usó en la compra C-000123')).toBe(true);
    expect(esReferenciaYaUsada('La compra C-000007 ya está aprobada')).toBe(false);
    expect(esReferenciaYaUsada('Stock insuficiente de Chip Telcel: quedan 2 y la compra pide 5')).toBe(false);
  });
});
