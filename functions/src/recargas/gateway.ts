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

/** The gateway named by RECARGAS_GATEWAY (functions/.env), the simulated one by default. */
export function gatewayRecargas(): GatewayRecargas {
  const nombre = process.env.RECARGAS_GATEWAY || 'simulado';
  const crear = GATEWAYS[nombre];
  if (!crear) throw new Error(`RECARGAS_GATEWAY desconocido: ${nombre}`);
  return crear();
}
