import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { formatMoney } from '@domain/money';
import { TIPO_MOVIMIENTO_LABELS, TIPOS_MOVIMIENTO } from '@domain/saldo';
import { SelectFilter } from '../filters';
import { columnaEtiqueta } from '../lista/columna-etiqueta';
import { columnaFecha, columnaMonto } from '../lista/columnas';
import { ListaConFechas } from '../lista/ListaConFechas';
import { useFiltro } from '../lista/use-lista';
import { useListaConFechas } from '../lista/use-lista-con-fechas';
import { useNotify } from '../notify';
import { exportarTabla, type FormatoExportacion } from '@/lib/exportar/exportar';
import { dbErrorMessage } from '@/lib/db-errors';
import { COLUMNAS_MOVIMIENTOS, leerMovimientos } from './exportar-movimientos';
import { useMovimientos, type MovimientoFila, type MovimientosFiltro } from './list-movimientos';

const INICIAL: MovimientosFiltro = { tipo: '', desde: null, hasta: null };
const TIPO_OPTIONS = TIPOS_MOVIMIENTO.map((value) => ({ value, label: TIPO_MOVIMIENTO_LABELS[value] }));

const signed = (value: number) => (value > 0 ? `+${formatMoney(value)}` : formatMoney(value));

const COLUMNAS: GridColDef<MovimientoFila>[] = [
  columnaFecha<MovimientoFila>('fecha', 'Fecha', 130),
  columnaEtiqueta('tipo', 'Tipo', 100, TIPO_MOVIMIENTO_LABELS),
  { field: 'concepto', headerName: 'Concepto', flex: 1, minWidth: 200 },
  columnaMonto<MovimientoFila>('monto', 'Monto', 120, signed),
  columnaMonto<MovimientoFila>('saldoAnterior', 'Saldo anterior', 130),
  columnaMonto<MovimientoFila>('saldoNuevo', 'Saldo nuevo', 130),
];

/** The client's ledger: newest first, a page at a time, filtered on the server, exportable. */
export function EstadoDeCuenta({ clienteId, nombre }: { clienteId: string; nombre: string }) {
  const notify = useNotify();
  const { filtro, setFiltro, campo } = useFiltro<MovimientosFiltro>(INICIAL, null);
  const data = useMovimientos(clienteId, filtro);
  const lista = useListaConFechas({ filtro, setFiltro, data });
  const [exporting, setExporting] = useState(false);

  /** What the filters select, to CSV or to Excel (whose writer loads only then). */
  const exportar = async (formato: FormatoExportacion) => {
    setExporting(true);
    try {
      const filas = await leerMovimientos(clienteId, filtro);
      const archivo = `estado-de-cuenta-${nombre.replace(/[^\w-]+/g, '-')}`;
      await exportarTabla(formato, archivo, 'Estado de cuenta', COLUMNAS_MOVIMIENTOS, filas);
    } catch (error) {
      notify(dbErrorMessage(error), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListaConFechas
      {...lista}
      label="Estado de cuenta"
      columns={COLUMNAS}
      emptyText="Sin movimientos con estos filtros"
      filtros={<SelectFilter label="Tipo de movimiento" options={TIPO_OPTIONS} {...campo('tipo')} />}
      acciones={
        <>
          <Button startIcon={<DownloadIcon />} onClick={() => void exportar('csv')} loading={exporting}>
            Exportar CSV
          </Button>
          <Button startIcon={<DownloadIcon />} onClick={() => void exportar('xlsx')} loading={exporting}>
            Exportar Excel
          </Button>
        </>
      }
    />
  );
}
