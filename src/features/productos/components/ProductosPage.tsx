import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { margen, TIPO_PRODUCTO_LABELS, type TipoProducto } from '../../../../domain/catalogo';
import { STOCK_BAJO, stockBajo } from '../../../../domain/compras';
import { formatMoney } from '../../../../domain/money';
import { EstatusDialog } from '../../../components/EstatusDialog';
import { ESTATUS_OPTIONS, optionsOf, SearchField, SelectFilter } from '../../../components/filters';
import { useNotify } from '../../../components/notify';
import { RowActions } from '../../../components/RowActions';
import { ServerTable } from '../../../components/ServerTable';
import { StatusChip } from '../../../components/StatusChip';
import { useDebounced } from '../../../lib/use-debounced';
import type { Opcion } from '../../../lib/use-buscar-opciones';
import { useProductos, type ProductoFila } from '../api/list-productos';
import { useOperadores } from '../../../lib/use-operadores';
import type { ProductosFiltro } from '../api/productos-query';
import { ProveedorPicker } from './ProveedorPicker';
import { lazyDialog } from '../../../components/lazy-dialog';

const ProductoDialog = lazyDialog(() => import('./ProductoDialog').then((m) => m.ProductoDialog));

const money = (value: number) => formatMoney(value);

export default function ProductosPage() {
  const notify = useNotify();
  const { lista: operadores } = useOperadores();
  const [filtro, setFiltro] = useState<ProductosFiltro>({
    texto: '',
    tipo: '',
    operador: '',
    proveedorId: '',
    estatus: '',
  });
  const [proveedor, setProveedor] = useState<Opcion | null>(null);
  const texto = useDebounced(filtro.texto);
  const { page: data, nombres } = useProductos({ ...filtro, texto });
  const [editing, setEditing] = useState<ProductoFila | 'nuevo' | null>(null);
  const anchoCompleto = useMediaQuery((theme) => theme.breakpoints.up('xl'), { noSsr: true });
  const [toggling, setToggling] = useState<ProductoFila | null>(null);

  const columns = useMemo<GridColDef<ProductoFila>[]>(
    () => [
      // Fits a 1366 px screen with the menu open; Proveedor and SKU show from 1536 px (or from the column menu).
      { field: 'nombre', headerName: 'Nombre', flex: 1, minWidth: 160 },
      {
        field: 'tipo',
        headerName: 'Tipo',
        width: 80,
        valueFormatter: (value: TipoProducto) => TIPO_PRODUCTO_LABELS[value],
      },
      { field: 'operador', headerName: 'Operador', width: 110 },
      {
        field: 'proveedorId',
        headerName: 'Proveedor',
        width: 160,
        valueFormatter: (value: string) => nombres[value] ?? '…',
      },
      { field: 'sku', headerName: 'SKU', width: 130 },
      { field: 'costo', headerName: 'Costo', width: 95, align: 'right', headerAlign: 'right', valueFormatter: money },
      {
        field: 'precio',
        headerName: 'Precio',
        width: 95,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: money,
      },
      {
        field: 'margen',
        headerName: 'Margen',
        width: 135,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => margen(row.costo, row.precio),
        valueFormatter: (value: ReturnType<typeof margen>) =>
          `${formatMoney(value.centavos)}${value.porcentaje === null ? '' : ` (${value.porcentaje}%)`}`,
      },
      {
        // A recarga's airtime, a SIM's stock: one column, as each product has at most one of them.
        field: 'monto',
        headerName: 'Monto / stock',
        width: 115,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) =>
          row.tipo === 'recarga' ? (
            formatMoney(row.monto)
          ) : row.tipo !== 'sim' ? (
            '—'
          ) : stockBajo(row.stock) ? (
            <Chip
              size="small"
              color="warning"
              label={`${row.stock} en stock · bajo`}
              title={`Stock bajo (${STOCK_BAJO} o menos)`}
            />
          ) : (
            `${row.stock} en stock`
          ),
      },
      {
        field: 'estatus',
        headerName: 'Estatus',
        width: 100,
        renderCell: ({ row }) => <StatusChip activo={row.estatus} />,
      },
      {
        field: 'acciones',
        headerName: 'Acciones',
        width: 100,
        renderCell: ({ row }) => (
          <RowActions
            nombre={row.nombre}
            activo={row.estatus}
            onEdit={() => setEditing(row)}
            onToggle={() => setToggling(row)}
          />
        ),
      },
    ],
    [nombres],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'center' } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexGrow: 1, flexWrap: 'wrap' }}>
          <SearchField
            label="Buscar por nombre o SKU"
            value={filtro.texto}
            onChange={(value) => setFiltro({ ...filtro, texto: value })}
          />
          <SelectFilter
            label="Tipo"
            value={filtro.tipo}
            options={optionsOf(TIPO_PRODUCTO_LABELS)}
            onChange={(tipo) => setFiltro({ ...filtro, tipo })}
          />
          <SelectFilter
            label="Operador"
            value={filtro.operador}
            options={operadores.map((value) => ({ value, label: value }))}
            onChange={(operador) => setFiltro({ ...filtro, operador })}
          />
          <ProveedorPicker
            label="Proveedor"
            size="small"
            value={proveedor}
            onChange={(option) => {
              setProveedor(option);
              setFiltro({ ...filtro, proveedorId: option?.id ?? '' });
            }}
          />
          <SelectFilter
            label="Estatus"
            value={filtro.estatus}
            options={ESTATUS_OPTIONS}
            onChange={(estatus) => setFiltro({ ...filtro, estatus })}
          />
        </Stack>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing('nuevo')}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          Nuevo producto
        </Button>
      </Stack>
      <ServerTable
        label="Productos"
        columns={columns}
        data={data}
        emptyText="No hay productos con estos filtros"
        hidden={anchoCompleto ? [] : ['proveedorId', 'sku']}
      />
      {editing && (
        <ProductoDialog
          producto={editing === 'nuevo' ? null : editing}
          proveedorNombre={editing === 'nuevo' ? undefined : nombres[editing.proveedorId]}
          onClose={() => setEditing(null)}
          onSaved={(nombre) => {
            notify(`Producto ${nombre} guardado`);
            setEditing(null);
            data.reload();
          }}
        />
      )}
      <EstatusDialog
        entidad="productos"
        etiqueta="Producto"
        registro={toggling}
        alDesactivar="dejará de ofrecerse a los clientes para comprar o recargar."
        alReactivar="volverá a ofrecerse a los clientes."
        onClose={() => setToggling(null)}
        onDone={() => {
          setToggling(null);
          data.reload();
        }}
      />
    </Stack>
  );
}
