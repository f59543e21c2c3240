import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@domain/money';
import {
  formatNumero,
  revertirRecargaFormSchema,
  type RecargaRespuesta,
  type RevertirRecargaForm,
} from '@domain/recargas';
import type { RecargaFila } from '@/lib/recargas/list-recargas';
import { revertirRecarga } from '@/lib/recargas/recargar';
import type { DialogoDeEnvioProps } from '../dialogo-props';
import { FormDialog } from '../FormDialog';
import { FormText } from '../form/FormText';
import { useEnviar } from '../form/use-enviar';
import { useFormulario } from '../form/use-formulario';

interface Props extends DialogoDeEnvioProps<RecargaRespuesta> {
  recarga: RecargaFila;
}

/** admin: undoes a delivered top-up, with the reason, and gives its precio back to the client. */
export function RevertirDialog({ recarga, onClose, onDone }: Props) {
  const { enviando, error, enviar } = useEnviar(onDone, 'No se pudo revertir la recarga.');
  // The form checks the reason by the endpoint's rule (its error under the field); useEnviar sends
  // it once however often it is asked, and keeps the server's refusal for the banner.
  const { control, dialogo } = useFormulario<RevertirRecargaForm>({
    resolver: zodResolver(revertirRecargaFormSchema),
    defaultValues: { motivo: '' },
    guardar: ({ motivo }) => enviar(() => revertirRecarga(recarga.id, motivo)),
  });

  return (
    <FormDialog
      title={`Revertir la recarga ${recarga.folio}`}
      onClose={onClose}
      onSubmit={dialogo.onSubmit}
      submitting={enviando}
      submitText="Revertir"
      error={error}
    >
      <p>
        {recarga.operador} {formatMoney(recarga.monto)} al {formatNumero(recarga.numero)}. Se devolverán{' '}
        {formatMoney(recarga.precio)} al saldo del cliente.
      </p>
      <FormText control={control} name="motivo" label="Motivo" helperText=" " required multiline />
    </FormDialog>
  );
}
