import { HttpError } from '../http';
import { simulado, simuladoB } from './gateway-simulado';

/** What the carrier (or the aggregator in front of it) is asked to deliver. */
export interface SolicitudOperador {
  /** Our recarga id: the carrier's idempotency key and the reference to ask about it later. */
  referencia: string;
  operador: string;
  numero: string;
  /** Airtime in centavos. */
  monto: number;
  /** What this aggregator charges us for it (centavos): a simulated provider debits its float with it. */
  costo?: number;
}

/**
 * A final answer: delivered with an authorization code, or refused with the carrier's message.
 * `noEntregada`: the aggregator itself refused (down, our float with it spent) and certainly
 * delivered nothing, so the top-up may go to the next pasarela; a carrier's refusal (a number not
 * enabled) is final wherever it is sent.
 */
export type RespuestaOperador =
  { estado: 'exitosa'; autorizacion: string } | { estado: 'rechazada'; error: string; noEntregada?: true };

/** What the carrier says about a reference it was (or was not) sent. */
export type ConsultaOperador = RespuestaOperador | { estado: 'no-recibida' } | { estado: 'en-proceso' };

/** The carrier did not answer in time: the outcome is unknown and the top-up must stay pendiente. */
export class OperadorSinRespuesta extends Error {}

/** The carrier gateway: a real aggregator is a second implementation of this, chosen by configuration. */
export interface GatewayRecargas {
  /** Delivers the top-up; throws OperadorSinRespuesta when the outcome is unknown. */
  recargar(solicitud: SolicitudOperador): Promise<RespuestaOperador>;
  /** Asks what became of a reference; throws OperadorSinRespuesta when it cannot tell now. */
  consultar(referencia: string): Promise<ConsultaOperador>;
  /** Our balance with the provider as the provider reports it (centavos). */
  saldo(): Promise<number>;
}

/**
 * The implementations a pasarela may name (pasarelas/{id}.implementacion), each built for that
 * pasarela's id. A real aggregator is one more entry here, its credentials read from the
 * environment of the deployment (README, "Agregar un agregador real"), never from the repository.
 */
const GATEWAYS: Record<string, (pasarela: string) => GatewayRecargas> = { simulado, 'simulado-b': simuladoB };

/** Simulated implementations deliver nothing: a real project uses one only by naming it in RECARGAS_GATEWAY. */
const SIMULADAS = new Set(['simulado', 'simulado-b']);

/** Whether an implementation is one of the simulated aggregators (its provider's float is simulated too). */
export const esSimulada = (implementacion: string) => SIMULADAS.has(implementacion);

export const esImplementacion = (nombre: string) => Object.hasOwn(GATEWAYS, nombre);

export const SIN_PASARELA =
  'Las recargas no están disponibles: falta configurar la pasarela de las compañías. Avise al administrador.';

/**
 * The gateway named by RECARGAS_GATEWAY (functions/.env). Without one, the simulated gateway, but
 * only in a demo- project: a real project that forgot to name its gateway must not "deliver"
 * airtime that no carrier ever received, so every top-up answers 503 before anything is charged.
 */
export function gatewayRecargas(env: NodeJS.ProcessEnv = process.env): GatewayRecargas {
  const demo = (env.GCLOUD_PROJECT ?? '').startsWith('demo-');
  const nombre = env.RECARGAS_GATEWAY || (demo ? 'simulado' : '');
  // Own names only: "constructor" or "toString" would find an Object method, not a gateway.
  const crear = Object.hasOwn(GATEWAYS, nombre) ? GATEWAYS[nombre] : undefined;
  if (!crear) {
    console.error(`RECARGAS_GATEWAY no configurado o desconocido: "${env.RECARGAS_GATEWAY ?? ''}"`);
    throw new HttpError(503, SIN_PASARELA);
  }
  return crear(nombre);
}

/**
 * The implementation a pasarela names, for that pasarela; null when it cannot be used here: an
 * unknown name, or a simulated one in a real project that did not name it in RECARGAS_GATEWAY.
 */
export function gatewayDe(
  implementacion: string,
  pasarela: string,
  env: NodeJS.ProcessEnv = process.env,
): GatewayRecargas | null {
  if (!esImplementacion(implementacion)) return null;
  const demo = (env.GCLOUD_PROJECT ?? '').startsWith('demo-');
  if (SIMULADAS.has(implementacion) && !demo && env.RECARGAS_GATEWAY !== implementacion) return null;
  return GATEWAYS[implementacion](pasarela);
}
