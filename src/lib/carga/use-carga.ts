import { useEffect, useMemo, useRef } from 'react';
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
const guardable = <T>(data: T): T => (data === undefined ? (null as T) : data);

const comoDato = <T>(lectura: Promise<T>): Promise<T> => contarLectura(lectura).then(guardable);

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
  if (clave !== null) sembrar(clave);
  const query = useConsulta<T>({
    queryKey: claveDeCarga(clave),
    queryFn: () => leer(clave as string, cargar),
    enabled: clave !== null,
  });
  // Shown: taken, so that what waits for rest (en-reposo.ts) stops waiting for it. (One not yet
  // answered at the first render was taken by the query's read, in the effect before this one.)
  useEffect(() => {
    if (clave !== null && consultas.getQueryData(claveDeCarga(clave)) !== undefined) tomarAdelantada(clave);
  }, [clave]);
  // An answer held from before this screen showed it (another screen shows the same key, or it was
  // read ahead and a change made since), being read again: not shown as if it were current. One
  // this screen has already shown stays until the new one comes, as one it read itself does: a
  // read of its key started elsewhere (another screen, a read ahead) does not blank a form drawn
  // from it (Recargas' sale form would be drawn again from nothing, its field messages lost).
  // A ref, not state: kept as state it would draw every screen twice on its first answer. It
  // changes only in the effect after an answer is drawn, and a re-read redraws through the query.
  const mostrada = useRef<string | null>(null);
  // eslint-disable-next-line react-hooks/refs
  const vieja = query.isFetching && !query.isFetchedAfterMount && mostrada.current !== clave;
  const data = vieja || query.data === undefined ? null : query.data;
  const error = query.error && !vieja ? dbErrorMessage(query.error) : null;
  const loading = clave !== null && (query.isPending || vieja);
  useEffect(() => {
    mostrada.current = data === null ? null : clave;
  }, [data, clave]);
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
 * A read the page load started for `clave` that has already answered goes into the query client
 * before the screen's first render: the screen draws its figures once, with no frame of skeletons
 * and no second render when its query would have read that answer. As data set, not the query's
 * `initialData`: a reload starts empty and reads again instead of bringing it back. Dated now, not
 * when the page load started it: on a slow phone the first render comes seconds later, and an answer
 * dated then would be read again at once, skeleton first (it is at most VIGENCIA_TEMPRANA_MS old, as
 * the page load's reads are taken within that). Kept 3 s with no screen showing it, as a read ahead
 * is (a render React drops leaves it for the one it keeps).
 */
function sembrar(clave: string): void {
  const adelantada = vigente(clave);
  const queryKey = claveDeCarga(clave);
  if (!adelantada?.respuesta || consultas.getQueryData(queryKey) !== undefined) return;
  consultas.getQueryCache().build(consultas, { queryKey, gcTime: VIGENCIA_MS });
  consultas.setQueryData(queryKey, guardable(adelantada.respuesta.data));
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
