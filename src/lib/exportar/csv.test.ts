import { describe, expect, it } from 'vitest';
import { importe, toCsv, type ColumnaCsv } from './csv';

interface Fila {
  fecha: string;
  concepto: string;
  monto: number;
  cantidad: number;
}

const columnas: ColumnaCsv<Fila>[] = [
  { header: 'Fecha', value: (f) => f.fecha },
  { header: 'Concepto', value: (f) => f.concepto },
  { header: 'Monto', value: (f) => importe(f.monto) },
  { header: 'Cantidad', value: (f) => f.cantidad },
];

const fila = (overrides: Partial<Fila>): Fila => ({
  fecha: '22/11/26 10:05',
  concepto: 'x',
  monto: 0,
  cantidad: 1,
  ...overrides,
});

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and a header row, quotes text and doubles its quotes', () => {
    expect(toCsv(columnas, [fila({ concepto: 'Ajuste: "bono", diciembre', monto: 100050 })])).toBe(
      '\uFEFF"Fecha","Concepto","Monto","Cantidad"\r\n"22/11/26 10:05","Ajuste: ""bono"", diciembre",1000.50,1',
    );
  });

  it('writes amounts as plain numbers with two decimals, negative ones too', () => {
    const csv = toCsv(columnas, [fila({ monto: -12050 }), fila({ monto: 5 }), fila({ monto: 0 })]);
    expect(csv.split('\r\n').map((line) => line.split(',')[2])).toEqual(['"Monto"', '-120.50', '0.05', '0.00']);
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'neutralises text a spreadsheet would run as a formula: %j',
    (peligroso) => {
      const csv = toCsv(columnas, [fila({ concepto: peligroso })]);
      expect(csv).toContain(`,"'${peligroso.replace(/"/g, '""')}",`);
    },
  );

  it('leaves ordinary text and negative amounts alone', () => {
    const csv = toCsv(columnas, [fila({ concepto: 'Recarga - Telcel', monto: -100 })]);
    expect(csv).toContain(',"Recarga - Telcel",-1.00,');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(columnas, [])).toBe('\uFEFF"Fecha","Concepto","Monto","Cantidad"');
  });
});
