import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { ESTADO_RECARGA_LABELS, formatNumero, soloDigitos } from '../../../domain/recargas';
import { FILTRO_INICIAL, useRecargas, type RecargaFila, type RecargasFiltro } from '../../lib/recargas/list-recargas';
import { optionsOf, SelectFilter } from '../filters';
import { columnaFecha, columnaMonto } from '../lista/columnas';
import { ListaConFechas } from '../lista/ListaConFechas';
import { useFiltro } from '../lista/use-lista';
import { useListaConFechas } from '../lista/use-lista-con-fechas';
import { AccionesDeRecarga, type AccionesRecarga } from './AccionesRecarga';
import { EstadoRecargaChip } from './EstadoRecargaChip';

/** A client's top-ups, newest first, a page at a time, with what can be done with each. */
export function HistorialRecargas({
  clienteId,
  version,
  acciones,
}: {
  clienteId: string;
  /** Bumped by the caller after a change it made, to read the first page again. */
  version: number;
  acciones: AccionesRecarga;
}) {
  const { filtro, setFiltro, campo, cambiar } = useFiltro<RecargasFiltro>(FILTRO_INICIAL, null);
  const data = useRecargas(clienteId, filtro);
  const lista = useListaConFechas({ filtro, setFiltro, data, version });
  const { onVerificar, onTicket, onRepetir, onRevertir } = acciones;
  const numeroIncompleto = filtro.numero !== '' && !/^\d{10}$/.test(filtro.numero);

  const columns = useMemo<GridColDef<RecargaFila>[]>(
    () => [
      columnaFecha<RecargaFila>('fecha', 'Fecha', 125),
      { field: 'folio', headerName: 'Folio', width: 95 },
      { field: 'operador', headerName: 'Compañía', width: 110 },
      { field: 'numero', headerName: 'Número', width: 125, valueFormatter: formatNumero },
      columnaMonto<RecargaFila>('monto', 'Monto', 105),
      columnaMonto<RecargaFila>('precio', 'Cobrado', 105),
      {
        field: 'estado',
        headerName: 'Estado',
        width: 135,
        renderCell: ({ row }) => <EstadoRecargaChip estado={row.estado} />,
      },
      {
        field: 'acciones',
        headerName: 'Acciones',
        minWidth: 150,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <AccionesDeRecarga row={row} acciones={{ onVerificar, onTicket, onRepetir, onRevertir }} />
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
      emptyText="Sin recargas con estos filtros"
      filtros={
        <>
          <SelectFilter label="Estado" options={optionsOf(ESTADO_RECARGA_LABELS)} {...campo('estado')} />
          <TextField
            label="Número"
            size="small"
            value={filtro.numero}
            onChange={(event) => cambiar('numero', soloDigitos(event.target.value))}
            error={numeroIncompleto}
            helperText={numeroIncompleto ? 'Escriba los 10 dígitos para filtrar' : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </>
      }
    />
  );
}
