import type { EntradaPropia } from '../../domain/logs-base';

/**
 * Writes one of the entries a browser writes about its own act (sign-in, password change), fire
 * and forget (writeOwnLog). Its code, and Firestore's SDK that writes it, load when the act is
 * done: the sign-in page and Perfil draw without them.
 */
export function escribirLogPropio(entrada: EntradaPropia): void {
  import('./log').then(
    ({ writeOwnLog }) => writeOwnLog(entrada),
    (error: unknown) => console.error('No se pudo escribir el log', error),
  );
}
