import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import type { SessionUser } from '../../../../domain/usuarios';
import { db } from '../../../lib/db';
import { auth } from '../../../lib/firebase';
import { writeOwnLog } from '../../../lib/log';
import { clearSessionUser, parseSessionUser, writeSessionUser } from '../../../lib/session-user';
import { LoginError } from './login-error';

/**
 * Sign in → read usuarios → (role user) check clientes → store the session user → log.
 * Any failure leaves no session user and no Auth session behind.
 */
export async function iniciarSesion(correo: string, password: string): Promise<SessionUser> {
  const { user } = await signInWithEmailAndPassword(auth, correo, password);
  try {
    const usuario = await getDoc(doc(db, 'usuarios', user.uid));
    if (!usuario.exists()) throw new LoginError('El usuario no existe en la base de datos');
    const data = usuario.data();
    if (!data.estatus) throw new LoginError('El usuario no está activo');
    // The guard's own check of the session user, not the schema: signing in then loads no zod.
    const sessionUser = parseSessionUser({ ...data, uid: user.uid });
    if (!sessionUser) throw new LoginError('El registro del usuario está incompleto; avise al administrador');
    if (sessionUser.role === 'user') {
      const cliente = await getDoc(doc(db, 'clientes', user.uid));
      if (!cliente.exists()) throw new LoginError('El cliente no existe en el sistema');
    }
    writeSessionUser(sessionUser);
    writeOwnLog('inicioDeSesion');
    return sessionUser;
  } catch (error) {
    clearSessionUser();
    await signOut(auth);
    throw error;
  }
}
