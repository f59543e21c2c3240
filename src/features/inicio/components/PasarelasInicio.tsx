import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@domain/money';
import { CON_FALLAS, EXITO_MINIMO } from '@domain/pasarelas-base';
import { ErrorConReintentar } from '@/components/ErrorConReintentar';
import { useCarga } from '@/lib/carga/use-carga';
import { leerEstadoPasarelas } from '@/lib/pasarelas/estado';
import { SaludCompanias } from '@/components/pasarelas/SaludCompanias';

/**
 * The admin's Inicio: low floats, paused and failing carriers, and the carriers' health board.
 * Standing conditions, not answers to what the admin did: statuses, not alerts.
 */
export function PasarelasInicio() {
  const { data, error, reload } = useCarga('inicio:pasarelas', leerEstadoPasarelas);
  return (
    <Grid size={12}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              Pasarelas y compañías
            </Typography>
            <Button component={RouterLink} to="/pasarelas" size="small">
              Ver pasarelas
            </Button>
          </Stack>
          {error ? (
            <ErrorConReintentar mensaje={error} onReintentar={reload} sx={{ mt: 1 }} />
          ) : !data ? (
            <Skeleton width="60%" height={48} />
          ) : (
            <Stack spacing={1} sx={{ mt: 1 }}>
              {data.pasarelas
                .filter((p) => p.saldoBajo)
                .map((p) => (
                  <Alert key={p.id} severity="warning" role="status">
                    {`Saldo bajo con ${p.nombre}: ${formatMoney(p.nuestro.saldo)}, menos que su mínimo de ${formatMoney(p.umbralSaldo)}.`}
                  </Alert>
                ))}
              {Object.entries(data.pausas).map(([op, motivo]) => (
                <Alert key={op} severity="info" role="status">{`${op} en pausa: ${motivo}`}</Alert>
              ))}
              {Object.entries(data.salud)
                .filter(([, s]) => s.exito !== null && s.exito < EXITO_MINIMO)
                .map(([op, s]) => (
                  <Alert key={op} severity="error" role="status">
                    {`${op}: ${CON_FALLAS} (${Math.round((s.exito ?? 0) * 100)} % de éxito)`}
                  </Alert>
                ))}
              <SaludCompanias estado={data} />
            </Stack>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}
