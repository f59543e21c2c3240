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

/** Amount sold per group as bars (loaded with the chart library only when a report draws one). */
export default function GraficaReporte({ titulo, etiquetas, centavos }: GraficaReporteProps) {
  return (
    <Box role="img" aria-label={`${titulo}: la tabla siguiente tiene las mismas cifras`}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: etiquetas }]}
        // As wide as its longest amount: a fixed width cut "$1,500" to "$1,…".
        yAxis={[
          {
            width: 'auto',
            valueFormatter: (value: number) => formatMoney(Math.round(value * 100)).replace(/\.00$/, ''),
          },
        ]}
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
