import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import type { CursorPage } from '@/lib/carga/use-cursor-page';
import { columnaAcciones } from './columnas-registro';
import type { Registro } from './ListaDeRegistros';
import { useRegistros } from './use-lista';

/** A kind of record as its list shows it. */
export interface Recurso {
  /** In messages and on the create button: "Proveedor" ("Nuevo proveedor", "Proveedor X guardado"). */
  etiqueta: string;
  /** The table's name: "Proveedores". */
  label: string;
  /** The icon of the "Nuevo …" button. */
  icono: ReactNode;
}

interface Acciones<T> {
  /** The Acciones column's width (110 unless told). */
  width?: number;
  /** The record's own actions, shown before edit and deactivate. Stable: module-level or memoised. */
  extra?: (row: T) => ReactNode;
  /** "Activar" for a record with a login (a client); "Reactivar" otherwise. */
  activar?: string;
}

/**
 * What ListaDeRegistros takes from the kind of record and the list's page: its names and icon, what
 * is being edited (useRegistros), and the columns, the list's own followed by Acciones (edit,
 * deactivate or reactivate, and `extra`). `columnas` must be stable between renders: module-level,
 * or memoised on what they show.
 */
export function useListaDeRegistros<T extends Registro>(
  data: CursorPage<T>,
  { etiqueta, label, icono }: Recurso,
  columnas: GridColDef<T>[],
  { width, extra, activar }: Acciones<T> = {},
) {
  const registros = useRegistros(data, etiqueta);
  const { editar, cambiarEstatus } = registros;
  const columns = useMemo(
    () => [...columnas, columnaAcciones<T>({ editar, cambiarEstatus, activar }, { width, extra })],
    [columnas, editar, cambiarEstatus, activar, width, extra],
  );
  return { registros, columns, label, icono };
}
