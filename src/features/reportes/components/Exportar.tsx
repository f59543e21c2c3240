import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNotify } from '../../../components/notify';
import { descargar, toCsv, type ColumnaCsv } from '../../../lib/csv';

/** Exports what the table shows, with its columns, to CSV or to Excel (whose writer loads on click). */
export function Exportar<T>({ nombre, columnas, filas }: { nombre: string; columnas: ColumnaCsv<T>[]; filas: T[] }) {
  const notify = useNotify();
  const csv = () => descargar(`${nombre}.csv`, new Blob([toCsv(columnas, filas)], { type: 'text/csv;charset=utf-8' }));
  const excel = async () => {
    try {
      const { toXlsx, TIPO_XLSX } = await import('../../../lib/xlsx');
      // A copy on its own ArrayBuffer, as Blob takes it.
      const bytes = new Uint8Array(toXlsx(nombre, columnas, filas));
      descargar(`${nombre}.xlsx`, new Blob([bytes], { type: TIPO_XLSX }));
    } catch {
      notify('No se pudo preparar el archivo de Excel. Revise su conexión e intente de nuevo.', 'error');
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<DownloadIcon />} onClick={csv} disabled={!filas.length}>
        Exportar CSV
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void excel()} disabled={!filas.length}>
        Exportar Excel
      </Button>
    </Stack>
  );
}
