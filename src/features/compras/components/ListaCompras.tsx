import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import {
  ESTADO_COMPRA_LABELS,
  METODO_PAGO_LABELS,
  TRANSICIONES_COMPRA,
  type EstadoCompra,
  type OrigenCompra,
} from '../../../../domain/compras';
import { formatFecha } from '../../../../domain/fechas';
import { formatMoney } from '../../../../domain/money';
import { BuscarPicker } from '../../../components/BuscarPicker';
import { FechasProvider, RangoFechas } from '../../../components/FechaInput';
import { SelectFilter } from '../../../components/filters';
import { ServerTable } from '../../../components/ServerTable';
import type { Opcion } from '../../../lib/use-buscar-opciones';
import { useCompras, type CompraFila, type ComprasFiltro } from '../api/list-compras';
import { EstadoCompraChip } from './EstadoCompraChip';

interface Props {
  alcance: { clienteId: string } | { origen: OrigenCompra };
  /** The column naming the other party ("Cliente", "Proveedor"); none for a client's own list. */
  contraparte?: string;
  estadoInicial?: EstadoCompra | '';
  version: number;
  onAbrir: (compra: CompraFila) => void;
}

/** Compras newest first, a page at a time, filtered by estado and dates; each opens its detail. */
export function ListaCompras({ alcance, contraparte, estadoInicial = '', version, onAbrir }: Props) {
  const [filtro, setFiltro] = useState<ComprasFiltro>({
    estado: estadoInicial,
    clienteId: '',
    desde: null,
    hasta: null,
  });
  const [cliente, setCliente] = useState<Opcion | null>(null);
  const data = useCompras(alcance, filtro);
  const [seen, setSeen] = useState(version);
  if (seen !== version) {
    setSeen(version);
    data.reload();
  }
  const origen = 'origen' in alcance ? alcance.origen : 'cliente';
  const estados = (['pendiente', ...(TRANSICIONES_COMPRA[origen].pendiente ?? [])] as EstadoCompra[]).map((value) => ({
    value,
    label: ESTADO_COMPRA_LABELS[value],
  }));

  const columns = useMemo<GridColDef<CompraFila>[]>(
    () => [
      { field: 'fecha', headerName: 'Fecha', width: 125, valueFormatter: (value: Date | null) => formatFecha(value) },
      { field: 'folio', headerName: 'Folio', width: 95 },
      ...(contraparte
        ? [{ field: 'contraparte', headerName: contraparte, flex: 1, minWidth: 160 } as GridColDef<CompraFila>]
        : []),
      {
        field: 'total',
        headerName: 'Total',
        width: 120,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: formatMoney,
      },
      {
        field: 'metodoPago',
        headerName: 'Pago',
        width: 120,
        valueFormatter: (value: keyof typeof METODO_PAGO_LABELS) => METODO_PAGO_LABELS[value],
      },
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
    <FechasProvider>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <SelectFilter<EstadoCompra>
            label="Estado"
            value={filtro.estado}
            options={estados}
            onChange={(estado) => setFiltro({ ...filtro, estado })}
          />
          {contraparte === 'Cliente' && (
            <BuscarPicker
              coleccion="clientes"
              label="Cliente"
              size="small"
              value={cliente}
              onChange={(elegido) => {
                setCliente(elegido);
                setFiltro({ ...filtro, clienteId: elegido?.id ?? '' });
              }}
              noOptionsText="Sin clientes que coincidan"
            />
          )}
          <RangoFechas value={filtro} onChange={setFiltro} />
        </Stack>
        <ServerTable label="Compras" columns={columns} data={data} emptyText="Sin compras con estos filtros" />
      </Stack>
    </FechasProvider>
  );
}
