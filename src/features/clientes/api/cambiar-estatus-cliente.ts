import { postApi } from '@/lib/api/api-client';

/** The client's record and its login move together: the server disables the login and revokes its sessions. */
export function cambiarEstatusCliente(uid: string, estatus: boolean) {
  return postApi<{ uid: string; estatus: boolean }>('usuarios/estatus', { uid, estatus });
}
