import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatFecha } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import { formatTelefono } from '@domain/telefono';

/** A column of amounts in centavos, shown as pesos and aligned right. */
export function columnaMonto<T extends GridValidRowModel>(
  field: string,
  headerName: string,
  width: number,
  formato: (centavos: number) => string = formatMoney,
): GridColDef<T> {
  return {
    field,
    headerName,
    width,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number) => formato(value),
  };
}

/** A column of dates and times, dd/mm/yy hh:mm. */
export function columnaFecha<T extends GridValidRowModel>(
  field: string,
  headerName: string,
  width: number,
): GridColDef<T> {
  return { field, headerName, width, valueFormatter: (value: Date | null) => formatFecha(value) };
}

/** A column of phone numbers, in the one format every screen shows them: 55 1542 9165. */
export function columnaTelefono<T extends GridValidRowModel>(width = 120): GridColDef<T> {
  return {
    field: 'telefono',
    headerName: 'Teléfono',
    width,
    valueFormatter: (value: string | null) => (value ? formatTelefono(value) : ''),
  };
}
