import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ESTADO_CIERRE_LABELS, type EstadoCierre, type TotalesDia } from '@domain/cierres';
import type { RangoDias } from '@domain/reportes';
import { ErrorConReintentar } from '@/components/ErrorConReintentar';
import { dia, importe, type ColumnaCsv } from '@/lib/exportar/csv';
import { consultarComoSesion } from '@/lib/rest/lectura-sesion';
import { useCarga } from '@/lib/carga/use-carga';
import { Exportar } from './Exportar';
import { Encabezado } from './Seccion';
import { TablaReporte } from './TablaReporte';

interface FilaCierre {
  dia: string;
  estado: EstadoCierre;
  nDescuadres: number;
  totales: TotalesDia;
}

const COLUMNAS: ColumnaCsv<FilaCierre>[] = [
  { header: 'Día', value: (f) => dia(f.dia) },
  { header: 'Estado', value: (f) => `${ESTADO_CIERRE_LABELS[f.estado]}${f.nDescuadres ? ` (${f.nDescuadres})` : ''}` },
  { header: 'Recargas exitosas', value: (f) => f.totales.exitosas },
  { header: 'Vendido', value: (f) => importe(f.totales.vendido) },
  { header: 'Cobrado', value: (f) => importe(f.totales.cobrado) },
  { header: 'Costo', value: (f) => importe(f.totales.costo) },
  { header: 'Margen', value: (f) => importe(f.totales.margen) },
  { header: 'Reembolsos', value: (f) => importe(f.totales.reembolsos) },
  { header: 'Depósitos', value: (f) => importe(f.totales.depositos) },
  { header: 'Ajustes', value: (f) => importe(f.totales.ajustes) },
];

/** The closes of the period's days (at most 100 documents, a few fields each). */
const leerCierres = async (rango: RangoDias): Promise<FilaCierre[]> =>
  (
    await consultarComoSesion(
      'cierres',
      {
        filtros: [
          { campo: 'dia', op: 'GREATER_THAN_OR_EQUAL', valor: rango.desde },
          { campo: 'dia', op: 'LESS_THAN_OR_EQUAL', valor: rango.hasta },
        ],
        orden: 'dia',
        descendente: true,
        limite: 100,
      },
      ['dia', 'estado', 'nDescuadres', 'totales'],
    )
  ).map(({ data }) => data as unknown as FilaCierre);

/** Admin and manager: a row per day with the totals of the close the server runs for it, and its state. */
export function Cierres({ rango, periodo }: { rango: RangoDias; periodo: string }) {
  const { data, error, reload } = useCarga(`cierres:${rango.desde}:${rango.hasta}`, () => leerCierres(rango));
  const titulo = `Cierres diarios, ${periodo}`;
  return (
    <Stack spacing={2} component="section" aria-label="Cierres diarios">
      <Encabezado titulo={titulo}>
        {data && <Exportar nombre={`cierres-${rango.desde}-a-${rango.hasta}`} columnas={COLUMNAS} filas={data} />}
      </Encabezado>
      {error ? (
        <ErrorConReintentar mensaje={error} onReintentar={reload} />
      ) : !data ? (
        <Skeleton variant="rectangular" height={160} />
      ) : data.length ? (
        <TablaReporte titulo={titulo} columnas={COLUMNAS} filas={data} />
      ) : (
        <Typography color="text.secondary">Aún no hay cierres en {periodo}: se hacen cada día a las 00:10.</Typography>
      )}
    </Stack>
  );
}
