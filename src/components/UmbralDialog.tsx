import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { formatMoney, leerPesos } from '@domain/money';
import { umbralSaldoSchema } from '@domain/saldo';
import { postApi } from '../lib/api/api-client';
import { FormDialog } from './FormDialog';
import { useCampoTexto } from './form/use-campo-texto';
import { useEnviar } from './form/use-enviar';

interface Props {
  umbral: number;
  /** The admin sets a client's: that client's id (without it, the signed-in client's own). */
  clienteId?: string;
  onClose: () => void;
  onDone: () => void;
}

/** The saldo below which a client is warned (POST /api/clientes/umbral): its own, or the admin sets any client's. */
export function UmbralDialog({ umbral, clienteId, onClose, onDone }: Props) {
  const campo = useCampoTexto(String(umbral / 100));
  const { enviando, error, setError, enviar } = useEnviar(onDone, 'No se pudo guardar el saldo mínimo.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const leidos = leerPesos(campo.valor);
    const parsed = umbralSaldoSchema.safeParse({ clienteId, umbral: 'centavos' in leidos ? leidos.centavos : NaN });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    void enviar(() => postApi('clientes/umbral', parsed.data));
  };
  return (
    <FormDialog
      title="Saldo mínimo"
      onClose={onClose}
      onSubmit={submit}
      submitting={enviando}
      error={error}
      maxWidth="xs"
    >
      <TextField
        label={
          clienteId ? 'Avisar al cliente cuando su saldo baje de (pesos)' : 'Avisarme cuando mi saldo baje de (pesos)'
        }
        {...campo.campo}
        helperText={`Ahora: ${formatMoney(umbral)}`}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}
