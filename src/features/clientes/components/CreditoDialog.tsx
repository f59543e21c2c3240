import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { creditoFormSchema, type CreditoDeCliente, type CreditoFormInput } from '@domain/credito';
import { formatMoney } from '@domain/money';
import '@domain/zod';
import type { z } from 'zod';
import { FormDialog } from '@/components/FormDialog';
import { FormText } from '@/components/form/FormText';
import { useFormulario } from '@/components/form/use-formulario';
import { cambiarCredito } from '../api/cambiar-credito';

interface Props {
  cliente: { id: string; nombre: string; credito: CreditoDeCliente };
  onClose: () => void;
  onDone: (credito: CreditoDeCliente) => void;
}

const pesosDe = (centavos: number) => (centavos / 100).toFixed(2);

/**
 * "Crédito y límites": the line a shop may sell on below zero and its term, the top-ups it may send
 * a minute and its daily cap, with the reason for the change (logged with before and after). A
 * limit below today's debt only stops new charges on credit.
 */
export function CreditoDialog({ cliente, onClose, onDone }: Props) {
  const { credito } = cliente;
  const { control, dialogo } = useFormulario<CreditoFormInput, z.output<typeof creditoFormSchema>>({
    resolver: zodResolver(creditoFormSchema),
    defaultValues: {
      limiteCredito: pesosDe(credito.limiteCredito ?? 0),
      plazoDias: String(credito.plazoDias),
      recargasPorMinuto: String(credito.recargasPorMinuto),
      topeVentaDiaria: credito.topeVentaDiaria === null ? '' : pesosDe(credito.topeVentaDiaria),
      motivo: '',
    },
    guardar: async ({ motivo, ...valores }) => {
      await cambiarCredito({ uid: cliente.id, motivo, ...valores });
      onDone({ ...credito, ...valores });
    },
  });
  const deuda = Math.max(0, -credito.saldo);

  return (
    <FormDialog title="Crédito y límites" onClose={onClose} {...dialogo} maxWidth="xs">
      <Typography>
        {cliente.nombre}: saldo <strong>{formatMoney(credito.saldo)}</strong>
        {deuda > 0 && <> (adeuda {formatMoney(deuda)})</>}
      </Typography>
      <FormText
        control={control}
        name="limiteCredito"
        label="Límite de crédito (pesos)"
        inputMode="decimal"
        helperText="Lo que puede vender por debajo de cero; 0 sin crédito"
        required
      />
      <FormText control={control} name="plazoDias" label="Plazo para pagar (días)" inputMode="numeric" required />
      <FormText
        control={control}
        name="recargasPorMinuto"
        label="Recargas por minuto"
        inputMode="numeric"
        helperText="Más rápido que esto, el servidor las rechaza: frena una sesión robada"
        required
      />
      <FormText
        control={control}
        name="topeVentaDiaria"
        label="Tope de venta diaria (pesos)"
        inputMode="decimal"
        helperText="Vacío: sin tope"
      />
      <FormText control={control} name="motivo" label="Motivo del cambio" required multiline minRows={2} />
    </FormDialog>
  );
}
