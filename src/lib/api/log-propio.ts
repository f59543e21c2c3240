import type { EntradaPropia } from '@domain/logs-base';

/**
 * Asks the server for the entry of the user's own act (sign-in, password change): POST
 * /api/sesion/propia writes it with the user's e-mail and the server's time. Fire and forget, as a
 * request that a navigation or a closed tab does not cut (sendApi). The API client loads when the
 * act is done, with the signed-in frame that shares it: the sign-in page draws without it, and no
 * Firestore SDK is needed for the entry.
 */
export function escribirLogPropio(entrada: EntradaPropia): void {
  import('./api-client').then(
    ({ sendApi }) => sendApi('sesion/propia', { entrada }),
    (error: unknown) => console.error('No se pudo escribir el log', error),
  );
}
