import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { dia, importe, instante, toCsv, type ColumnaCsv } from './csv';
import { nombreDeHoja, serialDeDia, serialDeInstante, toXlsx } from './xlsx';

interface Fila {
  dia: string;
  nombre: string;
  recargas: number;
  vendido: number;
}

const columnas: ColumnaCsv<Fila>[] = [
  { header: 'Día', value: (f) => dia(f.dia) },
  { header: 'Cliente', value: (f) => f.nombre },
  { header: 'Recargas', value: (f) => f.recargas },
  { header: 'Vendido', value: (f) => importe(f.vendido) },
];

/** The workbook read back the way a spreadsheet would: unzipped, its XML parsed. */
function leer(bytes: Uint8Array) {
  const archivos = unzipSync(bytes);
  const xml = (nombre: string) => new DOMParser().parseFromString(strFromU8(archivos[nombre]), 'application/xml');
  const hoja = xml('xl/worksheets/sheet1.xml');
  expect(hoja.getElementsByTagName('parsererror')).toHaveLength(0);
  const celdas = [...hoja.getElementsByTagName('c')].map((c) => ({
    ref: c.getAttribute('r'),
    tipo: c.getAttribute('t'),
    estilo: c.getAttribute('s'),
    valor: c.getElementsByTagName('v')[0]?.textContent ?? c.getElementsByTagName('t')[0]?.textContent,
  }));
  const formatos = [...xml('xl/styles.xml').getElementsByTagName('cellXfs')[0].getElementsByTagName('xf')].map((xf) =>
    xf.getAttribute('numFmtId'),
  );
  const codigos = Object.fromEntries(
    [...xml('xl/styles.xml').getElementsByTagName('numFmt')].map((f) => [
      f.getAttribute('numFmtId'),
      f.getAttribute('formatCode'),
    ]),
  );
  const hojaNombre = xml('xl/workbook.xml').getElementsByTagName('sheet')[0].getAttribute('name');
  return { archivos: Object.keys(archivos).sort(), celdas, formatos, codigos, hojaNombre };
}

describe('toXlsx', () => {
  it('writes a header row, typed number, amount and date cells, and text as text', () => {
    const bytes = toXlsx('Ventas por día', columnas, [
      { dia: '2026-11-03', nombre: '=HYPERLINK("x") & <Ñandú> 🎉', recargas: 12, vendido: 123_456 },
    ]);
    const { archivos, celdas, formatos, codigos, hojaNombre } = leer(bytes);
    expect(archivos).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(hojaNombre).toBe('Ventas por día');
    expect(celdas.slice(0, 4).map((c) => [c.ref, c.tipo, c.valor])).toEqual([
      ['A1', 'inlineStr', 'Día'],
      ['B1', 'inlineStr', 'Cliente'],
      ['C1', 'inlineStr', 'Recargas'],
      ['D1', 'inlineStr', 'Vendido'],
    ]);
    const [fecha, texto, numero, monto] = celdas.slice(4);
    // A date cell: a serial number in a dd/mm/yy style (numFmt 165).
    expect(fecha).toMatchObject({ ref: 'A2', tipo: null, valor: String(serialDeDia('2026-11-03')) });
    expect(formatos[Number(fecha.estilo)]).toBe('165');
    expect(codigos['165']).toBe('dd/mm/yy');
    // Text stays text, never a formula; XML characters and any Unicode survive.
    expect(texto).toMatchObject({ tipo: 'inlineStr', valor: '=HYPERLINK("x") & <Ñandú> 🎉' });
    expect(numero).toMatchObject({ tipo: null, estilo: null, valor: '12' });
    expect(monto).toMatchObject({ tipo: null, valor: '1234.56' });
    expect(formatos[Number(monto.estilo)]).toBe('164');
  });

  it('counts days as Excel does and names sheets as Excel allows', () => {
    expect(serialDeDia('1900-03-01')).toBe(61);
    expect(serialDeDia('2026-11-23')).toBe(46349);
    expect(nombreDeHoja('Recargas: 01/11 a 30/11 [todas]')).toBe('Recargas  01 11 a 30 11  todas ');
    expect(nombreDeHoja('x'.repeat(40))).toHaveLength(31);
  });

  it('drops characters XML cannot hold instead of writing a broken file', () => {
    const { celdas } = leer(
      toXlsx('Hoja', columnas, [{ dia: '2026-01-01', nombre: 'a\u0001b', recargas: 0, vendido: 0 }]),
    );
    expect(celdas[5].valor).toBe('ab');
  });

  it('writes an instant as a date-and-time cell, and the CSV as dd/mm/yy hh:mm', () => {
    const cuando = new Date(2026, 10, 23, 18, 30);
    const columnasInstante: ColumnaCsv<{ cuando: Date | null }>[] = [
      { header: 'Fecha', value: (f) => instante(f.cuando) },
    ];
    const { celdas, formatos } = leer(toXlsx('Hoja', columnasInstante, [{ cuando }, { cuando: null }]));
    expect(celdas[1]).toMatchObject({ ref: 'A2', tipo: null, valor: String(46349 + 18.5 / 24) });
    expect(formatos[Number(celdas[1].estilo)]).toBe('166');
    expect(celdas[2]).toMatchObject({ ref: 'A3', valor: undefined });
    expect(serialDeInstante(cuando)).toBeCloseTo(46349.770833, 5);
    expect(toCsv(columnasInstante, [{ cuando }])).toBe('\uFEFF"Fecha"\r\n"23/11/26 18:30"');
  });
});
