import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** A column of a coded value shown by its label (TIPO_MOVIMIENTO_LABELS…); '—' where there is none. */
export function columnaEtiqueta<T extends GridValidRowModel, K extends string>(
  field: Extract<keyof T, string>,
  headerName: string,
  width: number,
  labels: Record<K, string>,
): GridColDef<T> {
  return { field, headerName, width, valueFormatter: (value: K | null) => (value ? labels[value] : '—') };
}
