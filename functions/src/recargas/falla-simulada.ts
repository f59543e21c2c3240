import type { Request } from 'firebase-functions/v2/https';

/** The points where a test can make the function die as a crash would, on the emulators only. */
export type PuntoDeFalla = 'antes-del-operador';

export class FallaSimulada extends Error {}

/**
 * A crash between two steps cannot be produced from outside, so on the emulators (never in a
 * deployment) a request may ask for one with the header `x-falla-simulada`: the function stops
 * there and the connection drops with no answer, as when an instance dies.
 */
export function fallaSimulada(req: Request, punto: PuntoDeFalla): void {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return;
  if (req.get('x-falla-simulada') === punto) throw new FallaSimulada(punto);
}
