import { formatDia, formatFecha } from '@domain/fechas';

/** An amount of money: written as a plain number of pesos with two decimals (1000.50), never as "$1,000.50". */
export interface Importe {
  centavos: number;
}

export const importe = (centavos: number): Importe => ({ centavos });

/** A calendar day (YYYY-MM-DD): dd/mm/aaaa in a CSV, a date cell in a spreadsheet. */
export interface Dia {
  dia: string;
}

export const dia = (value: string): Dia => ({ dia: value });

/** An instant: dd/mm/yy hh:mm (the viewer's time) in a CSV, a date-and-time cell in a spreadsheet. */
export interface Instante {
  instante: Date | null;
}

export const instante = (value: Date | null): Instante => ({ instante: value });

/** A cell: text (as the screen shows it), a number, an amount of money, a day or an instant. */
export type Celda = string | number | Importe | Dia | Instante;

export interface ColumnaCsv<T> {
  header: string;
  value: (row: T) => Celda;
}

function pesos({ centavos }: Importe): string {
  const abs = Math.abs(centavos);
  return `${centavos < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// A text cell a spreadsheet would read as a formula (or that starts one after a tab or line break).
const FORMULA = /^[=+\-@\t\r]/;

function cell(value: Celda): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && 'instante' in value) return `"${formatFecha(value.instante)}"`;
  if (typeof value === 'object') return 'dia' in value ? `"${formatDia(value.dia)}"` : pesos(value);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * CSV that a spreadsheet opens cleanly and safely: a UTF-8 BOM, a header row, numbers as
 * numbers, text quoted, and text that would run as a formula neutralised with a leading "'".
 */
export function toCsv<T>(columnas: ColumnaCsv<T>[], rows: T[]): string {
  const lines = [
    columnas.map((columna) => cell(columna.header)),
    ...rows.map((row) => columnas.map((columna) => cell(columna.value(row)))),
  ];
  return '\uFEFF' + lines.map((line) => line.join(',')).join('\r\n');
}

/** Saves a file the browser made (a CSV, a spreadsheet). */
export function descargar(nombre: string, archivo: Blob): void {
  const url = URL.createObjectURL(archivo);
  const link = document.createElement('a');
  link.href = url;
  link.download = nombre;
  link.click();
  URL.revokeObjectURL(url);
}
