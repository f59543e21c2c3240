import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useNotify } from '../notify';
import { FormText } from '../form/FormText';
import { mensajeDeVerificacion } from '@/lib/segundo-factor/mensajes';

interface Props {
  /** Where the code went: the phone as Auth shows it, or the number being enrolled. */
  telefono: string;
  control: Control<{ codigo: string }, unknown, { codigo: string }>;
  /** Sends another code to the same phone. */
  reenviar: () => Promise<void>;
}

/** The SMS code of a second factor, as the signed-in screens ask for it: where it went, the field, another code. */
export function CodigoSmsCampo({ telefono, control, reenviar }: Props) {
  const notify = useNotify();
  const [reenviando, setReenviando] = useState(false);
  const otroCodigo = async () => {
    setReenviando(true);
    try {
      await reenviar();
      notify(`Le enviamos un código nuevo al ${telefono}`);
    } catch (error) {
      notify(mensajeDeVerificacion(error), 'error');
    } finally {
      setReenviando(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography>Escriba el código de 6 dígitos que le enviamos por SMS al {telefono}.</Typography>
      <FormText
        control={control}
        name="codigo"
        label="Código de verificación"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        required
      />
      <Button onClick={otroCodigo} loading={reenviando} sx={{ alignSelf: 'flex-start' }}>
        Reenviar el código
      </Button>
    </Stack>
  );
}
