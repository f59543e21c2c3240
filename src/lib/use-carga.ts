import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { dbErrorMessage } from './db-errors';
import { contarLectura } from './en-reposo';

export interface Carga<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** A read started ahead of the screen that shows it (adelantar), with when it started. */
interface Adelantada {
  promesa: Promise<unknown>;
  desde: number;
  /** Its answer, once it has come. */
  respuesta?: { data: unknown };
  /** Its answer was in the screen's first render: its effect need not wait for it again. */
  mostrada?: boolean;
}

/** Reads started ahead of the screen that shows them, by key. */
const adelantadas = new Map<string, Adelantada>();
/** A read started ahead answers only the screen it was started for, which mounts at once. */
const VIGENCIA_MS = 3_000;

/**
 * Starts the read of `clave` from the click that asks for it (or the route's guard, once it
 * passes), instead of after the screen that shows it has rendered (on a slow phone, a route change
 * renders for 100 ms or more before its first read leaves). The next useCarga of that key takes
 * this answer instead of reading again; one nobody takes within 3 seconds is dropped, so what a
 * screen shows is never older than that. While one is waiting to be taken, answered or not, a
 * second call for its key does nothing. The key names its feature ("inicio:ventas"), as it is
 * shared by every useCarga in the app.
 */
export function adelantar<T>(clave: string, cargar: () => Promise<T>): void {
  // Started already by the click, and asked again by the route's guard: one read serves both.
  if (vigente(clave)) return;
  const adelantada: Adelantada = { promesa: contarLectura(cargar()), desde: Date.now() };
  // A read nobody takes must not report an unhandled failure; the one who takes it handles it.
  adelantada.promesa.then(
    (data) => (adelantada.respuesta = { data }),
    () => undefined,
  );
  adelantadas.set(clave, adelantada);
}

/** At sign-out: no read started for this session answers the next one's screens. */
export function olvidarAdelantadas(): void {
  adelantadas.clear();
}

/** The read started ahead for `clave`, if it is recent. */
function vigente(clave: string): Adelantada | undefined {
  const adelantada = adelantadas.get(clave);
  return adelantada && Date.now() - adelantada.desde < VIGENCIA_MS ? adelantada : undefined;
}

/** The read started ahead for `clave`, if it is recent; taken once. */
function tomarAdelantada(clave: string): Adelantada | undefined {
  const adelantada = vigente(clave);
  adelantadas.delete(clave);
  return adelantada;
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
