import { useCallback, useRef, useState } from 'react';
import type { RecargaRespuesta } from '../../../../domain/recargas';
import { ApiError, sinRespuesta } from '../../../lib/api-client';
import { claveDeIntento } from '../../../lib/clave';
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
 * One sale at the counter: what is typed at each step and the step. Its idempotency key belongs to
 * what is sold (product, number, distributor) until the server says it is done (claveDeIntento):
 * a second click, a retry after a dropped connection, or the client going back and choosing the
 * same sale again after an answer was lost is the same top-up, charged once.
 * The confirmation sends the price the client was shown; when the server's differs (409) nothing
 * was charged, and `onPrecioCambiado` reads the prices again for the client to confirm the new one.
 * When no answer came (the connection, a gateway), the top-up may have been charged all the same:
 * `onSinRespuesta` reads the saldo and the history again.
 */
export function useVenta(onSaldo: (saldo: number) => void, onPrecioCambiado: () => void, onSinRespuesta: () => void) {
  const [borrador, setBorradorState] = useState<Borrador>(BORRADOR_VACIO);
  const [paso, setPaso] = useState(0);
  const [resultado, setResultado] = useState<RecargaRespuesta | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const enVuelo = useRef(false);

  const setBorrador = useCallback((cambio: Partial<Borrador>) => {
    setError(null);
    setBorradorState((actual) => ({ ...actual, ...cambio }));
  }, []);

  const empezar = useCallback((inicio: Borrador, enPaso: number) => {
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
      setEnviando(true);
      setError(null);
      const { productoId, numero, distribuidorId } = borrador;
      const intento = claveDeIntento('recarga', { productoId, numero, distribuidorId });
      try {
        const respuesta = await recargar({
          id: intento.clave,
          productoId,
          numero,
          ...(distribuidorId ? { distribuidorId } : {}),
          precio,
        });
        intento.hecha();
        setResultado(respuesta);
        onSaldo(respuesta.saldo);
      } catch (caught) {
        setError(caught instanceof ApiError ? caught.message : 'No se pudo enviar la recarga. Intente de nuevo.');
        if (caught instanceof ApiError && caught.status === 409) onPrecioCambiado();
        if (sinRespuesta(caught)) onSinRespuesta();
      } finally {
        enVuelo.current = false;
        setEnviando(false);
      }
    },
    [borrador, onSaldo, onPrecioCambiado, onSinRespuesta],
  );

  return { borrador, setBorrador, paso, setPaso, resultado, setResultado, error, enviando, confirmar, empezar };
}
