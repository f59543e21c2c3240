import { useEffect, useMemo } from 'react';
import { tomarAdelantada, vigente, VIGENCIA_MS } from './adelantadas';
import { claveDeCarga, consultas } from './consultas';
import { dbErrorMessage } from '../db-errors';
import { contarLectura } from './en-reposo';
import { useConsulta } from './use-consulta';

export interface Carga<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** An answer as the query client holds it: it keeps no `undefined`, which stands for "none" here. */
const comoDato = <T,>(lectura: Promise<T>): Promise<T> =>
  contarLectura(lectura).then((data) => (data === undefined ? (null as T) : data));

/** The read of `clave`: the one the page load started for it, if it is waiting, or a new one. */
const leer = <T,>(clave: string, cargar: () => Promise<T>): Promise<T> =>
  comoDato((tomarAdelantada(clave)?.promesa as Promise<T> | undefined) ?? cargar());

/**
 * A read a screen needs: made when `clave` is shown (null: nothing to read yet) unless a screen
 * showing it or a read ahead (adelantar) answered it under 3 s ago, and again on reload (the
 * skeleton shows meanwhile); a failure becomes the Spanish message.
 * `cargar` may be a new function every render: what is read follows `clave`, and an answer for
 * another key is never shown.
 */
export function useCarga<T>(clave: string | null, cargar: () => Promise<T>): Carga<T> {
  const query = useConsulta<T>({
      queryKey: claveDeCarga(clave),
      queryFn: () => leer(clave as string, cargar),
      enabled: clave !== null,
      // A read the page load started that has already answered is in the first render: no frame of
      // skeletons and no second render before the figures show. Only looked at here: a render React
      // drops (hydration, a suspended sibling) must leave it for the one it keeps.
      initialData: () => (clave !== null ? (vigente(clave)?.respuesta?.data as T | undefined) : undefined),
  });
  // Shown: taken, so that what waits for rest (en-reposo.ts) stops waiting for it.
  useEffect(() => {
    if (clave !== null && vigente(clave)?.respuesta && consultas.getQueryData(claveDeCarga(clave)) !== undefined)
      tomarAdelantada(clave);
  }, [clave]);
  const propio = query.data === undefined ? null : query.data;
  return useMemo(
    () => ({
      data: propio,
      error: query.error ? dbErrorMessage(query.error) : null,
      loading: clave !== null && query.isPending,
      reload: () => void (clave !== null && consultas.resetQueries({ queryKey: claveDeCarga(clave), exact: true })),
    }),
    [propio, query.error, query.isPending, clave],
  );
}

/**
 * Starts the read of `clave` from the click that asks for it (or the route's guard, once it
 * passes), instead of after the screen that shows it has rendered (on a slow phone, a route change
 * renders for 100 ms or more before its first read leaves). The screen's useCarga of that key shows
 * this answer instead of reading again while it is under 3 s old; a second call meanwhile, answered
 * or not, reads nothing. The key names its feature ("inicio:ventas"), as it is shared by every
 * useCarga in the app.
 */
export function adelantar<T>(clave: string, cargar: () => Promise<T>): void {
  // The page load has started it: the screen takes that one.
  if (vigente(clave)) return;
  void consultas.prefetchQuery({
    queryKey: claveDeCarga(clave),
    queryFn: () => comoDato(cargar()),
    gcTime: VIGENCIA_MS,
  });
}
