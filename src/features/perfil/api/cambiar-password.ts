import { EmailAuthProvider, reauthenticateWithCredential, updatePassword, type MultiFactorError } from 'firebase/auth';
import { authErrorMessage, errorCode } from '@/lib/sesion/auth-errors';
import { loadWithReload } from '@/lib/chunk-reload';
import { auth } from '@/lib/firebase';
import { escribirLogPropio } from '@/lib/api/log-propio';
import type { PasoCodigo } from '@/lib/segundo-factor/paso-codigo';

/**
 * Re-authenticates with the current password, then sets the new one. An account with a second
 * factor is asked its SMS code in between: the step is returned, and its confirmation sets the
 * new password (null: the password was enough, and it is set). `contenedor` is where reCAPTCHA's
 * invisible verifier goes; the second factor's code loads only for an account that has one.
 */
export async function cambiarPassword(
  actual: string,
  nueva: string,
  contenedor: HTMLElement,
): Promise<PasoCodigo<void> | null> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('No hay usuario autenticado');
  const fijar = async () => {
    await updatePassword(user, nueva);
    escribirLogPropio('cambioDePassword');
  };
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, actual));
  } catch (error) {
    if (errorCode(error) !== 'auth/multi-factor-auth-required') throw error;
    const { pedirCodigo } = await loadWithReload(() => import('@/lib/segundo-factor/paso-codigo'));
    const paso = await pedirCodigo(error as MultiFactorError, contenedor);
    return {
      ...paso,
      confirmar: async (codigo) => {
        await paso.confirmar(codigo);
        await fijar();
      },
    };
  }
  await fijar();
  return null;
}

export function cambiarPasswordError(error: unknown): string {
  const code = errorCode(error);
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential')
    return 'La contraseña actual es incorrecta.';
  if (error instanceof Error && !code) return error.message;
  return authErrorMessage(error);
}
