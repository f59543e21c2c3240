import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { codigoSmsSchema, telefonoSegundoFactorSchema } from '@domain/usuarios';
import { FormText } from '@/components/form/FormText';
import { CodigoSmsPerezoso } from './CodigoSmsPerezoso';
import { errorCode } from '@/lib/sesion/auth-errors';
import { mensajeDeVerificacion } from '@/lib/segundo-factor/mensajes';
import { enviarCodigoDeInscripcion } from '../api/segundo-factor';
import { VerificarCorreo } from './VerificarCorreo';

type Telefono = z.input<typeof telefonoSegundoFactorSchema>;
type Codigo = z.input<typeof codigoSmsSchema>;

interface Props {
  /** The account already has a phone: this one is another. */
  otro: boolean;
  onInscrito: () => void;
}

/** Enrols a phone as a second factor: its number, then the SMS code Auth sent to it. */
export function AgregarTelefonoForm({ otro, onInscrito }: Props) {
  const [verificador, setVerificador] = useState<HTMLDivElement | null>(null);
  const [enviado, setEnviado] = useState<{ telefono: string; inscribir: (codigo: string) => Promise<void> } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [sinCorreoVerificado, setSinCorreoVerificado] = useState(false);
  const numero = useForm<Telefono, unknown, z.output<typeof telefonoSegundoFactorSchema>>({
    resolver: zodResolver(telefonoSegundoFactorSchema),
    defaultValues: { telefono: '' },
  });
  const codigo = useForm<Codigo, unknown, z.output<typeof codigoSmsSchema>>({
    resolver: zodResolver(codigoSmsSchema),
    defaultValues: { codigo: '' },
  });

  const enviar = async (telefono: string) => {
    if (!verificador) return;
    setError(null);
    try {
      setEnviado({ telefono, inscribir: await enviarCodigoDeInscripcion(telefono, verificador) });
      setSinCorreoVerificado(false);
    } catch (failure) {
      setSinCorreoVerificado(errorCode(failure) === 'auth/unverified-email');
      setError(mensajeDeVerificacion(failure));
    }
  };
  const enviarCodigo = numero.handleSubmit(({ telefono }) => enviar(telefono));
  const activar = codigo.handleSubmit(async ({ codigo: escrito }) => {
    if (!enviado) return;
    setError(null);
    try {
      await enviado.inscribir(escrito);
      onInscrito();
    } catch (failure) {
      setError(mensajeDeVerificacion(failure));
    }
  });

  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      {sinCorreoVerificado && <VerificarCorreo />}
      {enviado ? (
        <Stack component="form" spacing={2} onSubmit={activar} noValidate aria-label="Activar el teléfono">
          <CodigoSmsPerezoso
            telefono={enviado.telefono}
            control={codigo.control}
            reenviar={() => enviar(enviado.telefono)}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" loading={codigo.formState.isSubmitting}>
              Activar
            </Button>
            <Button onClick={() => setEnviado(null)}>Cambiar el número</Button>
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={enviarCodigo} noValidate aria-label="Registrar teléfono">
          <FormText
            control={numero.control}
            name="telefono"
            label={otro ? 'Otro teléfono celular' : 'Teléfono celular'}
            helperText="10 dígitos, o el número completo con + y la clave del país"
            type="tel"
            autoComplete="tel"
            required
          />
          <Button
            type="submit"
            variant="contained"
            loading={numero.formState.isSubmitting}
            sx={{ alignSelf: 'flex-start' }}
          >
            Enviarme el código
          </Button>
        </Stack>
      )}
      <div ref={setVerificador} />
    </Stack>
  );
}
