import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatFecha } from '../../../domain/fechas';
import { formatMoney } from '../../../domain/money';

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
