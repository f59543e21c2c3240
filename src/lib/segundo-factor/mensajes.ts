import { authErrorMessage, errorCode } from '../sesion/auth-errors';
import { mensajeDeError } from '../db-errors';

/** What a verification's failure tells the user: a wrong password as such, Auth's others in Spanish. */
export function mensajeDeVerificacion(error: unknown): string {
  const code = errorCode(error);
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential') return 'La contraseña no es correcta.';
  return code?.startsWith('auth/') ? authErrorMessage(error) : mensajeDeError(error);
}

/** Runs an Auth step of a form; its failure becomes an error with the Spanish message the form shows. */
export async function enEspanol<T>(paso: () => Promise<T>): Promise<T> {
  try {
    return await paso();
  } catch (error) {
    throw new Error(mensajeDeVerificacion(error));
  }
}
