import { useCallback, useRef, useState } from 'react';
import type { RecargaRespuesta } from '../../../../domain/recargas';
import { ApiError } from '../../../lib/api-client';
import { nuevaClave } from '../../../lib/clave';
import { recargar } from '../../../lib/recargas/recargar';

export interface Borrador {
  operador: string;
  productoId: string;
  numero: string;
  confirmar: string;
  distribuidorId: string;
}

export const BORRADOR_VACIO: Borrador = { operador: '', productoId: '', numero: '', confirmar: '', distribuidorId: '' };

/**
 * One sale at the counter: what is typed at each step, the step, and the idempotency key. The key
 * is made when the client first confirms and kept until the sale changes or ends, so a second
 * click, a retry after a dropped connection or a "Reintentar" after an error is the same top-up.
 * The confirmation sends the price the client was shown; when the server's differs (409) nothing
 * was charged, and `onPrecioCambiado` reads the prices again for the client to confirm the new one.
 */
export function useVenta(onSaldo: (saldo: number) => void, onPrecioCambiado: () => void) {
  const [borrador, setBorradorState] = useState<Borrador>(BORRADOR_VACIO);
  const [paso, setPaso] = useState(0);
  const [resultado, setResultado] = useState<RecargaRespuesta | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const clave = useRef<string | null>(null);
  const enVuelo = useRef(false);

  const setBorrador = useCallback((cambio: Partial<Borrador>) => {
    clave.current = null;
    setError(null);
    setBorradorState((actual) => ({ ...actual, ...cambio }));
  }, []);

  const empezar = useCallback((inicio: Borrador, enPaso: number) => {
    clave.current = null;
    setError(null);
    setResultado(null);
    setBorradorState(inicio);
    setPaso(enPaso);
  }, []);

  const confirmar = useCallback(
    async (precio: number) => {
      // A ref, not state: two clicks in the same frame both see it.
      if (enVuelo.current) return;
      enVuelo.current = true;
      clave.current ??= nuevaClave();
      setEnviando(true);
      setError(null);
      try {
        const { productoId, numero, distribuidorId } = borrador;
        const respuesta = await recargar({
          id: clave.current,
          productoId,
          numero,
          ...(distribuidorId ? { distribuidorId } : {}),
          precio,
        });
        clave.current = null;
        setResultado(respuesta);
        onSaldo(respuesta.saldo);
      } catch (caught) {
        setError(caught instanceof ApiError ? caught.message : 'No se pudo enviar la recarga. Intente de nuevo.');
        if (caught instanceof ApiError && caught.status === 409) onPrecioCambiado();
      } finally {
        enVuelo.current = false;
        setEnviando(false);
      }
    },
    [borrador, onSaldo, onPrecioCambiado],
  );

  return { borrador, setBorrador, paso, setPaso, resultado, setResultado, error, enviando, confirmar, empezar };
}
