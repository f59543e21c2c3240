import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { margen, partesPaquete, TIPO_PRODUCTO_LABELS } from '@domain/catalogo';
import { STOCK_BAJO, stockBajo } from '@domain/compras';
import { formatMoney } from '@domain/money';
import { columnaEtiqueta } from '@/components/lista/columna-etiqueta';
import { columnaEstatus } from '@/components/lista/columnas-registro';
import { columnaMonto } from '@/components/lista/columnas';
import type { ProductoFila } from '../api/list-productos';

const formatMargen = (value: ReturnType<typeof margen>) =>
  `${formatMoney(value.centavos)}${value.porcentaje === null ? '' : ` (${value.porcentaje}%)`}`;

function MontoOStock({ row }: { row: ProductoFila }) {
  if (row.tipo === 'recarga') return formatMoney(row.monto);
  if (row.tipo === 'paquete') return [formatMoney(row.monto), ...partesPaquete(row)].join(' · ');
  if (row.tipo !== 'sim') return '—';
  if (!stockBajo(row.stock)) return `${row.stock} en stock`;
  return (
    <Chip
      size="small"
      color="warning"
      label={`${row.stock} en stock · bajo`}
      title={`Stock bajo (${STOCK_BAJO} o menos)`}
    />
  );
}

/**
 * Fits a 1366 px screen with the menu open; Proveedor and SKU show from 1536 px (or from the
 * column menu). `proveedores` names each row's supplier.
 */
export function columnasProductos(proveedores: Record<string, string>): GridColDef<ProductoFila>[] {
  return [
    { field: 'nombre', headerName: 'Nombre', flex: 1, minWidth: 160 },
    columnaEtiqueta('tipo', 'Tipo', 80, TIPO_PRODUCTO_LABELS),
    { field: 'operador', headerName: 'Operador', width: 110 },
    {
      field: 'proveedorId',
      headerName: 'Proveedor',
      width: 160,
      valueFormatter: (value: string) => proveedores[value] ?? '…',
    },
    { field: 'sku', headerName: 'SKU', width: 130 },
    columnaMonto<ProductoFila>('costo', 'Costo', 95),
    columnaMonto<ProductoFila>('precio', 'Precio', 95),
    {
      ...columnaMonto<ProductoFila>('margen', 'Margen', 135),
      valueGetter: (_value, row) => margen(row.costo, row.precio),
      valueFormatter: formatMargen,
    },
    {
      // A recarga's airtime, a paquete's price and contents, a SIM's stock: one column, as each
      // product has at most one of them.
      ...columnaMonto<ProductoFila>('monto', 'Monto / stock', 140),
      renderCell: ({ row }) => <MontoOStock row={row} />,
    },
    columnaEstatus<ProductoFila>(),
  ];
}
