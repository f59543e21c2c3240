import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@domain/money';
import { esSaldoBajo } from '@domain/saldo-bajo';
import { lazyDialog } from './lazy-dialog';
import { useDialogoAbierto } from './use-dialogo-abierto';

const UmbralDialog = lazyDialog(() => import('./UmbralDialog').then((m) => m.UmbralDialog));

interface Props {
  saldo: number;
  umbral: number;
  /** Where the client may change its threshold (its Inicio): the line shows even above it. */
  onCambiado?: () => void;
}

/**
 * A client's saldo below its threshold: a banner with "Comprar saldo", which opens Nueva compra
 * with the accounts and its deposit reference. On Inicio, the threshold and its "Cambiar".
 */
export function AvisoSaldoBajo({ saldo, umbral, onCambiado }: Props) {
  const dialogo = useDialogoAbierto();
  const cambiar = onCambiado && (
    <Button size="small" color="inherit" onClick={() => dialogo.abrir(true)}>
      Cambiar mínimo
    </Button>
  );
  return (
    <>
      {esSaldoBajo(saldo, umbral) ? (
        <Alert
          severity="warning"
          // A standing notice, not news: an alert role would be read out on every visit, and
          // would be taken for the answer to what the user just did.
          role="status"
          data-testid="saldo-bajo"
        >
          {`Saldo bajo: ${formatMoney(saldo)}, menos que su mínimo de ${formatMoney(umbral)}.`}
          {/* Under the message, not beside it: beside it, on a phone, the message and each button broke in three lines. */}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button component={RouterLink} to="/compras?nueva=saldo" size="small" variant="contained" color="warning">
              Comprar saldo
            </Button>
            {cambiar}
          </Stack>
        </Alert>
      ) : (
        onCambiado && (
          <Typography variant="body2" color="text.secondary">
            {`Le avisamos cuando su saldo baje de ${formatMoney(umbral)}. `}
            {cambiar}
          </Typography>
        )
      )}
      {dialogo.abierto && onCambiado && (
        <UmbralDialog
          umbral={umbral}
          onClose={dialogo.cerrar}
          onDone={() => {
            dialogo.cerrar();
            onCambiado();
          }}
        />
      )}
    </>
  );
}
