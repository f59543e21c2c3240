import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { cambiarPasswordSchema, type CambiarPasswordForm as Form } from '../../../../domain/usuarios';
import { FormText } from '../../../components/form/FormText';
import { NuevaPassword } from '../../../components/form/NuevaPassword';
import { useNotify } from '../../../components/notify';
import { authErrorMessage } from '../../../lib/auth-errors';
import { restablecerPassword } from '../../../lib/restablecer-password';
import { cambiarPassword, cambiarPasswordError } from '../api/cambiar-password';

const EMPTY: Form = { actual: '', nueva: '', confirmar: '' };

/** Change the password (asks the current one), or have a reset e-mail sent. A refusal shows until the next edit or success. */
export function CambiarPasswordForm({ correo }: { correo: string }) {
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [sendingReset, setSendingReset] = useState(false);
  const { control, handleSubmit, reset, formState, subscribe } = useForm<Form>({
    resolver: zodResolver(cambiarPasswordSchema),
    defaultValues: EMPTY,
  });
  useEffect(() => subscribe({ formState: { values: true }, callback: () => setError(null) }), [subscribe]);

  const sendReset = async () => {
    setSendingReset(true);
    try {
      await restablecerPassword(correo);
      setError(null);
      notify(`Enviamos a ${correo} un correo para restablecer la contraseña`);
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setSendingReset(false);
    }
  };

  const submit = handleSubmit(async ({ actual, nueva }) => {
    setError(null);
    try {
      await cambiarPassword(actual, nueva);
      reset(EMPTY);
      notify('Contraseña actualizada');
    } catch (failure) {
      setError(cambiarPasswordError(failure));
    }
  });

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Cambiar contraseña">
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" value={correo} readOnly hidden />
      {error && <Alert severity="error">{error}</Alert>}
      <FormText
        control={control}
        name="actual"
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
      />
      <NuevaPassword
        control={control}
        name="nueva"
        confirmName="confirmar"
        label="Contraseña nueva"
        confirmLabel="Confirmar contraseña nueva"
        required={false}
      />
      <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        Cambiar contraseña
      </Button>
      <Button onClick={sendReset} loading={sendingReset} sx={{ alignSelf: 'flex-start' }}>
        Enviarme un correo de restablecimiento
      </Button>
    </Stack>
  );
}
