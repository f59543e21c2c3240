import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { formatMoney } from '@domain/money';
import { estadoCredito } from '@domain/credito-base';
import { diaNegocio } from '@domain/fechas';
import { ResumenCredito } from '@/components/credito/ResumenCredito';
import { useMiCliente } from '@/lib/lecturas/use-mi-cliente';
import { Encabezado } from './Seccion';

// The ledger's table (the data grid) loads only with this section.
const EstadoDeCuenta = lazy(() =>
  import('@/components/estado-de-cuenta/EstadoDeCuenta').then((m) => ({ default: m.EstadoDeCuenta })),
);

/** A client's own saldo and every movement of it: filters, pages and exports, as the admin sees them. */
export function SuEstadoDeCuenta({ uid }: { uid: string }) {
  const { cliente, error } = useMiCliente(uid);
  return (
    <Card variant="outlined" component="section" aria-label="Su estado de cuenta">
      <CardContent>
        <Stack spacing={2}>
          <Encabezado titulo="Su estado de cuenta">
            <Typography data-testid="Saldo actual">
              {error ?? (cliente ? `Saldo actual: ${formatMoney(cliente.saldo)}` : <Skeleton width={160} />)}
            </Typography>
            {cliente && <ResumenCredito credito={estadoCredito(cliente.credito, diaNegocio(new Date()))} />}
          </Encabezado>
          <Suspense fallback={<Skeleton variant="rectangular" height={320} />}>
            <EstadoDeCuenta clienteId={uid} nombre={cliente?.nombre ?? 'cliente'} />
          </Suspense>
        </Stack>
      </CardContent>
    </Card>
  );
}
