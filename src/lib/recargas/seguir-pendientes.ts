import { useEffect, useRef } from 'react';
import { leerComoSesion } from '../rest/lectura-sesion';

/** How often a screen reads again the top-ups it shows en verificación. */
export const SEGUIMIENTO_MS = 15_000;

/**
 * While a screen shows top-ups en verificación, it reads their estado again (one request, their
 * estado only) every SEGUIMIENTO_MS with the tab in view, as soon as it is back in view, and when
 * the connection returns; `alResolver` gets those that are no longer pendiente. The server settles
 * them on its own schedule (every 2 minutes); this only brings the open screen along, with no reload.
 */
export function useSeguirPendientes(ids: string[], alResolver: (resueltas: string[]) => void, cadaMs = SEGUIMIENTO_MS) {
  const ultimo = useRef(alResolver);
  useEffect(() => {
    ultimo.current = alResolver;
  });
  const clave = [...ids].sort().join(',');
  useEffect(() => {
    if (!clave) return;
    const lista = clave.split(',');
    let vigente = true;
    let enCurso = false;
    const revisar = async () => {
      if (enCurso || document.visibilityState !== 'visible') return;
      enCurso = true;
      try {
        const leidas = await leerComoSesion('recargas', lista, ['estado']);
        const resueltas = leidas.filter(({ data }) => data.estado !== 'pendiente').map(({ id }) => id);
        if (vigente && resueltas.length) ultimo.current(resueltas);
      } catch {
        // A read the network failed is simply made again at the next turn: nothing on screen changes.
      } finally {
        enCurso = false;
      }
    };
    const intervalo = window.setInterval(() => void revisar(), cadaMs);
    const alVolver = () => void revisar();
    document.addEventListener('visibilitychange', alVolver);
    window.addEventListener('focus', alVolver);
    window.addEventListener('online', alVolver);
    return () => {
      vigente = false;
      window.clearInterval(intervalo);
      document.removeEventListener('visibilitychange', alVolver);
      window.removeEventListener('focus', alVolver);
      window.removeEventListener('online', alVolver);
    };
  }, [clave, cadaMs]);
}
