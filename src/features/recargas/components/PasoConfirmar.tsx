import { rechazoDeCargo, type EstadoCredito } from '@domain/credito-base';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatPorcentaje } from '@domain/comisiones';
import { formatMoney } from '@domain/money';
import { formatNumero } from '@domain/recargas';
import { TablaDatos } from '@/components/TablaDatos';
import type { OpcionRecarga } from '../api/use-catalogo-recargas';
import { descripcionPaquete } from './PasosCatalogo';

interface Props {
  opcion: OpcionRecarga;
  numero: string;
  distribuidor: string | null;
  credito: EstadoCredito;
  /** The number's carrier as found, when the shop chose another one: said again here. */
  otraCompania: string | null;
  onCambiarOperador: (operador: string) => void;
}

/**
 * Step Confirmar: everything the client is about to pay for, its saldo before and after and, on
 * credit, what it can still spend; the ledger's own refusal when it cannot pay, before anything is sent.
 */
export function PasoConfirmar({ opcion, numero, distribuidor, credito, otraCompania, onCambiarOperador }: Props) {
  const { saldo } = credito;
  const despues = saldo - opcion.precio;
  const rechazo = rechazoDeCargo(credito, opcion.precio, true, 'cliente');
  const paquete = opcion.tipo === 'paquete';
  const filas: [string, string][] = [
    ['Compañía', opcion.operador],
    paquete
      ? ['Paquete', `${opcion.nombre} de ${formatMoney(opcion.monto)}`]
      : ['Monto de la recarga', formatMoney(opcion.monto)],
    ...(paquete ? [['Incluye', descripcionPaquete(opcion)] as [string, string]] : []),
    ['Número', formatNumero(numero)],
    ...(distribuidor ? [['Distribuidor', distribuidor] as [string, string]] : []),
    ['Comisión', `${formatPorcentaje(opcion.porcentaje)} (${formatMoney(opcion.comision)})`],
    ['Usted paga', formatMoney(opcion.precio)],
    ['Saldo actual', formatMoney(saldo)],
    ['Saldo después', formatMoney(despues)],
    // On credit: what it can still spend after this sale, the line included.
    ...(credito.limite
      ? [['Disponible después', formatMoney(Math.max(0, credito.disponible - opcion.precio))] as [string, string]]
      : []),
  ];
  return (
    <Stack spacing={2}>
      {otraCompania && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => onCambiarOperador(otraCompania)}>
              Cambiar a {otraCompania}
            </Button>
          }
        >
          Este número se recargó la última vez con {otraCompania} y usted eligió {opcion.operador}. Si el número cambió
          de compañía, confirme; si no, la recarga puede no llegar.
        </Alert>
      )}
      <TablaDatos label="Resumen de la recarga" filas={filas} />
      {rechazo && <Alert severity="error">{rechazo}.</Alert>}
    </Stack>
  );
}
