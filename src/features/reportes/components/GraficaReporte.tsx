import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '@domain/money';

interface GraficaReporteProps {
  /** What the chart shows; its table beside it holds the same figures for screen readers. */
  titulo: string;
  etiquetas: string[];
  /** Centavos per label. */
  centavos: number[];
  /**
   * One bar a row, each with its name beside it: for names (clients, carriers, distributors),
   * which side by side under vertical bars left every other one unnamed. Days stay vertical.
   */
  horizontal?: boolean;
}

const etiquetaEje = (pesos: number) => formatMoney(Math.round(pesos * 100)).replace(/\.00$/, '');

/**
 * The y axis' width, from its longest label: the top tick is a round amount at most one digit and
 * a separator longer than the largest bar's. (The chart's own 'auto' width still cut "$1,000" to
 * "$1,…" on a phone.)
 */
function anchoEje(centavos: number[]): number {
  const mayor = etiquetaEje(Math.max(0, ...centavos) / 100).length + 2;
  return 12 + 8 * mayor;
}

/** Height of a row of the horizontal chart, and what its axis and margins take. */
const FILA = 36;
const MARCO = 56;

/**
 * The names' column: as wide as the longest name needs (about 7 px a character), at most a
 * third of a desktop chart or 120 px on a phone. A longer name is shortened with "…"; the whole
 * one is in the tooltip and in the table.
 */
function anchoNombres(etiquetas: string[], telefono: boolean): number {
  const mayor = Math.max(0, ...etiquetas.map((etiqueta) => etiqueta.length));
  return Math.min(telefono ? 120 : 260, 20 + 7 * mayor);
}

const serie = (centavos: number[]) => ({
  data: centavos.map((c) => c / 100),
  label: 'Vendido',
  valueFormatter: (value: number | null) => formatMoney(Math.round((value ?? 0) * 100)),
});

/** Amount sold per group as bars (loaded with the chart library only when a report draws one). */
export default function GraficaReporte({ titulo, etiquetas, centavos, horizontal = false }: GraficaReporteProps) {
  const telefono = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  return (
    <Box role="img" aria-label={`${titulo}: la tabla siguiente tiene las mismas cifras`}>
      {horizontal ? (
        <BarChart
          layout="horizontal"
          height={MARCO + FILA * etiquetas.length}
          yAxis={[{ scaleType: 'band', data: etiquetas, width: anchoNombres(etiquetas, telefono) }]}
          xAxis={[{ valueFormatter: etiquetaEje }]}
          series={[serie(centavos)]}
          margin={{ left: 8, right: 24 }}
          hideLegend
        />
      ) : (
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: etiquetas }]}
          yAxis={[{ width: anchoEje(centavos), valueFormatter: etiquetaEje }]}
          series={[serie(centavos)]}
          margin={{ left: 16, right: 16 }}
          hideLegend
        />
      )}
    </Box>
  );
}
