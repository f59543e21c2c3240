import { useMemo } from 'react';
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
const comoDato = <T>(lectura: Promise<T>): Promise<T> =>
  contarLectura(lectura).then((data) => (data === undefined ? (null as T) : data));

/** The read of `clave`: the one the page load started for it, if it is waiting, or a new one. */
const leer = <T>(clave: string, cargar: () => Promise<T>): Promise<T> =>
  comoDato((tomarAdelantada(clave)?.promesa as Promise<T> | undefined) ?? cargar());

/**
 * A read a screen needs: made when `clave` is shown (null: nothing to read yet) unless a screen
 * showing it or a read ahead (adelantar) answered it under 3 s ago and nothing was changed since
 * (cambios.ts), and again on reload; the skeleton shows while it is read, never an older answer.
 * A failure becomes the Spanish message.
 * `cargar` may be a new function every render: what is read follows `clave`, and an answer for
 * another key is never shown.
 */
export function useCarga<T>(clave: string | null, cargar: () => Promise<T>): Carga<T> {
  const query = useConsulta<T>({
    queryKey: claveDeCarga(clave),
    queryFn: () => leer(clave as string, cargar),
    enabled: clave !== null,
  });
  // A read the page load started that has already answered is in the first render: no frame of
  // skeletons before the figures show. Only looked at here; the query's own read takes it (leer):
  // a render React drops (hydration, a suspended sibling) leaves it for the one it keeps, and a
  // reload never brings it back.
  const temprana = query.data === undefined && clave !== null ? vigente(clave)?.respuesta : undefined;
  // An answer held from before this screen showed it (another screen shows the same key, or it was
  // read ahead and a change made since), being read again: not shown as if it were current.
  const vieja = query.isFetching && !query.isFetchedAfterMount;
  const data = temprana ? (temprana.data as T) : vieja || query.data === undefined ? null : query.data;
  const error = query.error && !vieja ? dbErrorMessage(query.error) : null;
  const loading = clave !== null && !temprana && (query.isPending || vieja);
  return useMemo(
    () => ({
      data,
      error,
      loading,
      reload: () => void (clave !== null && consultas.resetQueries({ queryKey: claveDeCarga(clave), exact: true })),
    }),
    [data, error, loading, clave],
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
