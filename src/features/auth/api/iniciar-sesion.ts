import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import type { SessionUser } from '../../../../domain/usuarios';
import { leerDocumentos } from '../../../lib/documentos-rest';
import { auth, firestoreRest } from '../../../lib/firebase';
import { escribirLogPropio } from '../../../lib/log-propio';
import { clearSessionUser, parseSessionUser, writeSessionUser } from '../../../lib/session-user';
import { LoginError } from './login-error';

/**
 * Sign in → read usuarios → (role user) check clientes → store the session user → log.
 * Any failure leaves no session user and no Auth session behind.
 *
 * The two reads are REST lookups by id (documentos-rest.ts), judged by the same rules as the SDK's:
 * a round trip each, where the SDK's channel takes two, and signing in then loads no Firestore SDK
 * at all (issue 14: /inicio after sign-in, 300.1 kB gzip with it). The sign-in entry of the log is
 * fire and forget (SPEC.md): the server writes it as asked (POST /api/sesion/propia).
 */
export async function iniciarSesion(correo: string, password: string): Promise<SessionUser> {
  const { user } = await signInWithEmailAndPassword(auth, correo, password);
  try {
    const token = await user.getIdToken();
    const [usuario] = await leerDocumentos(firestoreRest, token, 'usuarios', [user.uid]);
    if (!usuario) throw new LoginError('El usuario no existe en la base de datos');
    const data = usuario.data;
    if (!data.estatus) throw new LoginError('El usuario no está activo');
    // The guard's own check of the session user, not the schema: signing in then loads no zod.
    const sessionUser = parseSessionUser({ ...data, uid: user.uid });
    if (!sessionUser) throw new LoginError('El registro del usuario está incompleto; avise al administrador');
    if (sessionUser.role === 'user') {
      // Whether it exists: one field of it is enough.
      const [cliente] = await leerDocumentos(firestoreRest, token, 'clientes', [user.uid], ['estatus']);
      if (!cliente) throw new LoginError('El cliente no existe en el sistema');
    }
    writeSessionUser(sessionUser);
    escribirLogPropio('inicioDeSesion');
    return sessionUser;
  } catch (error) {
    clearSessionUser();
    await signOut(auth);
    throw error;
  }
}
