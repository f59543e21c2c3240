import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-client';

/**
 * The one request a dialog sends: `enviando` while it runs, then the answer goes to `onDone`. A
 * refusal is kept in `error` (the server's own words, or `fallo` when it gave none) and the dialog
 * stays open to try again; `setError` shows the dialog's own checks in the same place.
 */
export function useEnviar<R>(onDone: (respuesta: R) => void, fallo: string) {
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // One request at a time, whatever reaches `enviar` before the buttons show they are busy (a
  // double click, Enter in a field).
  const enCurso = useRef(false);

  const enviar = async (peticion: () => Promise<R>) => {
    if (enCurso.current) return;
    enCurso.current = true;
    setEnviando(true);
    setError(null);
    let respuesta: R;
    try {
      respuesta = await peticion();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : fallo);
      setEnviando(false);
      enCurso.current = false;
      return;
    }
    onDone(respuesta);
  };

  return { enviando, error, setError, enviar };
}
