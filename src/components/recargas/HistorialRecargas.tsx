import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { MIN_DIGITOS_BUSQUEDA } from '@domain/numeros-base';
import { ESTADO_RECARGA_LABELS, formatNumero } from '@domain/recargas';
import { FILTRO_INICIAL, useRecargas, type RecargaFila, type RecargasFiltro } from '@/lib/recargas/list-recargas';
import { useSeguirPendientes } from '@/lib/recargas/seguir-pendientes';
import { optionsOf, SelectFilter } from '../filters';
import { columnaFecha, columnaMonto } from '../lista/columnas';
import { ListaConFechas } from '../lista/ListaConFechas';
import { useFiltro } from '../lista/use-lista';
import { useListaConFechas } from '../lista/use-lista-con-fechas';
import { AccionesDeRecarga, type AccionesRecarga } from './AccionesRecarga';
import { EstadoRecargaChip } from './EstadoRecargaChip';
import { cobradoNeto, TarjetaRecarga } from './TarjetaRecarga';

/**
 * A client's top-ups, newest first, a page at a time, with what can be done with each. Found by any
 * part of the number (4 digits or more). Those en verificación on the page are followed until the
 * server settles them (useSeguirPendientes): the page is read again, and `onResueltas` told.
 */
export function HistorialRecargas({
  clienteId,
  acciones,
  onResueltas,
}: {
  clienteId: string;
  acciones: AccionesRecarga;
  onResueltas?: () => void;
}) {
  const { filtro, setFiltro, campo, cambiar } = useFiltro<RecargasFiltro>(FILTRO_INICIAL, null);
  const data = useRecargas(clienteId, filtro);
  const lista = useListaConFechas({ filtro, setFiltro, data });
  const { onVerificar, onTicket, onRepetir, onRevertir } = acciones;
  const digitos = filtro.numero.length;
  const numeroCorto = digitos > 0 && digitos < MIN_DIGITOS_BUSQUEDA;
  const pendientes = data.rows.filter((row) => row.estado === 'pendiente').map((row) => row.id);
  const { reload } = data;
  useSeguirPendientes(
    pendientes,
    useCallback(() => {
      reload();
      onResueltas?.();
    }, [reload, onResueltas]),
  );

  const columns = useMemo<GridColDef<RecargaFila>[]>(
    () => [
      // Every column within a laptop's 1,366 px beside the menu (1,042 px for the table): what cost
      // nothing says "(reembolsado)" on a second line, and the actions go on two when they must.
      columnaFecha<RecargaFila>('fecha', 'Fecha', 120),
      { field: 'folio', headerName: 'Folio', width: 90 },
      { field: 'operador', headerName: 'Compañía', width: 110 },
      { field: 'numero', headerName: 'Número', width: 115, valueFormatter: formatNumero },
      columnaMonto<RecargaFila>('monto', 'Monto', 95),
      {
        ...columnaMonto<RecargaFila>('precio', 'Cobrado', 115),
        renderCell: ({ row }) => <span style={{ whiteSpace: 'normal', textAlign: 'right' }}>{cobradoNeto(row)}</span>,
      },
      {
        field: 'estado',
        headerName: 'Estado',
        width: 190,
        renderCell: ({ row }) => <EstadoRecargaChip estado={row.estado} />,
      },
      {
        field: 'acciones',
        headerName: 'Acciones',
        minWidth: 200,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <span style={{ display: 'flex', flexWrap: 'wrap', columnGap: 4 }}>
            <AccionesDeRecarga row={row} acciones={{ onVerificar, onTicket, onRepetir, onRevertir }} />
          </span>
        ),
      },
    ],
    [onVerificar, onTicket, onRepetir, onRevertir],
  );

  return (
    <ListaConFechas
      {...lista}
      label="Historial de recargas"
      columns={columns}
      tarjeta={(fila) => <TarjetaRecarga fila={fila} acciones={{ onVerificar, onTicket, onRepetir, onRevertir }} />}
      emptyText="Sin recargas con estos filtros"
      filasAltas
      filtros={
        <>
          <SelectFilter label="Estado" options={optionsOf(ESTADO_RECARGA_LABELS)} {...campo('estado')} />
          <TextField
            label="Número"
            size="small"
            value={filtro.numero}
            onChange={(event) => cambiar('numero', event.target.value.replace(/\D/g, '').slice(0, 10))}
            error={numeroCorto}
            helperText={numeroCorto ? `Escriba al menos ${MIN_DIGITOS_BUSQUEDA} dígitos` : 'Cualquier parte del número'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </>
      }
    />
  );
}
