import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '../../../../domain/money';

interface GraficaReporteProps {
  /** What the chart shows; its table beside it holds the same figures for screen readers. */
  titulo: string;
  etiquetas: string[];
  /** Centavos per label. */
  centavos: number[];
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

/** Amount sold per group as bars (loaded with the chart library only when a report draws one). */
export default function GraficaReporte({ titulo, etiquetas, centavos }: GraficaReporteProps) {
  return (
    <Box role="img" aria-label={`${titulo}: la tabla siguiente tiene las mismas cifras`}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: etiquetas }]}
        yAxis={[{ width: anchoEje(centavos), valueFormatter: etiquetaEje }]}
        series={[
          {
            data: centavos.map((c) => c / 100),
            label: 'Vendido',
            valueFormatter: (value: number | null) => formatMoney(Math.round((value ?? 0) * 100)),
          },
        ]}
        margin={{ left: 16, right: 16 }}
        hideLegend
      />
    </Box>
  );
}
