import { signInWithEmailAndPassword, signOut, type MultiFactorError, type User } from 'firebase/auth';
import type { SessionUser } from '@domain/usuarios';
import { errorCode } from '@/lib/sesion/auth-errors';
import { loadWithReload } from '@/lib/chunk-reload';
import { leerDocumentos } from '@/lib/rest/documentos-rest';
import { auth, firestoreRest } from '@/lib/firebase';
import { escribirLogPropio } from '@/lib/api/log-propio';
import { clearSessionUser, parseSessionUser, writeSessionUser } from '@/lib/sesion/session-user';
import { LoginError } from './login-error';

/** Where signing in stands: done, or waiting for the SMS code of the account's second factor. */
export type Acceso =
  | { paso: 'listo'; usuario: SessionUser }
  | {
      paso: 'codigo';
      /** The enrolled phone as Auth shows it (its last digits). */
      telefono: string;
      confirmar: (codigo: string) => Promise<SessionUser>;
      reenviar: () => Promise<void>;
    };

/**
 * Sign in (the password, then for an account with a second factor its SMS code) → read usuarios →
 * (role user) check clientes → store the session user → log. Any failure after Auth signed in
 * leaves no session user and no Auth session behind.
 *
 * `contenedor` is where reCAPTCHA's invisible verifier goes, which sending an SMS code needs. The
 * second step's code (the resolver, the phone provider, the verifier) loads only for an account
 * that has one.
 */
export async function iniciarSesion(correo: string, password: string, contenedor: HTMLElement): Promise<Acceso> {
  let user: User;
  try {
    ({ user } = await signInWithEmailAndPassword(auth, correo, password));
  } catch (error) {
    if (errorCode(error) !== 'auth/multi-factor-auth-required') throw error;
    const { pedirCodigo } = await loadWithReload(() => import('@/lib/segundo-factor/paso-codigo'));
    const paso = await pedirCodigo(error as MultiFactorError, contenedor);
    return {
      paso: 'codigo',
      telefono: paso.telefono,
      reenviar: paso.reenviar,
      confirmar: async (codigo) => completarAcceso(await paso.confirmar(codigo)),
    };
  }
  return { paso: 'listo', usuario: await completarAcceso(user) };
}

/**
 * The product's own checks once Auth has signed the user in. The two reads are REST lookups by id
 * (documentos-rest.ts), judged by the same rules as the SDK's: a round trip each, where the SDK's
 * channel takes two, and signing in then loads no Firestore SDK at all (/inicio after sign-in is
 * held to 300 kB gzip; with the SDK it was 300.1 kB). The sign-in entry of the log is fire and
 * forget (SPEC.md): the server writes it as asked (POST /api/sesion/propia).
 */
async function completarAcceso(user: User): Promise<SessionUser> {
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
