import { OPERADORES_INICIALES } from '@domain/catalogo';
import { dbErrorMessage } from '../db-errors';
import { leerComoSesion } from '../rest/lectura-sesion';
import { useCarga } from '../carga/use-carga';

export interface Operadores {
  lista: string[];
  /** Set when the list could not be read and the initial one stands in: for the screen to show. */
  error: string | null;
}

/**
 * The carriers of the catalogue (one small document, looked up over REST: Productos draws without
 * Firestore's SDK); never rejects.
 */
export async function leerOperadores(): Promise<Operadores> {
  try {
    const [config] = await leerComoSesion('config', ['operadores'], ['lista']);
    return { lista: config ? (config.data.lista as string[]) : OPERADORES_INICIALES, error: null };
  } catch (error) {
    return {
      lista: OPERADORES_INICIALES,
      error: `No se pudo leer la lista de operadores (${dbErrorMessage(error)}); se muestran los iniciales.`,
    };
  }
}

/** The carriers, with the initial list until the read answers. */
export function useOperadores() {
  const { data, reload } = useCarga('operadores', leerOperadores);
  return { ...(data ?? INICIALES), reload };
}

const INICIALES: Operadores = { lista: OPERADORES_INICIALES, error: null };
