import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import {
  ESTADO_COMPRA_LABELS,
  METODO_PAGO_LABELS,
  TRANSICIONES_COMPRA,
  type EstadoCompra,
  type OrigenCompra,
} from '@domain/compras';
import { BuscarFiltro } from '@/components/BuscarPicker';
import { SelectFilter } from '@/components/filters';
import { columnaEtiqueta } from '@/components/lista/columna-etiqueta';
import { columnaFecha, columnaMonto } from '@/components/lista/columnas';
import { filtrosActivos } from '@/components/lista/FiltrosPlegables';
import { ListaConFechas } from '@/components/lista/ListaConFechas';
import { useFiltro } from '@/components/lista/use-lista';
import { useListaConFechas } from '@/components/lista/use-lista-con-fechas';
import { useCompras, type CompraFila, type ComprasFiltro } from '../api/list-compras';
import { EstadoCompraChip } from './EstadoCompraChip';

interface Props {
  alcance: { clienteId: string } | { origen: OrigenCompra };
  /** The column naming the other party ("Cliente", "Proveedor"); none for a client's own list. */
  contraparte?: string;
  estadoInicial?: EstadoCompra | '';
  onAbrir: (compra: CompraFila) => void;
}

/** Compras newest first, a page at a time, filtered by estado and dates; each opens its detail. */
export function ListaCompras({ alcance, contraparte, estadoInicial = '', onAbrir }: Props) {
  const inicial: ComprasFiltro = { estado: estadoInicial, clienteId: '', desde: null, hasta: null };
  const { filtro, setFiltro, campo, cambiar } = useFiltro(inicial, null);
  const data = useCompras(alcance, filtro);
  const lista = useListaConFechas({ filtro, setFiltro, data });
  const origen = 'origen' in alcance ? alcance.origen : 'cliente';
  const estados = (['pendiente', ...(TRANSICIONES_COMPRA[origen].pendiente ?? [])] as EstadoCompra[]).map((value) => ({
    value,
    label: ESTADO_COMPRA_LABELS[value],
  }));

  const columns = useMemo<GridColDef<CompraFila>[]>(
    () => [
      columnaFecha<CompraFila>('fecha', 'Fecha', 125),
      { field: 'folio', headerName: 'Folio', width: 95 },
      ...(contraparte
        ? [{ field: 'contraparte', headerName: contraparte, flex: 1, minWidth: 160 } as GridColDef<CompraFila>]
        : []),
      columnaMonto<CompraFila>('total', 'Total', 120),
      columnaEtiqueta('metodoPago', 'Pago', 120, METODO_PAGO_LABELS),
      { field: 'referencia', headerName: 'Referencia', width: 140 },
      {
        field: 'estado',
        headerName: 'Estado',
        width: 115,
        renderCell: ({ row }) => <EstadoCompraChip estado={row.estado} />,
      },
      {
        field: 'acciones',
        headerName: 'Acciones',
        width: 110,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => onAbrir(row)} aria-label={`Ver compra ${row.folio}`}>
            Ver
          </Button>
        ),
      },
    ],
    [contraparte, onAbrir],
  );

  return (
    <ListaConFechas
      {...lista}
      label="Compras"
      columns={columns}
      emptyText="Sin compras con estos filtros"
      plegarFiltros={filtrosActivos(filtro)}
      filtros={
        <>
          <SelectFilter label="Estado" options={estados} {...campo('estado')} />
          {contraparte === 'Cliente' && (
            <BuscarFiltro
              coleccion="clientes"
              label="Cliente"
              noOptionsText="Sin clientes que coincidan"
              onChange={(id) => cambiar('clienteId', id)}
            />
          )}
        </>
      }
    />
  );
}
