import { descargar, toCsv, type ColumnaCsv } from './csv';

export type FormatoExportacion = 'csv' | 'xlsx';

/**
 * Saves rows, with the columns the screen shows, as `archivo`.csv or `archivo`.xlsx (sheet `hoja`);
 * the spreadsheet writer loads only when one is asked for.
 */
export async function exportarTabla<T>(
  formato: FormatoExportacion,
  archivo: string,
  hoja: string,
  columnas: ColumnaCsv<T>[],
  filas: T[],
): Promise<void> {
  if (formato === 'csv') {
    descargar(`${archivo}.csv`, new Blob([toCsv(columnas, filas)], { type: 'text/csv;charset=utf-8' }));
    return;
  }
  const { toXlsx, TIPO_XLSX } = await import('./xlsx');
  // A copy on its own ArrayBuffer, as Blob takes it.
  descargar(`${archivo}.xlsx`, new Blob([new Uint8Array(toXlsx(hoja, columnas, filas))], { type: TIPO_XLSX }));
}
