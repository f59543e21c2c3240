import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatPorcentaje } from '../../../../domain/comisiones';
import { formatMoney } from '../../../../domain/money';
import { formatNumero } from '../../../../domain/recargas';
import { TablaDatos } from '../../../components/TablaDatos';
import type { OpcionRecarga } from '../api/use-catalogo-recargas';
import { descripcionPaquete } from './PasosCatalogo';

interface Props {
  opcion: OpcionRecarga;
  numero: string;
  distribuidor: string | null;
  saldo: number;
  /** The number's carrier as found, when the shop chose another one: said again here. */
  otraCompania: string | null;
  onCambiarOperador: (operador: string) => void;
}

/** Step Confirmar: everything the client is about to pay for, and its saldo before and after. */
export function PasoConfirmar({ opcion, numero, distribuidor, saldo, otraCompania, onCambiarOperador }: Props) {
  const despues = saldo - opcion.precio;
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
      {despues < 0 && (
        <Alert severity="error">
          Saldo insuficiente: su saldo es {formatMoney(saldo)} y la recarga cuesta {formatMoney(opcion.precio)}.
        </Alert>
      )}
    </Stack>
  );
}
