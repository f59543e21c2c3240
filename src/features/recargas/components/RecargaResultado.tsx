import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import RefreshIcon from '@mui/icons-material/Refresh';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatFecha } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import { formatNumero, type RecargaRespuesta } from '@domain/recargas';
import { TablaDatos } from '@/components/TablaDatos';
import { cobradoNeto } from '@/components/recargas/TarjetaRecarga';
import { descripcionPaquete } from './PasosCatalogo';

interface Props {
  recarga: RecargaRespuesta;
  verificando: boolean;
  /** Whether the number is among the shop's favourites already. */
  favorito: boolean;
  onVerificar: () => void;
  onTicket: () => void;
  onFavorito: () => void;
  onNueva: () => void;
}

function Aviso({ recarga }: { recarga: RecargaRespuesta }) {
  switch (recarga.estado) {
    case 'exitosa':
      return (
        <Alert severity="success">
          <AlertTitle>Recarga exitosa</AlertTitle>
          Autorización {recarga.autorizacion}
        </Alert>
      );
    case 'fallida':
      return (
        <Alert severity="error">
          <AlertTitle>La recarga no se realizó</AlertTitle>
          {recarga.error}. Saldo reembolsado: {formatMoney(recarga.precio)}.
        </Alert>
      );
    case 'pendiente':
      return (
        <Alert severity="warning">
          <AlertTitle>En verificación: se confirma solo en unos minutos</AlertTitle>
          La compañía no ha confirmado la recarga. El cobro queda en espera y esta pantalla mostrará el resultado en
          cuanto se sepa; puede seguir vendiendo. Si no se realizó, el saldo se reembolsa.
        </Alert>
      );
    case 'revertida':
      return (
        <Alert severity="info">
          <AlertTitle>Recarga revertida: saldo reembolsado</AlertTitle>
          {recarga.motivo}
        </Alert>
      );
  }
}

/** What happened to the top-up just sent, and what to do next. */
export function RecargaResultado({
  recarga,
  verificando,
  favorito,
  onVerificar,
  onTicket,
  onFavorito,
  onNueva,
}: Props) {
  const paquete = recarga.tipo === 'paquete';
  const filas: [string, string][] = [
    ['Folio', recarga.folio],
    ...(recarga.autorizacion ? [['Autorización', recarga.autorizacion] as [string, string]] : []),
    ['Fecha', formatFecha(new Date(recarga.completadaEn ?? recarga.creadoEn))],
    ['Compañía', recarga.operador],
    ['Número', formatNumero(recarga.numero)],
    [paquete ? 'Paquete' : 'Monto', formatMoney(recarga.monto)],
    ...(paquete ? [['Incluye', descripcionPaquete(recarga)] as [string, string]] : []),
    ['Cobrado', cobradoNeto(recarga)],
    ['Saldo restante', formatMoney(recarga.saldo)],
  ];
  return (
    <Stack spacing={2} role="status" aria-live="polite">
      <Aviso recarga={recarga} />
      <TablaDatos label="Resultado de la recarga" filas={filas} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {recarga.estado === 'pendiente' && (
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onVerificar} loading={verificando}>
            Verificar
          </Button>
        )}
        {recarga.estado === 'exitosa' && (
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={onTicket}>
            Ticket
          </Button>
        )}
        {!favorito && (
          <Button variant="outlined" startIcon={<StarBorderIcon />} onClick={onFavorito}>
            Guardar como favorito
          </Button>
        )}
        <Button
          variant={recarga.estado === 'pendiente' ? 'outlined' : 'contained'}
          startIcon={<AddIcon />}
          onClick={onNueva}
        >
          Nueva recarga
        </Button>
      </Stack>
    </Stack>
  );
}
