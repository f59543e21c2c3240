import { useState } from 'react';
import { ApiError } from '../../lib/api-client';

/**
 * The one request a dialog sends: `enviando` while it runs, then the answer goes to `onDone`. A
 * refusal is kept in `error` (the server's own words, or `fallo` when it gave none) and the dialog
 * stays open to try again; `setError` shows the dialog's own checks in the same place.
 */
export function useEnviar<R>(onDone: (respuesta: R) => void, fallo: string) {
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const enviar = async (peticion: () => Promise<R>) => {
    setEnviando(true);
    setError(null);
    try {
      onDone(await peticion());
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : fallo);
      setEnviando(false);
    }
  };

  return { enviando, error, setError, enviar };
}
