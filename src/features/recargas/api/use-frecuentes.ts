import { tokenDeSesion } from '@/lib/firebase';
import { leerFrecuentes } from '@/lib/recargas/frecuentes';
import { useCarga } from '@/lib/carga/use-carga';

/** How many favourites, and how many frequent numbers, Recargas lists. */
const LIMITE = 12;

/** The key of their read (use-carga.ts), which the route may start ahead (adelantar). */
export const claveFrecuentes = (clienteId: string) => `frecuentes:${clienteId}`;

export const leerFrecuentesDeSesion = async (clienteId: string) =>
  leerFrecuentes(await tokenDeSesion(), clienteId, LIMITE);

/** The shop's favourites and frequent numbers, read again after a sale or a new favourite (releer). */
export function useFrecuentes(clienteId: string) {
  const { data, error, reload } = useCarga(claveFrecuentes(clienteId), () => leerFrecuentesDeSesion(clienteId));
  return { frecuentes: data, error, reload };
}
