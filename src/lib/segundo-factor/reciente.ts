// Step-up: the API refuses an approval or an adjustment above $50,000.00 when the session's second
// factor is over 15 minutes old (domain/segundo-factor.ts). The screen then asks for a new
// verification (password and SMS code, components/VerificacionReciente.tsx) and sends the very
// same request again: its idempotency key with it, so it is applied once.
import { CODIGO_VERIFICACION_RECIENTE } from '@domain/segundo-factor';
import { ApiError } from '../api/api-client';

/** Asks the user to verify again, with the server's message; true once it has. */
type PedirVerificacion = (mensaje: string) => Promise<boolean>;

let pedir: PedirVerificacion | null = null;

/** The signed-in frame's prompt; returns what removes it. */
export function alPedirVerificacion(pedirla: PedirVerificacion): () => void {
  pedir = pedirla;
  return () => {
    if (pedir === pedirla) pedir = null;
  };
}

/**
 * Runs `accion`; if the server asks for a recent verification, asks the user for it and runs
 * `accion` once more. A verification the user cancels leaves the server's refusal as the answer.
 */
export async function conVerificacionReciente<T>(accion: () => Promise<T>): Promise<T> {
  try {
    return await accion();
  } catch (error) {
    const pidela = error instanceof ApiError && error.datos.codigo === CODIGO_VERIFICACION_RECIENTE;
    if (!pidela || !pedir || !(await pedir(error.message))) throw error;
    return accion();
  }
}
