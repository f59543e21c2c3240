import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { RUTA_PREDETERMINADA } from '../../../domain/pasarelas';
import { db } from '../admin';
import { HttpError } from '../http';
import { gatewayDe, gatewayRecargas, nombreGatewayRecargas, SIN_PASARELA } from '../recargas/gateway';
import type { GatewayRecargas } from '../recargas/gateway-contrato';

export const configPasarelasRef = () => db.collection('config').doc('pasarelas');
export const pasarelaRef = (id: string) => db.collection('pasarelas').doc(id);

/** A pasarela of a carrier's route, ready to be sent to. */
export interface PasarelaEnRuta {
  id: string;
  implementacion: string;
  gateway: GatewayRecargas;
  /** Its cost of each product where it differs from the catalogue's (centavos). */
  costos: Record<string, number>;
  /** A project from before pasarelas: one gateway, no float kept. */
  sinFondo?: true;
}

export interface Ruta {
  pasarelas: PasarelaEnRuta[];
  /** The admin paused the carrier: its reason. */
  pausa: string | null;
}

/**
 * A project from before pasarelas: the one gateway RECARGAS_GATEWAY names (the simulated one in a
 * demo- project that names none), no float kept. The attempt in flight is written down under that
 * gateway's name, so a verification asks the gateway the top-up went to.
 */
function pasarelaOriginal(): PasarelaEnRuta {
  const nombre = nombreGatewayRecargas();
  return { id: nombre, implementacion: nombre, gateway: gatewayRecargas(), costos: {}, sinFondo: true };
}

/**
 * The pasarelas a carrier's top-ups go through, in order, those disabled or whose implementation
 * this deployment cannot use left out; and the carrier's pause. Without config/pasarelas (a
 * project from before them) the one gateway RECARGAS_GATEWAY names, as before. No usable pasarela:
 * 503 before anything is charged.
 */
export async function rutaDe(
  operador: string,
  /** config/pasarelas when the caller read it already (a sale reads it with its product, in one call). */
  leida?: DocumentSnapshot,
): Promise<Ruta> {
  const config = (leida ?? (await configPasarelasRef().get())).data();
  if (!config) return { pasarelas: [pasarelaOriginal()], pausa: null };
  const rutas = (config.rutas ?? {}) as Record<string, string[]>;
  const ids = (Object.hasOwn(rutas, operador) ? rutas[operador] : rutas[RUTA_PREDETERMINADA]) ?? [];
  const docs = ids.length ? await db.getAll(...ids.map((id) => pasarelaRef(id))) : [];
  const pasarelas: PasarelaEnRuta[] = [];
  for (const doc of docs) {
    const data = doc.data();
    if (!data || data.activa !== true) continue;
    const implementacion = String(data.implementacion ?? '');
    const gateway = gatewayDe(implementacion, doc.id);
    if (!gateway) continue;
    pasarelas.push({ id: doc.id, implementacion, gateway, costos: (data.costos ?? {}) as Record<string, number> });
  }
  if (!pasarelas.length) {
    console.error(`Sin pasarela utilizable para ${operador}: ruta ${JSON.stringify(ids)}`);
    throw new HttpError(503, SIN_PASARELA);
  }
  const pausas = (config.pausas ?? {}) as Record<string, { motivo?: string } | undefined>;
  const pausa = Object.hasOwn(pausas, operador) ? (pausas[operador]?.motivo ?? null) : null;
  return { pasarelas, pausa };
}

/** The gateway a top-up in flight is held by (recargasCostos/{id}.enCurso), to ask about it. */
export function gatewayDelEnvio(envio: { implementacion: string; pasarela: string }): GatewayRecargas {
  const gateway = gatewayDe(envio.implementacion, envio.pasarela);
  if (!gateway) throw new HttpError(503, SIN_PASARELA);
  return gateway;
}
