// The usuarios record of the signed-in user over REST, without Firebase's SDK: the role guard's
// first verdict reads it (session.ts), and Inicio's page load starts that read early
// (features/inicio/api/lectura-temprana.ts).
import { leerDocumentos } from '../rest/documentos-rest';
import { firestoreRest } from '../firebase-config';
import type { LiveProfile } from './session-check';

/** The key the page load's read of `uid`'s record is kept by (adelantadas.ts) for the role guard. */
export const clavePerfil = (uid: string) => `sesion:perfil:${uid}`;

/** The usuarios record of `uid` in one REST request (documentos-rest.ts), judged by the rules; null if absent. */
export async function leerPerfilCon(token: string, uid: string): Promise<LiveProfile | null> {
  const [perfil] = await leerDocumentos(firestoreRest, token, 'usuarios', [uid]);
  return perfil ? (perfil.data as unknown as LiveProfile) : null;
}
