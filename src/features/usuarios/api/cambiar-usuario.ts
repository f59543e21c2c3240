import type { Role } from '@domain/roles';
import { postApi } from '@/lib/api/api-client';

/** Role and status changes go through the server: it disables the login and guards the last admin. */
export function cambiarRol(uid: string, role: Role) {
  return postApi<{ uid: string; role: Role }>('usuarios/rol', { uid, role });
}

export function cambiarEstatus(uid: string, estatus: boolean) {
  return postApi<{ uid: string; estatus: boolean }>('usuarios/estatus', { uid, estatus });
}

/** Ends every open session of the user: its screens sign out within seconds, and it signs in again. */
export function cerrarSesiones(uid: string) {
  return postApi<{ uid: string }>('usuarios/sesiones', { uid });
}
