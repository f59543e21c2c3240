import Box from '@mui/material/Box';
import { formatDia } from '@domain/fechas';
import { formatMoney } from '@domain/money';

/** Sales per day as a small line; its label reads the first, last and best day for screen readers. */
export function Sparkline({ puntos }: { puntos: { dia: string; monto: number }[] }) {
  const max = Math.max(1, ...puntos.map((p) => p.monto));
  const ancho = 280;
  const alto = 60;
  const paso = ancho / Math.max(1, puntos.length - 1);
  const linea = puntos.map(
    (p, i) => `${(i * paso).toFixed(1)},${(alto - (p.monto / max) * (alto - 4) - 2).toFixed(1)}`,
  );
  const mejor = puntos.reduce((a, b) => (b.monto > a.monto ? b : a), puntos[0]);
  const etiqueta = `Ventas de los últimos ${puntos.length} días: hoy ${formatMoney(puntos[puntos.length - 1]?.monto ?? 0)}, mejor día ${mejor ? formatDia(mejor.dia) : ''} con ${formatMoney(mejor?.monto ?? 0)}`;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${ancho} ${alto}`}
      role="img"
      aria-label={etiqueta}
      sx={{ width: '100%', height: 60, mt: 1 }}
    >
      <Box
        component="polyline"
        points={linea.join(' ')}
        sx={{ fill: 'none', stroke: (t) => t.palette.primary.main, strokeWidth: 2 }}
      />
    </Box>
  );
}
