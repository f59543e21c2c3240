import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNotify } from '@/components/notify';
import type { ColumnaCsv } from '@/lib/exportar/csv';
import { exportarTabla } from '@/lib/exportar/exportar';

/** Exports what the table shows, with its columns, to CSV or to Excel (whose writer loads on click). */
export function Exportar<T>({ nombre, columnas, filas }: { nombre: string; columnas: ColumnaCsv<T>[]; filas: T[] }) {
  const notify = useNotify();
  const csv = () => void exportarTabla('csv', nombre, nombre, columnas, filas);
  const excel = async () => {
    try {
      await exportarTabla('xlsx', nombre, nombre, columnas, filas);
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
