import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../domain/money';
import { formatNumero, revertirRecargaSchema, type RecargaRespuesta } from '../../../domain/recargas';
import { ApiError } from '../../lib/api-client';
import type { RecargaFila } from '../../lib/recargas/list-recargas';
import { revertirRecarga } from '../../lib/recargas/recargar';
import { FormDialog } from '../FormDialog';

/** admin: undoes a delivered top-up, with the reason, and gives its precio back to the client. */
export function RevertirDialog({
  recarga,
  onClose,
  onDone,
}: {
  recarga: RecargaFila;
  onClose: () => void;
  onDone: (respuesta: RecargaRespuesta) => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [invalido, setInvalido] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = revertirRecargaSchema.shape.motivo.safeParse(motivo);
    if (!parsed.success) {
      setInvalido(parsed.error.issues[0].message);
      return;
    }
    setEnviando(true);
    setError(null);
    try {
      onDone(await revertirRecarga(recarga.id, parsed.data));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'No se pudo revertir la recarga.');
      setEnviando(false);
    }
  };

  return (
    <FormDialog
      title={`Revertir la recarga ${recarga.folio}`}
      onClose={onClose}
      onSubmit={submit}
      submitting={enviando}
      submitText="Revertir"
      error={error}
    >
      <p>
        {recarga.operador} {formatMoney(recarga.monto)} al {formatNumero(recarga.numero)}. Se devolverán{' '}
        {formatMoney(recarga.precio)} al saldo del cliente.
      </p>
      <TextField
        label="Motivo"
        value={motivo}
        onChange={(event) => {
          setMotivo(event.target.value);
          setInvalido(null);
        }}
        error={Boolean(invalido)}
        helperText={invalido ?? ' '}
        required
        multiline
      />
    </FormDialog>
  );
}
