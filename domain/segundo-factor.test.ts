import { describe, expect, it } from 'vitest';
import { codigoSms } from './campos-base';
import { formatMoney } from './money';
import {
  exigeSegundoFactor,
  MONTO_VERIFICACION_RECIENTE,
  PIDE_VERIFICACION_RECIENTE,
  pideVerificacionReciente,
  telefonoInternacional,
  VIGENCIA_VERIFICACION_MS,
  verificacionVigente,
} from './segundo-factor';

describe('two-step verification', () => {
  it('is required of an admin only', () => {
    expect(exigeSegundoFactor('admin')).toBe(true);
    expect(exigeSegundoFactor('manager')).toBe(false);
    expect(exigeSegundoFactor('user')).toBe(false);
  });

  it('asks again for operations above $50,000.00 when the last verification is over 15 minutes old', () => {
    expect(PIDE_VERIFICACION_RECIENTE).toContain(`mayores de ${formatMoney(MONTO_VERIFICACION_RECIENTE)} `);
    expect(pideVerificacionReciente(MONTO_VERIFICACION_RECIENTE)).toBe(false);
    expect(pideVerificacionReciente(MONTO_VERIFICACION_RECIENTE + 1)).toBe(true);
    const ahora = Date.parse('2026-11-24T12:00:00Z');
    expect(verificacionVigente(ahora - VIGENCIA_VERIFICACION_MS, ahora)).toBe(true);
    expect(verificacionVigente(ahora - VIGENCIA_VERIFICACION_MS - 1, ahora)).toBe(false);
    expect(verificacionVigente(null, ahora)).toBe(false);
  });

  it.each([
    ['55 1234 5678', '+525512345678'],
    ['(55) 1234-5678', '+525512345678'],
    ['+1 650 555 1234', '+16505551234'],
    ['+525512345678', '+525512345678'],
    ['5512345', null],
    ['55123456789', null],
    ['+0123456789', null],
    ['teléfono', null],
    ['', null],
  ])('reads the phone %j as %j', (texto, esperado) => {
    expect(telefonoInternacional(texto)).toBe(esperado);
  });

  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12a456', null],
  ])('reads the code %j as %j', (texto, esperado) => {
    expect(codigoSms(texto)).toBe(esperado);
  });
});
