import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of the day: what it counts, its value, and for which day or state. */
export function Cifra({
  titulo,
  valor,
  detalle,
  loading,
  children,
}: {
  titulo: string;
  valor: string;
  detalle: string;
  loading: boolean;
  children?: ReactNode;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography color="text.secondary">{titulo}</Typography>
          {loading ? (
            <Skeleton width="60%" height={48} />
          ) : (
            <Typography variant="h4" component="p" data-testid={titulo}>
              {valor}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {detalle}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}
