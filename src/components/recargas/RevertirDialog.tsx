import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { formatMoney } from '../../../domain/money';
import { formatNumero, revertirRecargaSchema, type RecargaRespuesta } from '../../../domain/recargas';
import type { RecargaFila } from '../../lib/recargas/list-recargas';
import { revertirRecarga } from '../../lib/recargas/recargar';
import type { DialogoDeEnvioProps } from '../dialogo-props';
import { FormDialog } from '../FormDialog';
import { useCampoValidado } from '../form/use-campo-texto';
import { useEnviar } from '../form/use-enviar';

interface Props extends DialogoDeEnvioProps<RecargaRespuesta> {
  recarga: RecargaFila;
}

/** admin: undoes a delivered top-up, with the reason, and gives its precio back to the client. */
export function RevertirDialog({ recarga, onClose, onDone }: Props) {
  const motivo = useCampoValidado(revertirRecargaSchema.shape.motivo);
  const { enviando, error, enviar } = useEnviar(onDone, 'No se pudo revertir la recarga.');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dato = motivo.validar();
    if (dato !== undefined) void enviar(() => revertirRecarga(recarga.id, dato));
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
      <TextField label="Motivo" {...motivo.campo} helperText={motivo.error ?? ' '} required multiline />
    </FormDialog>
  );
}
