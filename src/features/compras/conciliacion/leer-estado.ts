// A bank statement file as rows of cells: CSV (any separator, UTF-8 or Latin-1) through Papa Parse,
// .xlsx through read-excel-file. Loaded only by the reconciliation dialog.
import Papa from 'papaparse';
import { decodificar, EstadoIlegible, MAX_BYTES_ESTADO, type Celda } from '@domain/estado-bancario';

export interface EstadoLeido {
  filas: Celda[][];
  sha256: string;
}

/** A cell of the .xlsx reader: its text, number, boolean or date. */
const celda = (c: unknown): Celda =>
  typeof c === 'string' || typeof c === 'number' || typeof c === 'boolean' || c instanceof Date ? c : null;

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The rows of a CSV text: its separator (`,`, `;`, tab) found by the parser. */
export function filasCsv(texto: string): Celda[][] {
  const { data, errors } = Papa.parse<string[]>(texto, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const grave = errors.find((e) => e.type === 'Quotes');
  if (grave) throw new EstadoIlegible(`Línea ${grave.row === undefined ? '?' : grave.row + 1}: comillas sin cerrar`);
  return data;
}

/** The file's rows and its SHA-256 (the import's log names the file by it). */
export async function leerEstado(archivo: File): Promise<EstadoLeido> {
  if (archivo.size > MAX_BYTES_ESTADO) {
    throw new EstadoIlegible(
      `El archivo pesa ${(archivo.size / 1_000_000).toFixed(1)} MB; se aceptan hasta ${MAX_BYTES_ESTADO / 1_000_000} MB: divídalo por fechas`,
    );
  }
  const bytes = await archivo.arrayBuffer();
  const sha256 = hex(await crypto.subtle.digest('SHA-256', bytes));
  if (/\.xlsx$/i.test(archivo.name)) {
    const { readSheet } = await import('read-excel-file/browser');
    try {
      return { filas: (await readSheet(bytes)).map((fila) => fila.map(celda)), sha256 };
    } catch {
      throw new EstadoIlegible('El archivo no es un Excel .xlsx válido');
    }
  }
  if (/\.xls$/i.test(archivo.name)) throw new EstadoIlegible('Guarde el estado de cuenta como .xlsx o como CSV');
  return { filas: filasCsv(decodificar(new Uint8Array(bytes))), sha256 };
}
