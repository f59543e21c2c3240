import type { Corte } from '@domain/corte';
import { SIN_DISTRIBUIDOR } from '@domain/resumenes';
import { leerDistribuidoresPorId } from '@/lib/lecturas/use-nombres';
import { useCarga } from '@/lib/carga/use-carga';
import { leerCorteDelDia, leerTurnoActual } from './leer-corte';

/** The distributors a corte names: their names and the `comision` their earnings are worked out at. */
export interface DistribuidoresDelCorte {
  nombres: Record<string, string>;
  comisiones: Record<string, number>;
}

const idsDe = (corte: Corte) => Object.keys(corte.distribuidores).filter((id) => id !== SIN_DISTRIBUIDOR);

const conDistribuidores = async <T extends { corte: Corte }>(leido: T) => ({
  ...leido,
  distribuidores: await leerDistribuidoresPorId(idsDe(leido.corte)),
});

/** The distributors a corte already read (a closed shift's) names: looked up by id (null: none to show). */
export function useDistribuidoresDe(corte: Corte | null) {
  const ids = corte ? idsDe(corte).sort() : [];
  const { data } = useCarga(corte && `distribuidores:${ids.join(',')}`, () => leerDistribuidoresPorId(ids));
  return data ?? { nombres: {}, comisiones: {} };
}

/** The key of the shop's current shift: read again after a close (releer). */
export const claveTurno = (clienteId: string) => `turno:${clienteId}`;

/** The shop's current shift. */
export function useTurnoActual(clienteId: string) {
  return useCarga(claveTurno(clienteId), async () => conDistribuidores(await leerTurnoActual(clienteId)));
}

/** A business day's corte of the shop; null day: nothing to read. */
export function useCorteDelDia(clienteId: string, dia: string | null) {
  return useCarga(dia && `corte:${clienteId}:${dia}`, async () =>
    conDistribuidores({ corte: await leerCorteDelDia(clienteId, dia ?? '') }),
  );
}
