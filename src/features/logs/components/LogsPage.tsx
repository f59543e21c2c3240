import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { LOG_SCREENS, LOG_TYPES, ORIGEN_LOG_LABELS, type LogType } from '@domain/logs';
import { optionsOfValues, SelectFilter } from '@/components/filters';
import { columnaEtiqueta } from '@/components/lista/columna-etiqueta';
import { columnaFecha } from '@/components/lista/columnas';
import { filtrosActivos } from '@/components/lista/FiltrosPlegables';
import { ListaConFechas } from '@/components/lista/ListaConFechas';
import { useFiltro } from '@/components/lista/use-lista';
import { useListaConFechas } from '@/components/lista/use-lista-con-fechas';
import { useLogs, type LogFila, type LogsFiltro } from '../api/list-logs';
import { DetalleDialog } from './DetalleDialog';

const INICIAL: LogsFiltro = { type: '', screen: '', email: '', desde: null, hasta: null };

const TYPE_COLORS: Record<LogType, 'info' | 'warning' | 'error'> = { INFO: 'info', WARN: 'warning', ERROR: 'error' };

export default function LogsPage() {
  const { filtro, setFiltro, consulta, campo, cambiar } = useFiltro(INICIAL, 'email');
  const data = useLogs(consulta);
  const lista = useListaConFechas({ filtro, setFiltro, data });
  const [abierto, setAbierto] = useState<LogFila | null>(null);

  const columns = useMemo<GridColDef<LogFila>[]>(
    () => [
      columnaFecha<LogFila>('fecha', 'Fecha', 130),
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
        ...columnaEtiqueta('origen', 'Origen', 110, ORIGEN_LOG_LABELS),
        description:
          'Servidor: escrito por el servidor con el cambio. Navegador: escrito por el navegador del usuario.',
      },
      {
        // Every entry opens whole: its message may not fit the column, and a change shows its fields.
        field: 'acciones',
        headerName: 'Detalle',
        width: 100,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setAbierto(row)} aria-label={`Ver detalle: ${row.message}`}>
            Ver
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <ListaConFechas
      {...lista}
      label="Logs"
      emptyText="No hay registros con estos filtros"
      plegarFiltros={filtrosActivos(filtro)}
      columns={columns}
      filtros={
        <>
          <SelectFilter label="Tipo" options={optionsOfValues(LOG_TYPES)} {...campo('type')} />
          <SelectFilter label="Pantalla" options={optionsOfValues(LOG_SCREENS)} allLabel="Todas" {...campo('screen')} />
          <TextField
            label="Correo"
            size="small"
            type="email"
            value={filtro.email}
            onChange={(event) => cambiar('email', event.target.value)}
            sx={{ minWidth: 220 }}
          />
        </>
      }
    >
      {abierto && <DetalleDialog log={abierto} onClose={() => setAbierto(null)} />}
    </ListaConFechas>
  );
}
