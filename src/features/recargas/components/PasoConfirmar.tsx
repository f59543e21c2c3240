import Alert from '@mui/material/Alert';
import { formatPorcentaje } from '../../../../domain/comisiones';
import { formatMoney } from '../../../../domain/money';
import { TablaDatos } from '../../../components/TablaDatos';
import { formatNumero } from '../../../../domain/recargas';
import type { OpcionRecarga } from '../api/use-catalogo-recargas';

interface Props {
  opcion: OpcionRecarga;
  numero: string;
  distribuidor: string | null;
  saldo: number;
}

/** Step 4: everything the client is about to pay for, and its saldo before and after. */
export function PasoConfirmar({ opcion, numero, distribuidor, saldo }: Props) {
  const despues = saldo - opcion.precio;
  const filas: [string, string][] = [
    ['Compañía', opcion.operador],
    ['Monto de la recarga', formatMoney(opcion.monto)],
    ['Número', formatNumero(numero)],
    ...(distribuidor ? [['Distribuidor', distribuidor] as [string, string]] : []),
    ['Comisión', `${formatPorcentaje(opcion.porcentaje)} (${formatMoney(opcion.comision)})`],
    ['Usted paga', formatMoney(opcion.precio)],
    ['Saldo actual', formatMoney(saldo)],
    ['Saldo después', formatMoney(despues)],
  ];
  return (
    <>
      <TablaDatos label="Resumen de la recarga" filas={filas} />
      {despues < 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Saldo insuficiente: su saldo es {formatMoney(saldo)} y la recarga cuesta {formatMoney(opcion.precio)}.
        </Alert>
      )}
    </>
  );
}
