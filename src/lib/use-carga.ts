import { useCallback, useEffect, useRef, useState } from 'react';
import { dbErrorMessage } from './db-errors';

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
  const [estado, setEstado] = useState<{ clave: string; version: number; data: T | null; error: string | null }>();
  useEffect(() => {
    if (clave === null) return;
    let cancelled = false;
    ultima.current().then(
      (data) => !cancelled && setEstado({ clave, version, data, error: null }),
      (error: unknown) => !cancelled && setEstado({ clave, version, data: null, error: dbErrorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [clave, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const actual = estado?.clave === clave && estado.version === version ? estado : undefined;
  return { data: actual?.data ?? null, error: actual?.error ?? null, loading: clave !== null && !actual, reload };
}
