import { useCallback, useRef, useState } from 'react';
import type { RecargaRespuesta } from '@domain/recargas';
import { ApiError, sinRed, sinRespuesta } from '@/lib/api/api-client';
import { claveDeIntento } from '@/lib/api/clave-de-intento';
import { recargar } from '@/lib/recargas/recargar';

export interface Borrador {
  operador: string;
  productoId: string;
  numero: string;
  confirmar: string;
  distribuidorId: string;
}

export const BORRADOR_VACIO: Borrador = { operador: '', productoId: '', numero: '', confirmar: '', distribuidorId: '' };

/** The Recargas stepper's steps, in order: the number first, so its carrier can be found from it. */
export const PASOS = ['Número', 'Compañía', 'Monto', 'Confirmar'] as const;
export const PASO = { numero: 0, compania: 1, monto: 2, confirmar: 3 } as const;

/** How long a confirmation waits for its answer before the screen says what is going on. */
export const AVISO_ESPERA_MS = 3_000;

/** What the screen says about a confirmation that has no answer (yet). */
export const MENSAJES_ENVIO = {
  sinSalir:
    'Sin conexión: la recarga no salió de este equipo y no se cobró nada. Revise la conexión y pulse Reintentar.',
  esperando:
    'La recarga ya salió y estamos esperando la respuesta. Si la conexión se corta, Reintentar no la cobra dos veces.',
  quizas:
    'No llegó la respuesta: la recarga pudo haberse enviado. Pulse Reintentar: si ya se hizo, verá su resultado y no se cobra dos veces.',
} as const;

/**
 * One sale at the counter: what is typed at each step and the step. Its idempotency key belongs to
 * what is sold (product, number, distributor) until the server says it is done (claveDeIntento):
 * a second click, a retry after a dropped connection, or the client going back and choosing the
 * same sale again after an answer was lost is the same top-up, charged once. A repeat sale of a
 * number sold before is a new key, as the last one was done.
 * The confirmation sends the price the client was shown; when the server's differs (409) nothing
 * was charged, and `onPrecioCambiado` reads the prices again for the client to confirm the new one.
 * Without network it is not sent, and the screen says nothing was charged. When no answer came
 * (the connection, a gateway), the top-up may have been charged all the same: `onSinRespuesta`
 * reads the saldo and the history again, and the screen says Reintentar cannot charge twice; after
 * AVISO_ESPERA_MS without an answer it already says that the request left.
 */
export function useVenta(onSaldo: (saldo: number) => void, onPrecioCambiado: () => void, onSinRespuesta: () => void) {
  const [borrador, setBorradorState] = useState<Borrador>(BORRADOR_VACIO);
  const [paso, setPaso] = useState(0);
  const [resultado, setResultado] = useState<RecargaRespuesta | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [espera, setEspera] = useState<string | null>(null);
  /** A confirmation failed without a refusal: the button offers to try again, with the same key. */
  const [reintentar, setReintentar] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const enVuelo = useRef(false);

  const setBorrador = useCallback((cambio: Partial<Borrador>) => {
    setError(null);
    setReintentar(false);
    setBorradorState((actual) => ({ ...actual, ...cambio }));
  }, []);

  const empezar = useCallback((inicio: Borrador, enPaso: number) => {
    setError(null);
    setReintentar(false);
    setResultado(null);
    setBorradorState(inicio);
    setPaso(enPaso);
  }, []);

  const confirmar = useCallback(
    async (precio: number) => {
      // A ref, not state: two clicks in the same frame both see it.
      if (enVuelo.current) return;
      if (sinRed()) {
        setError(MENSAJES_ENVIO.sinSalir);
        setReintentar(true);
        return;
      }
      enVuelo.current = true;
      setEnviando(true);
      setError(null);
      const { productoId, numero, distribuidorId } = borrador;
      const intento = claveDeIntento('recarga', { productoId, numero, distribuidorId });
      const reloj = window.setTimeout(() => setEspera(MENSAJES_ENVIO.esperando), AVISO_ESPERA_MS);
      try {
        const respuesta = await recargar({
          id: intento.clave,
          productoId,
          numero,
          ...(distribuidorId ? { distribuidorId } : {}),
          precio,
        });
        intento.hecha();
        setReintentar(false);
        setResultado(respuesta);
        onSaldo(respuesta.saldo);
      } catch (caught) {
        const perdida = sinRespuesta(caught);
        setError(
          perdida
            ? MENSAJES_ENVIO.quizas
            : caught instanceof ApiError
              ? caught.message
              : 'No se pudo enviar la recarga. Intente de nuevo.',
        );
        setReintentar(perdida);
        if (caught instanceof ApiError && caught.status === 409) onPrecioCambiado();
        if (perdida) onSinRespuesta();
      } finally {
        window.clearTimeout(reloj);
        setEspera(null);
        enVuelo.current = false;
        setEnviando(false);
      }
    },
    [borrador, onSaldo, onPrecioCambiado, onSinRespuesta],
  );

  return {
    borrador,
    setBorrador,
    paso,
    setPaso,
    resultado,
    setResultado,
    error,
    espera,
    reintentar,
    enviando,
    confirmar,
    empezar,
  };
}
