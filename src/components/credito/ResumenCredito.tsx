import Typography from '@mui/material/Typography';
import { describirCredito, type EstadoCredito } from '@domain/credito-base';
import { formatMoney } from '@domain/money';

interface Props {
  credito: EstadoCredito;
}

/**
 * Beside a saldo: what the client can still spend and, when it has used its credit line, how much
 * of it and until when, in a shop's words; in red once part of it is past due. Nothing for a
 * client without a line.
 */
export function ResumenCredito({ credito }: Props) {
  const texto = describirCredito(credito);
  if (!texto) return null;
  return (
    <>
      <Typography data-testid="disponible">Disponible: {formatMoney(credito.disponible)}</Typography>
      <Typography
        data-testid="credito"
        variant="body2"
        color={credito.vencido ? 'error' : 'text.secondary'}
        sx={{ fontWeight: credito.vencido ? 700 : undefined }}
      >
        {texto}
      </Typography>
    </>
  );
}
