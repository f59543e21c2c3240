import type { LoginForm } from '@domain/usuarios';
import { loadWithReload } from '@/lib/chunk-reload';
import type { Acceso } from './iniciar-sesion';
import type { LoginCheck } from './validacion-login';

export type { Acceso };

// What the sign-in form does needs Firebase Auth, Firestore and zod; a visitor needs none of them
// to see the form. They load on demand, starting as soon as the visitor uses the form, with the
// pages' chunk-reload rule.
const loadSignIn = () => loadWithReload(() => import('./iniciar-sesion'));
const loadValidation = () => loadWithReload(() => import('./validacion-login'));
const loadReset = () => loadWithReload(() => import('@/lib/cuentas/restablecer-password'));

/** Starts loading the form's code early (the form got focus), so submitting does not wait for it. */
export function precargarAcceso(): void {
  Promise.all([loadValidation(), loadSignIn()]).catch(() => undefined);
}

export async function validarLogin(values: LoginForm): Promise<LoginCheck> {
  return (await loadValidation()).validarLogin(values);
}

export async function correoValido(correo: string): Promise<string | null> {
  return (await loadValidation()).correoValido(correo);
}

export async function iniciarSesion(correo: string, password: string, contenedor: HTMLElement): Promise<Acceso> {
  return (await loadSignIn()).iniciarSesion(correo, password, contenedor);
}

export async function restablecerPassword(correo: string): Promise<void> {
  return (await loadReset()).restablecerPassword(correo);
}
