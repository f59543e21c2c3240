// Reading a bank's statement file into lines (conciliacion.ts LineaBanco): its text whatever its
// encoding, its amounts and dates as each bank writes them, through the admin's column mapping.
// Pure: the screen feeds it the rows its CSV parser or .xlsx reader produced.
import type { LineaBanco } from './conciliacion';

/** A file larger than this, or with more lines, is refused before anything is read into it. */
export const MAX_BYTES_ESTADO = 5_000_000;
export const MAX_LINEAS_ESTADO = 10_000;

/** A statement that cannot be read: the message says why, in Spanish; nothing is sent. */
export class EstadoIlegible extends Error {}

/**
 * The file's text: UTF-8 (its BOM dropped) or, when it is not valid UTF-8, Windows-1252 (Latin-1
 * with the euro sign), which Mexican banks' exports use. A file with NUL bytes is not text (UTF-16,
 * a binary, an .xls renamed).
 */
export function decodificar(bytes: Uint8Array): string {
  if (bytes.includes(0)) {
    throw new EstadoIlegible('El archivo no es texto: guárdelo como CSV (UTF-8 o Latin-1) o como Excel .xlsx');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A cell as the readers give it: text, a number, a date (xlsx) or nothing. */
export type Celda = string | number | boolean | Date | null | undefined;

const MILES_PUNTO = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$|^\d+,\d{1,2}$/;
const MILES_COMA = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$|^\d+(?:\.\d{1,2})?$/;

/**
 * An amount in centavos: 1234.5, "1,234.50", "$1,234.50", "1.234,50" (a `;` file's), "-50.00" or
 * "(50.00)"; an empty cell is 0. Null when the cell is not an amount.
 */
export function leerImporte(celda: Celda): number | null {
  if (celda === null || celda === undefined || celda === '') return 0;
  if (typeof celda === 'number') return Number.isFinite(celda) ? Math.round(celda * 100) : null;
  if (typeof celda !== 'string') return null;
  let texto = celda.replace(/[\s$\u00a0]|MXN|MN/gi, '');
  if (!texto) return 0;
  let signo = 1;
  if (/^\(.*\)$/.test(texto) || texto.startsWith('-')) {
    signo = -1;
    texto = texto.replace(/^\(|\)$|^-/g, '');
  }
  let normal: string;
  if (MILES_COMA.test(texto)) normal = texto.replaceAll(',', '');
  else if (MILES_PUNTO.test(texto)) normal = texto.replaceAll('.', '').replace(',', '.');
  else return null;
  const [enteros, decimales = ''] = normal.split('.');
  return signo * (Number(enteros) * 100 + Number(decimales.padEnd(2, '0')));
}

const dosDigitos = (n: number) => String(n).padStart(2, '0');
const dia = (y: number, m: number, d: number) => {
  const fecha = new Date(Date.UTC(y, m - 1, d));
  const ok = fecha.getUTCFullYear() === y && fecha.getUTCMonth() === m - 1 && fecha.getUTCDate() === d;
  return ok && y >= 2000 && y <= 2100 ? `${y}-${dosDigitos(m)}-${dosDigitos(d)}` : null;
};

/** A day as YYYY-MM-DD: a date cell, Excel's serial number, dd/mm/aaaa (or - . as separator, or aa), aaaa-mm-dd. */
export function leerFecha(celda: Celda): string | null {
  if (celda instanceof Date) return dia(celda.getUTCFullYear(), celda.getUTCMonth() + 1, celda.getUTCDate());
  if (typeof celda === 'number') {
    const fecha = new Date(Date.UTC(1899, 11, 30) + Math.floor(celda) * 86_400_000);
    return dia(fecha.getUTCFullYear(), fecha.getUTCMonth() + 1, fecha.getUTCDate());
  }
  if (typeof celda !== 'string') return null;
  const texto = celda.trim().split(/\s+/)[0] ?? '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(texto);
  if (iso) return dia(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(texto);
  if (!dmy) return null;
  const y = Number(dmy[3]);
  return dia(y < 100 ? 2000 + y : y, Number(dmy[2]), Number(dmy[1]));
}

/** Which column holds each field, by its header as the file writes it. */
export interface Mapeo {
  fecha: string;
  concepto: string;
  abono: string;
  /** The bank's own reference of the line (optional: some banks have none). */
  referencia?: string;
}

/** The mapping's guess for headers a bank commonly uses. */
export function sugerirMapeo(encabezados: string[]): Partial<Mapeo> {
  const buscar = (...palabras: string[]) =>
    encabezados.find((h) => palabras.some((p) => h.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').includes(p)));
  return {
    fecha: buscar('fecha'),
    concepto: buscar('concepto', 'descripcion', 'detalle'),
    abono: buscar('abono', 'deposito', 'credito', 'ingreso'),
    referencia: buscar('referencia', 'rastreo', 'folio'),
  };
}

// Control characters a bank's export may carry: invisible, and refused by every text field.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

const texto = (celda: Celda) =>
  celda === null || celda === undefined
    ? ''
    : celda instanceof Date
      ? celda.toISOString()
      : String(celda).replace(CONTROL, '').trim();

/**
 * The statement's rows (the first is its header) as lines, through the mapping. Refused whole,
 * with the line named, at the first cell that is not what its column holds: a date that is not a
 * date, an amount that is not an amount, a negative deposit. A row with every cell empty is skipped.
 */
export function aLineas(filas: Celda[][], mapeo: Mapeo): LineaBanco[] {
  const [encabezados, ...datos] = filas;
  if (!encabezados?.length) throw new EstadoIlegible('El archivo está vacío');
  const nombres = encabezados.map(texto);
  if (nombres.some((n) => leerFecha(n) !== null || (n !== '' && /^[\d$(.,-]/.test(n) && leerImporte(n) !== null))) {
    throw new EstadoIlegible(
      'El archivo no tiene encabezados: su primera fila debe nombrar las columnas (Fecha, Concepto, Abono…)',
    );
  }
  if (datos.length > MAX_LINEAS_ESTADO) {
    throw new EstadoIlegible(
      `El archivo tiene ${datos.length.toLocaleString('es-MX')} líneas; se aceptan hasta ${MAX_LINEAS_ESTADO.toLocaleString('es-MX')}: divídalo por fechas`,
    );
  }
  const columna = (nombre: string | undefined, campo: string, requerida: boolean) => {
    const i = nombre === undefined || nombre === '' ? -1 : nombres.indexOf(nombre);
    if (i < 0 && requerida)
      throw new EstadoIlegible(`Falta la columna de ${campo}: elíjala en la asignación de columnas`);
    return i;
  };
  const [iFecha, iConcepto, iAbono, iReferencia] = [
    columna(mapeo.fecha, 'fecha', true),
    columna(mapeo.concepto, 'concepto', true),
    columna(mapeo.abono, 'abono', true),
    columna(mapeo.referencia, 'referencia', false),
  ];
  const lineas: LineaBanco[] = [];
  datos.forEach((celdas, i) => {
    const fila = i + 2;
    if (celdas.every((c) => texto(c) === '')) return;
    const fecha = leerFecha(celdas[iFecha]);
    if (!fecha) throw new EstadoIlegible(`Línea ${fila}: "${texto(celdas[iFecha])}" no es una fecha`);
    const abono = leerImporte(celdas[iAbono]);
    if (abono === null) throw new EstadoIlegible(`Línea ${fila}: "${texto(celdas[iAbono])}" no es un importe`);
    if (abono < 0) {
      throw new EstadoIlegible(
        `Línea ${fila}: el abono ${texto(celdas[iAbono])} es negativo; la columna de abonos solo lleva depósitos`,
      );
    }
    lineas.push({
      fila,
      fecha,
      concepto: texto(celdas[iConcepto]).slice(0, 300),
      abono,
      referencia: iReferencia < 0 ? '' : texto(celdas[iReferencia]).slice(0, 60),
    });
  });
  if (!lineas.length) throw new EstadoIlegible('El archivo no tiene líneas después de sus encabezados');
  return lineas;
}
