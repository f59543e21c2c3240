import { describe, expect, it } from 'vitest';
import { aLineas, decodificar, EstadoIlegible, leerFecha, leerImporte, sugerirMapeo } from './estado-bancario';

const MAPEO = { fecha: 'Fecha', concepto: 'Concepto', abono: 'Abono', referencia: 'Referencia' };

describe('a bank statement read as its bank writes it', () => {
  it('reads amounts with thousands, a peso sign, European decimals and Excel numbers', () => {
    expect(leerImporte('1,234.50')).toBe(123_450);
    expect(leerImporte('$1,234.50')).toBe(123_450);
    expect(leerImporte('$ 1,234.5')).toBe(123_450);
    expect(leerImporte('1.234,50')).toBe(123_450);
    expect(leerImporte('1234,5')).toBe(123_450);
    expect(leerImporte(1234.5)).toBe(123_450);
    expect(leerImporte('')).toBe(0);
    expect(leerImporte('(50.00)')).toBe(-5_000);
    expect(leerImporte('-50')).toBe(-5_000);
    expect(leerImporte('cincuenta')).toBeNull();
  });

  it('reads dates as dd/mm/aaaa, dd-mm-aa, aaaa-mm-dd, date cells and Excel serials', () => {
    expect(leerFecha('05/03/2026')).toBe('2026-03-05');
    expect(leerFecha('5-3-26')).toBe('2026-03-05');
    expect(leerFecha('2026-03-05')).toBe('2026-03-05');
    expect(leerFecha('05/03/2026 14:22')).toBe('2026-03-05');
    expect(leerFecha(new Date(Date.UTC(2026, 2, 5)))).toBe('2026-03-05');
    expect(leerFecha(46086)).toBe('2026-03-05');
    expect(leerFecha('31/02/2026')).toBeNull();
  });

  it('reads Latin-1 (Windows-1252) text when it is not UTF-8, and refuses a file that is not text', () => {
    const latin1 = Uint8Array.from([0x44, 0x65, 0x70, 0xf3, 0x73, 0x69, 0x74, 0x6f]);
    expect(decodificar(latin1)).toBe('Depósito');
    expect(decodificar(new TextEncoder().encode('\uFEFFDepósito'))).toBe('Depósito');
    expect(() => decodificar(Uint8Array.from([0xff, 0xfe, 0x44, 0x00]))).toThrow(EstadoIlegible);
  });

  it('maps the columns, skips empty rows and names the line of a bad cell', () => {
    const filas = [
      ['Fecha', 'Concepto', 'Referencia', 'Cargo', 'Abono'],
      ['05/03/2026', 'SPEI RC000018', '123', '', '$1,500.00'],
      ['', '', '', '', ''],
      ['06/03/2026', 'Comisión', '', '25.00', ''],
    ];
    expect(aLineas(filas, MAPEO)).toEqual([
      { fila: 2, fecha: '2026-03-05', concepto: 'SPEI RC000018', abono: 150_000, referencia: '123' },
      { fila: 4, fecha: '2026-03-06', concepto: 'Comisión', abono: 0, referencia: '' },
    ]);
    expect(() => aLineas([filas[0], ['05/03/2026', 'x', '', '', '-10.00']], MAPEO)).toThrow(
      'Línea 2: el abono -10.00 es negativo; la columna de abonos solo lleva depósitos',
    );
    expect(() => aLineas([filas[0], ['ayer', 'x', '', '', '10']], MAPEO)).toThrow('Línea 2: "ayer" no es una fecha');
    expect(() => aLineas([['05/03/2026', 'x', '1', '', '10.00']], MAPEO)).toThrow('El archivo no tiene encabezados');
    expect(() => aLineas([filas[0], ...Array.from({ length: 50_000 }, () => filas[1])], MAPEO)).toThrow(
      'El archivo tiene 50,000 líneas; se aceptan hasta 10,000',
    );
  });

  it('guesses the usual headers', () => {
    expect(sugerirMapeo(['Fecha Operación', 'Descripción', 'Depósitos', 'Retiros', 'Clave de rastreo'])).toEqual({
      fecha: 'Fecha Operación',
      concepto: 'Descripción',
      abono: 'Depósitos',
      referencia: 'Clave de rastreo',
    });
  });
});
