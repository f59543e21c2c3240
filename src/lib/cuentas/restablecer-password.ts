import { sendPasswordResetEmail } from 'firebase/auth';
import { errorCode } from '../sesion/auth-errors';
import { auth } from '../firebase';

/**
 * Sends the password-reset e-mail. An unknown address is answered like a known one, so the
 * screen does not tell strangers which e-mails have accounts.
 */
export async function restablecerPassword(correo: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, correo);
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
  }
}
