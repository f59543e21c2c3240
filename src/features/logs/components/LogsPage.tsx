import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { formatFecha } from '../../../../domain/fechas';
import { ORIGEN_LOG_LABELS, type LogDetalle, type LogType, type OrigenLog } from '../../../../domain/logs';
import { FechasProvider } from '../../../components/FechaInput';
import { ServerTable } from '../../../components/ServerTable';
import { useDebounced } from '../../../lib/use-debounced';
import { useLogs, type LogFila, type LogsFiltro } from '../api/list-logs';
import { DetalleDialog } from './DetalleDialog';
import { LogsFiltros } from './LogsFiltros';

const TYPE_COLORS: Record<LogType, 'info' | 'warning' | 'error'> = { INFO: 'info', WARN: 'warning', ERROR: 'error' };

export default function LogsPage() {
  const [filtro, setFiltro] = useState<LogsFiltro>({ type: '', screen: '', email: '', desde: null, hasta: null });
  const email = useDebounced(filtro.email, 400);
  const data = useLogs({ ...filtro, email });
  const [detalle, setDetalle] = useState<LogDetalle | null>(null);

  const columns = useMemo<GridColDef<LogFila>[]>(
    () => [
      { field: 'fecha', headerName: 'Fecha', width: 130, valueFormatter: (value: Date | null) => formatFecha(value) },
      {
        field: 'type',
        headerName: 'Tipo',
        width: 100,
        renderCell: ({ row }) => <Chip size="small" label={row.type} color={TYPE_COLORS[row.type] ?? 'default'} />,
      },
      { field: 'screen', headerName: 'Pantalla', width: 130 },
      { field: 'message', headerName: 'Mensaje', flex: 1, minWidth: 220 },
      { field: 'email', headerName: 'Correo', width: 210 },
      {
        field: 'origen',
        headerName: 'Origen',
        width: 110,
        description:
          'Servidor: escrito por el servidor con el cambio. Navegador: escrito por el navegador del usuario.',
        valueFormatter: (value: OrigenLog | null) => (value ? ORIGEN_LOG_LABELS[value] : '—'),
      },
      {
        field: 'detalle',
        headerName: 'Detalle',
        width: 100,
        renderCell: ({ row }) =>
          row.detalle ? (
            <Button size="small" onClick={() => setDetalle(row.detalle)} aria-label={`Ver detalle: ${row.message}`}>
              Ver
            </Button>
          ) : null,
      },
    ],
    [],
  );

  return (
    <FechasProvider>
      <Stack spacing={2}>
        <LogsFiltros value={filtro} onChange={setFiltro} />
        <ServerTable label="Logs" columns={columns} data={data} emptyText="No hay registros con estos filtros" />
        {detalle && <DetalleDialog detalle={detalle} onClose={() => setDetalle(null)} />}
      </Stack>
    </FechasProvider>
  );
}
