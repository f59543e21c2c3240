import { tokenDeSesion } from '../../../lib/firebase';
import { leerFrecuentes } from '../../../lib/recargas/frecuentes';
import { useCarga } from '../../../lib/use-carga';

/** How many favourites, and how many frequent numbers, Recargas lists. */
const LIMITE = 12;

/** The shop's favourites and frequent numbers, read again when `version` changes (a sale, a new favourite). */
export function useFrecuentes(clienteId: string, version: number) {
  const { data, error, reload } = useCarga(`frecuentes:${clienteId}:${version}`, async () =>
    leerFrecuentes(await tokenDeSesion(), clienteId, LIMITE),
  );
  return { frecuentes: data, error, reload };
}
