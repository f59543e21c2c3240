import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney, pesosToCentavos } from '../../../../domain/money';
import type { ResultadoMovimiento } from '../../../../domain/saldo';
import { FormDialog } from '../../../components/FormDialog';
import { FormText } from '../../../components/form/FormText';
import { ajustarSaldo } from '../api/ajustar-saldo';
import type { ClienteFila } from '../api/list-clientes';

const formSchema = z.object({
  tipo: z.enum(['abono', 'cargo']),
  monto: z.string().transform((text, ctx) => {
    const centavos = pesosToCentavos(text);
    if (centavos === null || centavos <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Escriba un monto mayor que cero en pesos, por ejemplo 150.00' });
      return z.NEVER;
    }
    return centavos;
  }),
  motivo: z.string().trim().min(1, 'El motivo es obligatorio').max(300, 'El motivo admite como máximo 300 caracteres'),
});

interface Props {
  cliente: ClienteFila;
  onClose: () => void;
  onDone: (resultado: ResultadoMovimiento) => void;
}

/** An abono or cargo with its reason. Its idempotency key lives as long as the dialog: retries move money once. */
export function AjusteDialog({ cliente, onClose, onDone }: Props) {
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof formSchema>,
    unknown,
    z.output<typeof formSchema>
  >({
    resolver: zodResolver(formSchema),
    defaultValues: { tipo: 'abono', monto: '', motivo: '' },
  });

  const submit = handleSubmit(async ({ tipo, monto, motivo }) => {
    setError(null);
    try {
      onDone(await ajustarSaldo({ clienteId: cliente.id, tipo, monto, motivo, idempotencyKey: key }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  });

  return (
    <FormDialog
      title="Ajustar saldo"
      onClose={onClose}
      onSubmit={submit}
      submitting={formState.isSubmitting}
      submitText="Aplicar"
      error={error}
      maxWidth="xs"
    >
      <Typography>
        {cliente.nombre}: saldo actual <strong>{formatMoney(cliente.saldo)}</strong>
      </Typography>
      <FormText control={control} name="tipo" label="Tipo" select>
        <MenuItem value="abono">Abono (aumenta el saldo)</MenuItem>
        <MenuItem value="cargo">Cargo (disminuye el saldo)</MenuItem>
      </FormText>
      <FormText control={control} name="monto" label="Monto (pesos)" inputMode="decimal" required />
      <FormText control={control} name="motivo" label="Motivo" required multiline minRows={2} />
    </FormDialog>
  );
}
