import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { codigoSmsSchema, passwordActualSchema } from '@domain/usuarios';
import { FormDialog } from '../FormDialog';
import { FormText } from '../form/FormText';
import { useFormulario } from '../form/use-formulario';
import { enEspanol } from '@/lib/segundo-factor/mensajes';
import { reautenticar, type PasoCodigo } from '@/lib/segundo-factor/paso-codigo';
import { CodigoSmsCampo } from './CodigoSmsCampo';

interface Props {
  /** Why it is asked (the server's message). */
  mensaje: string;
  onCerrar: (verificada: boolean) => void;
}

/**
 * Verifies the signed-in user again: its password, then the SMS code of its second factor. The
 * session's sign-in is then now, which the operation that asked for it needs (step-up).
 */
export default function VerificarIdentidadDialog({ mensaje, onCerrar }: Props) {
  const [verificador, setVerificador] = useState<HTMLDivElement | null>(null);
  const [paso, setPaso] = useState<PasoCodigo<void> | null>(null);
  const password = useFormulario({
    resolver: zodResolver(passwordActualSchema),
    defaultValues: { password: '' },
    guardar: async ({ password: actual }) => {
      if (!verificador) return;
      const siguiente = await enEspanol(() => reautenticar(actual, verificador));
      if (siguiente) setPaso(siguiente);
      else onCerrar(true);
    },
  });
  const codigo = useFormulario({
    resolver: zodResolver(codigoSmsSchema),
    defaultValues: { codigo: '' },
    guardar: async ({ codigo: escrito }) => {
      if (!paso) return;
      await enEspanol(() => paso.confirmar(escrito));
      onCerrar(true);
    },
  });

  return (
    <FormDialog
      title="Verifique su identidad"
      onClose={() => onCerrar(false)}
      {...(paso ? codigo.dialogo : password.dialogo)}
      submitText={paso ? 'Verificar' : 'Continuar'}
      maxWidth="xs"
    >
      <Typography>{mensaje}.</Typography>
      {paso ? (
        <CodigoSmsCampo telefono={paso.telefono} control={codigo.control} reenviar={() => enEspanol(paso.reenviar)} />
      ) : (
        <FormText
          control={password.control}
          name="password"
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      <div ref={setVerificador} />
    </FormDialog>
  );
}
