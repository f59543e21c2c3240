import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useColorScheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { OPERADORES_INICIALES } from '@domain/catalogo';
import { describirComisionesPropias, formatPorcentaje } from '@domain/comisiones';
import { formatMoney } from '@domain/money';
import { ROLE_LABELS } from '@domain/roles';
import { StatusChip } from '@/components/StatusChip';
import { readSessionUser } from '@/lib/sesion/session-user';
import { lazyWithReload } from '@/lib/chunk-reload';
import { useMiCliente } from '@/lib/lecturas/use-mi-cliente';
import { CambiarPasswordForm } from './CambiarPasswordForm';
import { SesionesSeccion } from './SesionesSeccion';

// Two-step verification's section and its code (Auth's multi-factor API, reCAPTCHA's verifier) load
// after the page's first draw: what it shows is read from Auth then anyway.
const SegundoFactorSeccion = lazyWithReload(() =>
  import('./SegundoFactorSeccion').then((m) => ({ default: m.SegundoFactorSeccion })),
);

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Stack>
  );
}

function Seccion({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export default function PerfilPage() {
  const { mode, setMode } = useColorScheme();
  const stored = readSessionUser();
  const user = stored.status === 'ok' ? stored.user : null;
  const { cliente, loading, error } = useMiCliente(user?.role === 'user' ? user.uid : null);

  if (!user) return null;
  const propias = cliente ? describirComisionesPropias(cliente.comisiones, OPERADORES_INICIALES) : '';

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Seccion title="Mis datos">
          <Dato label="Nombre">{user.nombre}</Dato>
          <Dato label="Correo">{user.correo}</Dato>
          <Dato label="Rol">{ROLE_LABELS[user.role]}</Dato>
          <Dato label="Estatus">
            <StatusChip activo={user.estatus} />
          </Dato>
          {user.role === 'user' && (
            <>
              <Dato label="Negocio">{loading ? <Skeleton width={160} /> : (cliente?.nombre ?? '—')}</Dato>
              <Dato label="Saldo">
                {loading ? (
                  <Skeleton width={100} />
                ) : (
                  <strong data-testid="perfil-saldo">{cliente ? formatMoney(cliente.saldo) : '—'}</strong>
                )}
              </Dato>
              {cliente && (
                <Dato label="Comisión">
                  <span data-testid="perfil-comision">
                    {formatPorcentaje(cliente.comisiones.predeterminada)}
                    {propias && ` (${propias})`}
                  </span>
                </Dato>
              )}
              {error && <Typography color="error">{error}</Typography>}
            </>
          )}
        </Seccion>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <Seccion title="Verificación en dos pasos">
            <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
              <SegundoFactorSeccion usuario={user} />
            </Suspense>
          </Seccion>
          <Seccion title="Cambiar contraseña">
            <CambiarPasswordForm correo={user.correo} />
          </Seccion>
          <Seccion title="Sesiones">
            <SesionesSeccion />
          </Seccion>
          <Seccion title="Tema">
            <RadioGroup
              row
              aria-label="Tema"
              value={mode === 'dark' ? 'dark' : 'light'}
              onChange={(event) => setMode(event.target.value as 'light' | 'dark')}
            >
              <FormControlLabel value="light" control={<Radio />} label="Claro" />
              <FormControlLabel value="dark" control={<Radio />} label="Oscuro" />
            </RadioGroup>
          </Seccion>
        </Stack>
      </Grid>
    </Grid>
  );
}
