// Calls a scheduled function of the running Functions emulator as Cloud Scheduler (and the local
// stack's scheduler, scripts/programador.ts) does.
import { disparar } from '../../scripts/programador/disparar';
import { PROJECT_ID } from './emulators';

export const FUNCTIONS_URL = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:5001';

/** Runs the scheduled function once; resolves when it has finished, with its HTTP status and time. */
export async function correrProgramada(nombre: string): Promise<{ status: number; ms: number }> {
  const inicio = Date.now();
  const status = await disparar(
    { nombre, region: 'us-central1' },
    { functionsUrl: FUNCTIONS_URL, proyecto: PROJECT_ID },
  );
  return { status, ms: Date.now() - inicio };
}
