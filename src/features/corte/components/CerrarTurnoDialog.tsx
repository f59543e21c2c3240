import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { textoDiferencia } from '@domain/corte';
import { formatMoney, leerPesos } from '@domain/money';
import { FormDialog } from '@/components/FormDialog';
import type { DialogoDeEnvioProps } from '@/components/dialogo-props';
import { useEnviar } from '@/components/form/use-enviar';
import { cerrarTurno, type TurnoFila } from '../api/turnos';

interface Props extends DialogoDeEnvioProps<TurnoFila> {
  /** The cash the current shift's corte expects in the drawer. */
  esperado: number;
}

/** The cash typed in pesos ("1,234.50"), or why it cannot be read. */
function leerContado(texto: string): { centavos: number } | { error: string } {
  if (!texto.trim()) return { error: 'Escriba el efectivo que contó' };
  const leido = leerPesos(texto);
  if (!('centavos' in leido)) return { error: leido.error ?? 'Escriba un importe en pesos, por ejemplo 1250.50' };
  return leido.centavos < 0 ? { error: 'El efectivo no puede ser negativo' } : leido;
}

/**
 * "Cerrar turno": the shop types the cash it counted; the screen shows the difference with what
 * the corte expects as it is typed, and the server stores the shift with both (409 if sales landed
 * meanwhile: the screen reads the shift again for the shop to count again).
 */
export default function CerrarTurnoDialog({ esperado, onClose, onDone }: Props) {
  const [texto, setTexto] = useState('');
  const [tocado, setTocado] = useState(false);
  const { enviando, error, enviar } = useEnviar(onDone, 'No se pudo cerrar el turno. Intente de nuevo.');
  const contado = leerContado(texto);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTocado(true);
    if ('centavos' in contado) void enviar(() => cerrarTurno(esperado, contado.centavos));
  };
  return (
    <FormDialog
      title="Cerrar turno"
      onClose={onClose}
      onSubmit={submit}
      submitting={enviando}
      submitText="Cerrar turno"
      error={error}
      maxWidth="xs"
    >
      <Typography>
        Efectivo esperado en caja: <strong>{formatMoney(esperado)}</strong> (lo cobrado a clientes por las recargas
        exitosas del turno).
      </Typography>
      <TextField
        label="Efectivo contado (pesos)"
        value={texto}
        onChange={(event) => setTexto(event.target.value)}
        error={tocado && 'error' in contado}
        helperText={
          'centavos' in contado
            ? `${textoDiferencia(contado.centavos - esperado)} respecto de lo esperado`
            : tocado
              ? contado.error
              : 'Cuente el efectivo de las recargas y escriba el total'
        }
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
    </FormDialog>
  );
}
