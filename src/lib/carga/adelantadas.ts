// Reads the page load starts before the app has arrived (Inicio's, lectura-temprana.ts, and the
// role guard's read of the usuarios record), which the app takes when it asks for the same key: the
// screen's useCarga (use-carga.ts) or the guard (session.ts). Apart from React and the query client
// (consultas.ts), so that the page's early entry stays a few kB.
import { contarLectura } from './en-reposo';

/** A read the page load started (adelantarAlCargar), with until when it may be taken. */
export interface Adelantada {
  promesa: Promise<unknown>;
  hasta: number;
  /** Ends its count as one of the screen's reads (en-reposo.ts): taken, dropped or expired. */
  soltar: () => void;
  /** Its answer, once it has come. */
  respuesta?: { data: unknown };
}

/** Reads the page load started, by key. */
const adelantadas = new Map<string, Adelantada>();
/**
 * How long an answer read ahead of its screen is shown without reading again (consultas.ts's
 * staleTime, and by default how long a read the page load started waits to be taken).
 */
export const VIGENCIA_MS = 3_000;

/**
 * Starts the read of `clave` as the page loads, before React, the router and the query client have
 * arrived. The app's first read of that key takes this answer instead of reading again; one nobody
 * takes within `vigenciaMs` is dropped, so what a screen shows is never older than that. While one
 * is waiting to be taken, answered or not, a second call for its key does nothing.
 */
export function adelantarAlCargar<T>(clave: string, cargar: () => Promise<T>, vigenciaMs = VIGENCIA_MS): void {
  // Started already for this key and not yet taken: one read serves both.
  if (vigente(clave)) return;
  let soltar = () => undefined as void;
  const soltada = new Promise<void>((resolve) => (soltar = resolve));
  const promesa = cargar();
  // One of the screen's reads until it has answered and the screen has taken it: what waits for
  // rest (en-reposo.ts) waits for the screen to show it, even when it answered before the screen
  // had loaded (a read the page load started). One nobody takes counts until it expires.
  void contarLectura(Promise.all([promesa.catch(() => undefined), soltada]));
  window.setTimeout(soltar, vigenciaMs);
  const adelantada: Adelantada = { promesa, hasta: Date.now() + vigenciaMs, soltar };
  // A read nobody takes must not report an unhandled failure; the one who takes it handles it.
  adelantada.promesa.then(
    (data) => (adelantada.respuesta = { data }),
    () => undefined,
  );
  adelantadas.set(clave, adelantada);
}

/** What else forgets a session's reads at sign-out (the query client's cache, consultas.ts). */
const olvidos: (() => void)[] = [];

/** `olvidar` runs at every sign-out, with olvidarAdelantadas. */
export function alOlvidar(olvidar: () => void): void {
  olvidos.push(olvidar);
}

/** At sign-out: no read started or answered for this session is shown to the next one. */
export function olvidarAdelantadas(): void {
  adelantadas.forEach((adelantada) => adelantada.soltar());
  adelantadas.clear();
  olvidos.forEach((olvidar) => olvidar());
}

/** The read started ahead for `clave`, if it is recent. */
export function vigente(clave: string): Adelantada | undefined {
  const adelantada = adelantadas.get(clave);
  return adelantada && Date.now() < adelantada.hasta ? adelantada : undefined;
}

/** The read started ahead for `clave`, if it is recent; taken once. */
export function tomarAdelantada(clave: string): Adelantada | undefined {
  const adelantada = vigente(clave);
  adelantadas.get(clave)?.soltar();
  adelantadas.delete(clave);
  return adelantada;
}
