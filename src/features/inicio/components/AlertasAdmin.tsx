import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDia, formatFecha } from '@domain/fechas';
import { sumarDias } from '@domain/reportes';
import { formatMoney } from '@domain/money';
import { ErrorConReintentar } from '@/components/ErrorConReintentar';
import { useCarga } from '@/lib/carga/use-carga';
import { leerAlertas, MINUTOS_ALERTA_PENDIENTE } from '../api/alertas';

function Seccion({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {titulo}
      </Typography>
      <List dense aria-label={titulo}>
        {children}
      </List>
    </>
  );
}

/** What needs the admin: top-ups the carrier has not settled, closes that disagree, clients short of saldo. */
export function AlertasAdmin() {
  const { data, error, reload } = useCarga('inicio:alertas', () => leerAlertas());
  return (
    <Grid size={12}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Alertas
          </Typography>
          {error ? (
            <ErrorConReintentar mensaje={error} onReintentar={reload} sx={{ mt: 1 }} />
          ) : !data ? (
            <Skeleton width="60%" height={48} />
          ) : (
            <>
              <Typography data-testid="cartera-inicio" sx={{ mt: 1 }}>
                Cartera de crédito: {formatMoney(data.cartera.deuda)} adeudados por {data.cartera.deudores} clientes;
                vencida {formatMoney(data.cartera.vencida)}
              </Typography>
              {!data.pendientes.length &&
                !data.cierres.length &&
                !data.saldoBajo.length &&
                !data.cartera.vencidos.length && <Typography color="text.secondary">Sin alertas.</Typography>}
              {data.cartera.vencidos.length > 0 && (
                <Seccion titulo="Crédito vencido: no pueden vender a crédito hasta que depositen">
                  {data.cartera.vencidos.map((c) => (
                    <ListItem key={c.id}>
                      <ListItemText
                        primary={c.nombre}
                        secondary={`${formatMoney(c.vencido)} vencido desde el ${formatDia(sumarDias(c.vence, 1))}`}
                      />
                    </ListItem>
                  ))}
                </Seccion>
              )}
              {data.cierres.map((c) => (
                <Alert key={c.dia} severity="error" sx={{ mt: 1 }}>
                  {`El cierre del ${formatDia(c.dia)} tiene ${c.nDescuadres} diferencia(s): revíselo en Reportes y en Logs.`}
                </Alert>
              ))}
              {data.pendientes.length > 0 && (
                <Seccion titulo={`Recargas en verificación hace más de ${MINUTOS_ALERTA_PENDIENTE} minutos`}>
                  {data.pendientes.map((r) => (
                    <ListItem key={r.id}>
                      <ListItemText
                        primary={`${r.folio} · ${r.cliente} · ${r.operador}`}
                        secondary={`Desde ${formatFecha(r.creadoEn)}`}
                      />
                    </ListItem>
                  ))}
                </Seccion>
              )}
              {data.saldoBajo.length > 0 && (
                <Seccion titulo="Clientes con saldo bajo">
                  {data.saldoBajo.map((c) => (
                    <ListItem key={c.id}>
                      <ListItemText
                        primary={c.nombre}
                        secondary={`Saldo ${formatMoney(c.saldo)}; su mínimo, ${formatMoney(c.umbral)}`}
                      />
                    </ListItem>
                  ))}
                </Seccion>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}
