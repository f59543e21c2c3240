import { tokenDeSesion } from '@/lib/firebase';
import { leerFrecuentes } from '@/lib/recargas/frecuentes';
import { useCarga } from '@/lib/carga/use-carga';

/** How many favourites, and how many frequent numbers, Recargas lists. */
const LIMITE = 12;

/** The key of their read at `version` (use-carga.ts), which the route may start ahead (adelantar). */
export const claveFrecuentes = (clienteId: string, version: number) => `frecuentes:${clienteId}:${version}`;

export const leerFrecuentesDeSesion = async (clienteId: string) =>
  leerFrecuentes(await tokenDeSesion(), clienteId, LIMITE);

/** The shop's favourites and frequent numbers, read again when `version` changes (a sale, a new favourite). */
export function useFrecuentes(clienteId: string, version: number) {
  const { data, error, reload } = useCarga(claveFrecuentes(clienteId, version), () =>
    leerFrecuentesDeSesion(clienteId),
  );
  return { frecuentes: data, error, reload };
}
