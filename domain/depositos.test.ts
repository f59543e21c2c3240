import { describe, expect, it } from 'vitest';
import { cuentasBancariasSchema, referenciaDeposito, referenciasEnConcepto } from './depositos';

describe("a client's deposit reference", () => {
  it('is RC, five digits and a check digit, different for each client', () => {
    expect(referenciaDeposito(1)).toMatch(/^RC00001\d$/);
    expect(new Set(Array.from({ length: 1000 }, (_, i) => referenciaDeposito(i + 1))).size).toBe(1000);
  });

  it('is found in a concepto however it was typed, and a typo is not another reference', () => {
    const ref = referenciaDeposito(42);
    const [base, control] = [ref.slice(2, 7), ref.slice(7)];
    expect(referenciasEnConcepto(`SPEI PAGO ${ref} TIENDA`)).toEqual([ref]);
    expect(referenciasEnConcepto(`dep rc-${base} ${control}`)).toEqual([ref]);
    expect(referenciasEnConcepto(`DEPOSITO${ref}`)).toEqual([ref]);
    const otro = (Number(control) + 1) % 10;
    expect(referenciasEnConcepto(`RC${base}${otro}`)).toEqual([]);
    expect(referenciasEnConcepto(`${ref}1`)).toEqual([]);
  });
});

describe("the business's bank accounts", () => {
  it('take a valid CLABE with or without spaces, and refuse a wrong control digit in Spanish', () => {
    const cuenta = { banco: 'BBVA', clabe: '002 115 01600326941 1', titular: 'Recargas SA de CV' };
    expect(cuentasBancariasSchema.parse({ cuentas: [cuenta] }).cuentas[0].clabe).toBe('002115016003269411');
    const mala = cuentasBancariasSchema.safeParse({ cuentas: [{ ...cuenta, clabe: '002115016003269412' }] });
    expect(mala.error?.issues[0].message).toBe('La CLABE no es válida: su dígito de control no corresponde');
  });
});
