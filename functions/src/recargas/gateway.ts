import { PASARELA_ORIGINAL } from '../../../domain/pasarelas';
import { HttpError } from '../http';
import type { GatewayRecargas } from './gateway-contrato';
import { simulado, simuladoB } from './gateway-simulado';

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
 * The name of the gateway RECARGAS_GATEWAY (functions/.env) names. Without one, the simulated
 * gateway, but only in a demo- project ('' elsewhere): a real project that forgot to name its
 * gateway must not "deliver" airtime that no carrier ever received.
 */
export function nombreGatewayRecargas(env: NodeJS.ProcessEnv = process.env): string {
  const demo = (env.GCLOUD_PROJECT ?? '').startsWith('demo-');
  return env.RECARGAS_GATEWAY || (demo ? PASARELA_ORIGINAL : '');
}

/**
 * The gateway nombreGatewayRecargas names; with none or an unknown one, every top-up answers 503
 * before anything is charged.
 */
export function gatewayRecargas(env: NodeJS.ProcessEnv = process.env): GatewayRecargas {
  const nombre = nombreGatewayRecargas(env);
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
