import type { Request } from 'firebase-functions/v2/https';
import { actoPropioSchema, ENTRADAS_PROPIAS } from '../../../domain/logs';
import { ROLES } from '../../../domain/roles';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';

/** How long after signing in (or reauthenticating) the entry of that act is taken. */
const VIGENCIA_MS = 5 * 60_000;

/**
 * POST /api/sesion/propia: the entry of the caller's own act (ENTRADAS_PROPIAS: its sign-in, its
 * password change), which the browser sends as it is done. Written here rather than by the browser:
 * signing in then needs no Firestore SDK, and no browser writes a free entry. Taken within 5
 * minutes of the authentication its token records, as such an act comes right after one; its
 * e-mail and time are the caller's and the server's.
 */
export async function registrarActoPropio(req: Request): Promise<{ ok: true }> {
  const caller = await requireCaller(req, ROLES);
  const { entrada } = parseBody(actoPropioSchema, req.body);
  if (Date.now() > caller.autenticadoEn + VIGENCIA_MS) {
    throw new HttpError(403, 'Esta entrada se registra solo al iniciar sesión o al cambiar la contraseña');
  }
  const [ref, log] = newLog({ type: 'INFO', ...ENTRADAS_PROPIAS[entrada], email: caller.correo });
  await ref.create(log);
  return { ok: true };
}
