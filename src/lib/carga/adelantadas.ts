// Reads started ahead of the screen that shows them (adelantar), which the screen's useCarga takes
// (use-carga.ts). Apart from React, so that Inicio's early reads (lectura-temprana.ts) can start
// them before React has arrived.
import { contarLectura } from './en-reposo';

/** A read started ahead of the screen that shows it (adelantar), with until when it may be taken. */
export interface Adelantada {
  promesa: Promise<unknown>;
  hasta: number;
  /** Ends its count as one of the screen's reads (en-reposo.ts): taken, dropped or expired. */
  soltar: () => void;
  /** Its answer, once it has come. */
  respuesta?: { data: unknown };
  /** Its answer was in the screen's first render: its effect need not wait for it again. */
  mostrada?: boolean;
}

/** Reads started ahead of the screen that shows them, by key. */
const adelantadas = new Map<string, Adelantada>();
/** A read started ahead answers only the screen it was started for, which mounts at once. */
export const VIGENCIA_MS = 3_000;

/**
 * Starts the read of `clave` from the click that asks for it (or the route's guard, once it
 * passes), instead of after the screen that shows it has rendered (on a slow phone, a route change
 * renders for 100 ms or more before its first read leaves). The next useCarga of that key takes
 * this answer instead of reading again; one nobody takes within 3 seconds is dropped, so what a
 * screen shows is never older than that. While one is waiting to be taken, answered or not, a
 * second call for its key does nothing. The key names its feature ("inicio:ventas"), as it is
 * shared by every useCarga in the app. A read started as a page loads, before the app has run
 * (lectura-temprana.ts), is given longer: `vigenciaMs`.
 */
export function adelantar<T>(clave: string, cargar: () => Promise<T>, vigenciaMs = VIGENCIA_MS): void {
  // Started already by the click, and asked again by the route's guard: one read serves both.
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

/** At sign-out: no read started for this session answers the next one's screens. */
export function olvidarAdelantadas(): void {
  adelantadas.forEach((adelantada) => adelantada.soltar());
  adelantadas.clear();
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
