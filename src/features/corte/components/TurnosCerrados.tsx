import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { textoDiferencia } from '@domain/corte';
import { formatDia } from '@domain/fechas';
import { ServerTable } from '@/components/ServerTable';
import { columnaFecha, columnaMonto } from '@/components/lista/columnas';
import type { CursorPage } from '@/lib/carga/use-cursor-page';
import type { TurnoFila } from '../api/turnos';

/** The shop's closed shifts, newest first, each printable again. */
export function TurnosCerrados({ data, onVer }: { data: CursorPage<TurnoFila>; onVer: (turno: TurnoFila) => void }) {
  const columns = useMemo<GridColDef<TurnoFila>[]>(
    () => [
      { field: 'numero', headerName: 'Turno', width: 80 },
      columnaFecha<TurnoFila>('cerradoEn', 'Cerrado', 130),
      { field: 'desdeDia', headerName: 'Desde el día', width: 110, valueFormatter: formatDia },
      columnaMonto<TurnoFila>('esperado', 'Esperado', 110),
      columnaMonto<TurnoFila>('contado', 'Contado', 110),
      {
        field: 'diferencia',
        headerName: 'Diferencia',
        width: 150,
        valueFormatter: (value: number) => textoDiferencia(value),
      },
      {
        field: 'acciones',
        headerName: 'Acciones',
        minWidth: 150,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            startIcon={<PrintIcon />}
            onClick={() => onVer(row)}
            aria-label={`Ver turno ${row.numero}`}
          >
            Ver
          </Button>
        ),
      },
    ],
    [onVer],
  );
  return (
    <ServerTable label="Turnos cerrados" columns={columns} data={data} emptyText="Aún no ha cerrado ningún turno." />
  );
}
