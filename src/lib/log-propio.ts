import type { EntradaPropia } from '@domain/logs-base';

/**
 * Asks the server for the entry of the user's own act (sign-in, password change): POST
 * /api/sesion/propia writes it with the user's e-mail and the server's time. Fire and forget, as a
 * request that a navigation or a closed tab does not cut (sendApi). The API client loads when the
 * act is done, with the signed-in frame that shares it: the sign-in page draws without it, and no
 * Firestore SDK is needed for the entry.
 */
const ESPERA_TOKEN_MS = 15_000;

export function escribirLogPropio(entrada: EntradaPropia): void {
  import('./api-client').then(
    // Nobody waits on it, so it gives the token time: right after a password change the new token
    // is being issued, and on a busy server 2 s lost the entry of the change.
    ({ sendApi }) => sendApi('sesion/propia', { entrada }, ESPERA_TOKEN_MS),
    (error: unknown) => console.error('No se pudo escribir el log', error),
  );
}
