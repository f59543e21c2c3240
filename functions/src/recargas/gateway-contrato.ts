// What every aggregator implementation speaks: the request, its answers and the interface. Apart
// from gateway.ts (which picks an implementation) so that the implementations can import it
// without importing the module that imports them.

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
