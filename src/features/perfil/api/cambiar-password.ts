import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { authErrorMessage, errorCode } from '../../../lib/auth-errors';
import { auth } from '../../../lib/firebase';
import { escribirLogPropio } from '../../../lib/log-propio';

/** Re-authenticates with the current password, then sets the new one. */
export async function cambiarPassword(actual: string, nueva: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('No hay usuario autenticado');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, actual));
  await updatePassword(user, nueva);
  escribirLogPropio('cambioDePassword');
}

export function cambiarPasswordError(error: unknown): string {
  const code = errorCode(error);
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential')
    return 'La contraseña actual es incorrecta.';
  if (error instanceof Error && !code) return error.message;
  return authErrorMessage(error);
}
