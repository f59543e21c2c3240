import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every cell, doubles quotes and starts with a UTF-8 BOM', () => {
    expect(toCsv(['Fecha', 'Concepto'], [['22/11/26 10:05', 'Ajuste: "bono", diciembre']])).toBe(
      '\uFEFF"Fecha","Concepto"\r\n"22/11/26 10:05","Ajuste: ""bono"", diciembre"',
    );
  });
});
