import { HttpError } from '../http';
import { simulado } from './gateway-simulado';

/** What the carrier (or the aggregator in front of it) is asked to deliver. */
export interface SolicitudOperador {
  /** Our recarga id: the carrier's idempotency key and the reference to ask about it later. */
  referencia: string;
  operador: string;
  numero: string;
  /** Airtime in centavos. */
  monto: number;
}

/** A final answer: delivered with an authorization code, or refused with the carrier's message. */
export type RespuestaOperador = { estado: 'exitosa'; autorizacion: string } | { estado: 'rechazada'; error: string };

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
}

const GATEWAYS: Record<string, () => GatewayRecargas> = { simulado };

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
  return crear();
}
