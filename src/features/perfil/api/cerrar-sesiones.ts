import { postApi } from '@/lib/api/api-client';
import { logout } from '@/lib/sesion/session';
import { SESIONES_CERRADAS } from '@/lib/sesion/session-check';
import { forcedLogoutLanding } from '@/lib/sesion/session-shell';

/**
 * "Cerrar sesión en todos sus dispositivos": the server revokes the account's sessions (POST
 * /api/sesion/revocar), this one included, which then ends here at once and on the other devices
 * within seconds (their next check of the usuarios record, or their next request).
 */
export async function cerrarSesionesPropias(): Promise<void> {
  await postApi('sesion/revocar', {});
  await logout(() => forcedLogoutLanding(SESIONES_CERRADAS));
}
