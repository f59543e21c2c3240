import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { cambiarPasswordSchema, codigoSmsSchema, type CambiarPasswordForm as Form } from '@domain/usuarios';
import { FormText } from '@/components/form/FormText';
import { NuevaPassword } from '@/components/form/NuevaPassword';
import { useNotify } from '@/components/notify';
import { CodigoSmsPerezoso } from './CodigoSmsPerezoso';
import { authErrorMessage } from '@/lib/sesion/auth-errors';
import { restablecerPassword } from '@/lib/cuentas/restablecer-password';
import type { PasoCodigo } from '@/lib/segundo-factor/paso-codigo';
import { cambiarPassword, cambiarPasswordError } from '../api/cambiar-password';

const EMPTY: Form = { actual: '', nueva: '', confirmar: '' };

/**
 * Change the password (asks the current one, and for an account with a second factor its SMS
 * code), or have a reset e-mail sent. A refusal shows until the next edit or success.
 */
export function CambiarPasswordForm({ correo }: { correo: string }) {
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [sendingReset, setSendingReset] = useState(false);
  const [paso, setPaso] = useState<PasoCodigo<void> | null>(null);
  const [verificador, setVerificador] = useState<HTMLDivElement | null>(null);
  const codigo = useForm<z.input<typeof codigoSmsSchema>, unknown, z.output<typeof codigoSmsSchema>>({
    resolver: zodResolver(codigoSmsSchema),
    defaultValues: { codigo: '' },
  });
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

  const hecho = () => {
    setPaso(null);
    codigo.reset();
    reset(EMPTY);
    notify('Contraseña actualizada');
  };

  const submit = handleSubmit(async ({ actual, nueva }) => {
    if (!verificador) return;
    setError(null);
    try {
      const siguiente = await cambiarPassword(actual, nueva, verificador);
      if (siguiente) setPaso(siguiente);
      else hecho();
    } catch (failure) {
      setError(cambiarPasswordError(failure));
    }
  });

  const verificar = codigo.handleSubmit(async ({ codigo: escrito }) => {
    if (!paso) return;
    setError(null);
    try {
      await paso.confirmar(escrito);
      hecho();
    } catch (failure) {
      setError(cambiarPasswordError(failure));
    }
  });

  // reCAPTCHA's verifier stays in the page through both steps: a new code is sent from the second.
  const contenedor = <div ref={setVerificador} />;
  if (paso) {
    return (
      <>
        <Stack component="form" spacing={2} onSubmit={verificar} noValidate aria-label="Cambiar contraseña">
          {error && <Alert severity="error">{error}</Alert>}
          <CodigoSmsPerezoso telefono={paso.telefono} control={codigo.control} reenviar={paso.reenviar} />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" loading={codigo.formState.isSubmitting}>
              Verificar y cambiar
            </Button>
            <Button onClick={() => setPaso(null)}>Cancelar</Button>
          </Stack>
        </Stack>
        {contenedor}
      </>
    );
  }

  return (
    <>
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
      {contenedor}
    </>
  );
}
