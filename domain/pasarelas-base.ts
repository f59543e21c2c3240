// Pasarelas: the aggregators a top-up can go through. Each carrier has an ordered list of them
// (config/pasarelas.rutas, with `predeterminada` for carriers without their own); a top-up goes to
// the first one available and, only on an answer that certainly delivered nothing, to the next.
// Each pasarela keeps our float with its provider in FONDO_SHARDS documents: a top-up reserves its
// cost on one of them before it is sent, so no float goes below zero however many sell at once,
// and sales of many shops do not queue on one document.

export const FONDO_SHARDS = 8;

/** The route of carriers that have none of their own. */
export const RUTA_PREDETERMINADA = 'predeterminada';

/**
 * The gateway a project from before pasarelas sends everything to when RECARGAS_GATEWAY names none
 * (a demo- project's simulated one), with no float of its own to keep.
 */
export const PASARELA_ORIGINAL = 'simulado';

/**
 * The reference the `n`-th attempt (0 first) of a top-up goes by: the first is the top-up's own id
 * (what consultar of older top-ups asks), each next one its own, derived from it.
 */
export const referenciaIntento = (id: string, n: number) => (n === 0 ? id : `${id}-${n + 1}`);

/** A top-up's attempt as the admin and the manager read it (recargasCostos/{id}.intentos). */
export interface Intento {
  pasarela: string;
  referencia: string;
  /** What came of it, in words: "Exitosa (autorización …)", "Servicio no disponible", "Sin respuesta", … */
  respuesta: string;
  /** Epoch ms. */
  en: number;
}

/** A refusal of a top-up to a paused carrier (422): what the stepper shows too. */
export const operadorEnPausa = (operador: string, motivo: string) =>
  `Las recargas de ${operador} están en pausa: ${motivo}`;

export const NINGUNA_PASARELA = 'Ninguna pasarela pudo entregar la recarga';

// Carrier health, from the last VENTANA_SALUD_MIN minutes of attempts (functions/src/pasarelas/salud.ts).
export const VENTANA_SALUD_MIN = 15;
/** Under this share of successes, the stepper marks the carrier "Con fallas en este momento". */
export const EXITO_MINIMO = 0.8;
export const CON_FALLAS = 'Con fallas en este momento';
/** Latency buckets' upper bounds (ms): p50 and p95 are read as the bucket they fall in. */
export const CUBETAS_LATENCIA_MS = [250, 500, 1_000, 2_000, 3_000, 5_000, 10_000, 30_000, 60_000] as const;

export interface SaludCuenta {
  enviadas: number;
  exitosas: number;
  /** Certainly not delivered: the aggregator down, our float with it spent. */
  noEntregadas: number;
  /** Refused by the carrier (a number not enabled): final. */
  rechazadas: number;
  /** No answer: left pendiente on that pasarela. */
  sinRespuesta: number;
  /** Count per latency bucket (index of CUBETAS_LATENCIA_MS). */
  latencias: number[];
}

export const SALUD_VACIA = (): SaludCuenta => ({
  enviadas: 0,
  exitosas: 0,
  noEntregadas: 0,
  rechazadas: 0,
  sinRespuesta: 0,
  latencias: CUBETAS_LATENCIA_MS.map(() => 0),
});

export const cubetaLatencia = (ms: number) => {
  const i = CUBETAS_LATENCIA_MS.findIndex((tope) => ms <= tope);
  return i === -1 ? CUBETAS_LATENCIA_MS.length - 1 : i;
};

/** The latency under which `fraccion` of the answers came (a bucket's upper bound, ms); null without answers. */
export function percentil(latencias: number[], fraccion: number): number | null {
  const total = latencias.reduce((a, b) => a + b, 0);
  if (!total) return null;
  let acumulado = 0;
  for (let i = 0; i < latencias.length; i += 1) {
    acumulado += latencias[i];
    if (acumulado >= fraccion * total) return CUBETAS_LATENCIA_MS[i];
  }
  return CUBETAS_LATENCIA_MS[CUBETAS_LATENCIA_MS.length - 1];
}

/** Share of attempts delivered; null without attempts. */
export const tasaExito = (s: SaludCuenta) => (s.enviadas ? s.exitosas / s.enviadas : null);

export function sumarSalud(a: SaludCuenta, b: Partial<SaludCuenta>): SaludCuenta {
  return {
    enviadas: a.enviadas + Number(b.enviadas ?? 0),
    exitosas: a.exitosas + Number(b.exitosas ?? 0),
    noEntregadas: a.noEntregadas + Number(b.noEntregadas ?? 0),
    rechazadas: a.rechazadas + Number(b.rechazadas ?? 0),
    sinRespuesta: a.sinRespuesta + Number(b.sinRespuesta ?? 0),
    latencias: a.latencias.map((n, i) => n + Number(b.latencias?.[i] ?? 0)),
  };
}
