import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { RowActions } from '../RowActions';
import { StatusChip } from '../StatusChip';

interface ConEstatus extends GridValidRowModel {
  nombre: string;
  estatus: boolean;
}

/** The Estatus column: Activo / Inactivo. */
export function columnaEstatus<T extends ConEstatus>(width = 100): GridColDef<T> {
  return {
    field: 'estatus',
    headerName: 'Estatus',
    width,
    renderCell: ({ row }) => <StatusChip activo={row.estatus} />,
  };
}

/** The Acciones column: edit and deactivate/reactivate, plus any of the record's own actions first. */
export function columnaAcciones<T extends ConEstatus>(
  acciones: { editar: (row: T) => void; cambiarEstatus: (row: T) => void; activar?: string },
  { width = 110, extra }: { width?: number; extra?: (row: T) => ReactNode } = {},
): GridColDef<T> {
  return {
    field: 'acciones',
    headerName: 'Acciones',
    width,
    renderCell: ({ row }) => (
      <RowActions
        nombre={row.nombre}
        activo={row.estatus}
        onEdit={() => acciones.editar(row)}
        onToggle={() => acciones.cambiarEstatus(row)}
        activar={acciones.activar}
      >
        {extra?.(row)}
      </RowActions>
    ),
  };
}
