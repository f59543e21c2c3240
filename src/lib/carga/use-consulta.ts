import { startTransition, useEffect, useReducer, useState } from 'react';
import {
  QueryObserver,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/query-core';
import { consultas } from './consultas';

/**
 * A query of the app's client (consultas.ts), as TanStack Query's useQuery gives it, with one
 * difference that is why this hook exists: an answer redraws the screen in a transition. useQuery
 * redraws through useSyncExternalStore, which React always runs at once, so a screen's first
 * answer was one long task: Lighthouse's TBT, same stack and machine, grew by 44–326 ms on five of
 * six pages (/recargas 441 → 767 ms). A transition lets React stop every few milliseconds for a
 * tap, as the screens did before the query client. What is drawn is the query's state as the
 * render reads it: the key of this render, never an answer for another.
 */
export function useConsulta<T>(
  opciones: QueryObserverOptions<T, Error, T, T, QueryKey>,
): QueryObserverResult<T, Error> {
  const definidas = consultas.defaultQueryOptions(opciones);
  // As useQuery: the first render already shows a fetch it will start, or an answer held.
  definidas._optimisticResults = 'optimistic';
  const [observador] = useState(() => new QueryObserver<T, Error, T, T, QueryKey>(consultas, definidas));
  const [, redibujar] = useReducer((veces: number) => veces + 1, 0);
  // Listening first: whatever changed between the render and these effects (an answer that came,
  // the options of a later render) reaches the listener, and the screen redraws. Told the options
  // before it listened, the observer would take such a change in silence.
  useEffect(() => {
    const dejar = observador.subscribe(() => startTransition(redibujar));
    observador.updateResult();
    return dejar;
  }, [observador]);
  useEffect(() => {
    observador.setOptions(definidas);
  }, [observador, definidas]);
  return observador.getOptimisticResult(definidas);
}
