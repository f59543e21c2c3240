/** A screen's reads in flight (useCarga, adelantar, useCursorPage): what waits for rest waits for them. */
let enCurso = 0;
let alTerminar: (() => void)[] = [];

/** At the latest this long after the call, `enReposo`'s task runs: a read that hangs delays it no more. */
export const REPOSO_MAXIMO_MS = 5_000;

/** Counts `lectura` as one of the screen's reads until it settles; gives it back unchanged. */
export function contarLectura<T>(lectura: Promise<T>): Promise<T> {
  enCurso += 1;
  const fin = () => {
    enCurso -= 1;
    if (enCurso > 0) return;
    const tareas = alTerminar;
    alTerminar = [];
    tareas.forEach((tarea) => tarea());
  };
  lectura.then(fin, fin);
  return lectura;
}

// No time-out of its own: enReposo's cap (REPOSO_MAXIMO_MS) bounds the wait for both idle times.
const ocioso = (tarea: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(tarea);
  else window.setTimeout(tarea, 0);
};

/**
 * Runs `tarea` once, when the page is idle and the screen's reads have answered and drawn: what a
 * screen shows first (its figures, its list) does not share a phone's connection and processor
 * with what can come after it (the snackbar's code). At the latest after 5 s.
 */
export function enReposo(tarea: () => void): void {
  let hecha = false;
  const una = () => {
    if (hecha) return;
    hecha = true;
    tarea();
  };
  window.setTimeout(una, REPOSO_MAXIMO_MS);
  ocioso(() => {
    if (enCurso === 0) una();
    // The answer renders first; the task waits for the idle time after it.
    else alTerminar.push(() => ocioso(una));
  });
}
