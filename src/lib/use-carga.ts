import { useCallback, useEffect, useRef, useState } from 'react';
import { dbErrorMessage } from './db-errors';

export interface Carga<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** Reads started ahead of the screen that shows them (adelantar), by key, with when they started. */
const adelantadas = new Map<string, { promesa: Promise<unknown>; desde: number }>();
/** A read started ahead answers only the screen it was started for, which mounts at once. */
const VIGENCIA_MS = 3_000;

/**
 * Starts the read of `clave` from the click that asks for it, instead of after the screen that
 * shows it has rendered (on a slow phone, a route change renders for 100 ms or more before its
 * first read leaves). The next useCarga of that key takes this answer instead of reading again;
 * one nobody takes within 3 seconds is dropped, so what a screen shows is never older than that. The key names its
 * feature ("inicio:ventas"), as it is shared by every useCarga in the app.
 */
export function adelantar<T>(clave: string, cargar: () => Promise<T>): void {
  const promesa = cargar();
  // A read nobody takes must not report an unhandled failure; the one who takes it handles it.
  promesa.catch(() => undefined);
  adelantadas.set(clave, { promesa, desde: Date.now() });
}

/** The read started ahead for `clave`, if it is recent; taken once. */
function tomarAdelantada<T>(clave: string): Promise<T> | undefined {
  const adelantada = adelantadas.get(clave);
  adelantadas.delete(clave);
  return adelantada && Date.now() - adelantada.desde < VIGENCIA_MS ? (adelantada.promesa as Promise<T>) : undefined;
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
    (tomarAdelantada<T>(clave) ?? ultima.current()).then(
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
