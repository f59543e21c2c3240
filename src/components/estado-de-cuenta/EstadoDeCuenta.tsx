import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { formatFecha } from '../../../domain/fechas';
import { formatMoney } from '../../../domain/money';
import { TIPO_MOVIMIENTO_LABELS, TIPOS_MOVIMIENTO, type TipoMovimiento } from '../../../domain/saldo';
import { FechasProvider, RangoFechas } from '../FechaInput';
import { SelectFilter } from '../filters';
import { useNotify } from '../notify';
import { ServerTable } from '../ServerTable';
import { exportarTabla, type FormatoExportacion } from '../../lib/exportar';
import { dbErrorMessage } from '../../lib/db-errors';
import { COLUMNAS_MOVIMIENTOS, leerMovimientos } from './exportar-movimientos';
import { useMovimientos, type MovimientoFila, type MovimientosFiltro } from './list-movimientos';

const signed = (value: number) => (value > 0 ? `+${formatMoney(value)}` : formatMoney(value));

/** The client's ledger: newest first, a page at a time, filtered on the server, exportable. */
export function EstadoDeCuenta({ clienteId, nombre, version }: { clienteId: string; nombre: string; version: number }) {
  const notify = useNotify();
  const [filtro, setFiltro] = useState<MovimientosFiltro>({ tipo: '', desde: null, hasta: null });
  const data = useMovimientos(clienteId, filtro);
  const [exporting, setExporting] = useState(false);
  const [seen, setSeen] = useState(version);
  if (seen !== version) {
    setSeen(version);
    data.reload();
  }

  const columns = useMemo<GridColDef<MovimientoFila>[]>(
    () => [
      { field: 'fecha', headerName: 'Fecha', width: 130, valueFormatter: (value: Date | null) => formatFecha(value) },
      {
        field: 'tipo',
        headerName: 'Tipo',
        width: 100,
        valueFormatter: (value: TipoMovimiento) => TIPO_MOVIMIENTO_LABELS[value],
      },
      { field: 'concepto', headerName: 'Concepto', flex: 1, minWidth: 200 },
      { field: 'monto', headerName: 'Monto', width: 120, align: 'right', headerAlign: 'right', valueFormatter: signed },
      {
        field: 'saldoAnterior',
        headerName: 'Saldo anterior',
        width: 130,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatMoney(value),
      },
      {
        field: 'saldoNuevo',
        headerName: 'Saldo nuevo',
        width: 130,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatMoney(value),
      },
    ],
    [],
  );

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
    <FechasProvider>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <SelectFilter
            label="Tipo de movimiento"
            value={filtro.tipo}
            options={TIPOS_MOVIMIENTO.map((value) => ({ value, label: TIPO_MOVIMIENTO_LABELS[value] }))}
            onChange={(tipo) => setFiltro({ ...filtro, tipo })}
          />
          <RangoFechas value={filtro} onChange={setFiltro} />
          <Button startIcon={<DownloadIcon />} onClick={() => void exportar('csv')} loading={exporting}>
            Exportar CSV
          </Button>
          <Button startIcon={<DownloadIcon />} onClick={() => void exportar('xlsx')} loading={exporting}>
            Exportar Excel
          </Button>
        </Stack>
        <ServerTable
          label="Estado de cuenta"
          columns={columns}
          data={data}
          emptyText="Sin movimientos con estos filtros"
        />
      </Stack>
    </FechasProvider>
  );
}
