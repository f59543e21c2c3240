import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { tomarAdelantada, vigente } from './adelantadas';
import { dbErrorMessage } from '../db-errors';
import { contarLectura } from './en-reposo';

export { adelantar } from './adelantadas';

export interface Carga<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * A read a screen needs once: made again when `clave` changes (null: nothing to read yet) or on
 * reload; a failure becomes the Spanish message. `cargar` may be a new function every render: what
 * is read follows `clave`, and an answer for an older key is never shown.
 */
export function useCarga<T>(clave: string | null, cargar: () => Promise<T>): Carga<T> {
  const ultima = useRef(cargar);
  useEffect(() => {
    ultima.current = cargar;
  });
  const [version, setVersion] = useState(0);
  // A read started ahead that has already answered is in the first render: no frame of skeletons
  // and no second render before the figures show.
  const [estado, setEstado] = useState<
    { clave: string; version: number; data: T | null; error: string | null } | undefined
  >(() => {
    if (clave === null) return undefined;
    const adelantada = vigente(clave);
    if (!adelantada?.respuesta) return undefined;
    adelantada.mostrada = true;
    return { clave, version: 0, data: adelantada.respuesta.data as T, error: null };
  });
  useEffect(() => {
    if (clave === null) return;
    const adelantada = tomarAdelantada(clave);
    if (adelantada?.mostrada && version === 0) return;
    let cancelled = false;
    ((adelantada?.promesa as Promise<T> | undefined) ?? contarLectura(ultima.current())).then(
      (data) => !cancelled && startTransition(() => setEstado({ clave, version, data, error: null })),
      (error: unknown) =>
        !cancelled && startTransition(() => setEstado({ clave, version, data: null, error: dbErrorMessage(error) })),
    );
    return () => {
      cancelled = true;
    };
  }, [clave, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const actual = estado?.clave === clave && estado.version === version ? estado : undefined;
  return { data: actual?.data ?? null, error: actual?.error ?? null, loading: clave !== null && !actual, reload };
}
