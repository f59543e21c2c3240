import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatClabe } from '@domain/clabe';
import { useCarga } from '@/lib/carga/use-carga';
import { datosDeposito } from '../api/conciliacion-api';

/**
 * Where a client pays a transfer or deposit, and its permanent reference to write in the concepto:
 * the business's statement then credits it by itself (Conciliar depósitos).
 */
export function DatosDePago() {
  const { data, error } = useCarga('datos-deposito', datosDeposito);
  if (error) return <Alert severity="warning">{`No se pudieron leer las cuentas: ${error}`}</Alert>;
  if (!data) return <Skeleton height={96} />;
  return (
    // Where to deposit: information, not news (an alert role is for refusals and answers).
    <Alert severity="info" icon={false} role="note" data-testid="datos-de-pago">
      <Typography variant="subtitle2">Pague a una de estas cuentas:</Typography>
      {data.cuentas.map((c) => (
        <Typography key={c.clabe} variant="body2">
          {`${c.banco} · CLABE ${formatClabe(c.clabe)} · ${c.titular}`}
        </Typography>
      ))}
      {!data.cuentas.length && <Typography variant="body2">El negocio aún no registra sus cuentas.</Typography>}
      <Typography variant="body2" sx={{ mt: 1 }}>
        Escriba en el concepto su referencia <strong>{data.referencia}</strong>: su depósito se acredita solo.
      </Typography>
    </Alert>
  );
}
