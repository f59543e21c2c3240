import type { Request } from 'firebase-functions/v2/https';
import { cierreSesionSchema } from '../../../domain/logs';
import { ROLES } from '../../../domain/roles';
import { requireCaller } from '../caller';
import { parseBody } from '../http';
import { logUnaVez } from '../logs';

/**
 * POST /api/sesion/cerrar: the "Sesion cerrada" log. The browser sends it as a keepalive request
 * just before it signs out, so the entry is written even when the tab reloads or closes at once.
 * Same conditions as a log the browser writes itself: an active user, its own e-mail, server time.
 * Once per session (its token's auth_time): sent again, it writes nothing more.
 */
export async function cerrarSesion(req: Request): Promise<{ ok: true }> {
  const caller = await requireCaller(req, ROLES, { adminSinSegundoFactor: true });
  const { screen } = parseBody(cierreSesionSchema, req.body);
  await logUnaVez(`cierreDeSesion-${caller.uid}-${caller.autenticadoEn}`, {
    type: 'INFO',
    screen,
    message: 'Sesion cerrada',
    email: caller.correo,
  });
  return { ok: true };
}
