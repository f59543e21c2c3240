import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { mensajeDeVerificacion } from '@/lib/segundo-factor/mensajes';
import { enviarVerificacionDeCorreo } from '../api/segundo-factor';

/**
 * Auth enrols a second factor only for a verified e-mail: the link that verifies it, sent on
 * request. Once it is opened, sending the code again works.
 */
export function VerificarCorreo() {
  const [estado, setEstado] = useState<{ enviando: boolean; aviso: string | null; error: string | null }>({
    enviando: false,
    aviso: null,
    error: null,
  });
  const enviar = async () => {
    setEstado({ enviando: true, aviso: null, error: null });
    try {
      await enviarVerificacionDeCorreo();
      setEstado({
        enviando: false,
        aviso: 'Le enviamos el enlace. Ábralo y luego pida de nuevo el código por SMS.',
        error: null,
      });
    } catch (failure) {
      setEstado({ enviando: false, aviso: null, error: mensajeDeVerificacion(failure) });
    }
  };
  return (
    <Alert
      severity={estado.error ? 'error' : 'info'}
      action={
        <Button color="inherit" size="small" onClick={enviar} loading={estado.enviando}>
          Enviarme el enlace
        </Button>
      }
    >
      {estado.error ?? estado.aviso ?? 'Le enviaremos a su correo un enlace para verificarlo.'}
    </Alert>
  );
}
