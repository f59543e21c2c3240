import { startTransition, useEffect, useReducer, useState } from 'react';
import { QueryObserver, type QueryKey, type QueryObserverOptions, type QueryObserverResult } from '@tanstack/query-core';
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
export function useConsulta<T>(opciones: QueryObserverOptions<T, Error, T, T, QueryKey>): QueryObserverResult<T, Error> {
  const definidas = consultas.defaultQueryOptions(opciones);
  // As useQuery: the first render already shows a fetch it will start, or an answer held.
  definidas._optimisticResults = 'optimistic';
  const [observador] = useState(() => new QueryObserver<T, Error, T, T, QueryKey>(consultas, definidas));
  const [, redibujar] = useReducer((veces: number) => veces + 1, 0);
  useEffect(() => {
    observador.setOptions(definidas);
  }, [observador, definidas]);
  useEffect(() => {
    const dejar = observador.subscribe(() => startTransition(redibujar));
    // What changed between the render and this subscription is not missed.
    observador.updateResult();
    return dejar;
  }, [observador]);
  return observador.getOptimisticResult(definidas);
}
