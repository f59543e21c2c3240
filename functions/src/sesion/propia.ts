import type { Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { actoPropioSchema, ENTRADAS_PROPIAS, type EntradaPropia } from '../../../domain/logs';
import { ROLES } from '../../../domain/roles';
import { adminAuth, db } from '../admin';
import { requireCaller, type Caller } from '../caller';
import { HttpError, parseBody } from '../http';
import { logUnaVez } from '../logs';

/** How long after signing in (or reauthenticating) the entry of that act is taken. */
const VIGENCIA_MS = 5 * 60_000;

/**
 * POST /api/sesion/propia: the entry of the caller's own act (ENTRADAS_PROPIAS: its sign-in, its
 * password change), which the browser sends as it is done. Written here rather than by the browser:
 * signing in then needs no Firestore SDK, and no browser writes a free entry. Taken within 5
 * minutes of the authentication its token records, as such an act comes right after one; its
 * e-mail and time are the caller's and the server's. Each act is written once, however often it is
 * sent: a sign-in once per authentication (its auth_time), a password change once per change that
 * Auth shows.
 */
export async function registrarActoPropio(req: Request): Promise<{ ok: true }> {
  const caller = await requireCaller(req, ROLES, { adminSinSegundoFactor: true });
  const { entrada } = parseBody(actoPropioSchema, req.body);
  if (Date.now() > caller.autenticadoEn + VIGENCIA_MS) {
    throw new HttpError(403, 'Esta entrada se registra solo al iniciar sesión o al cambiar la contraseña');
  }
  const evento = await momentoDelActo(entrada, caller);
  await logUnaVez(`${entrada}-${caller.uid}-${evento}`, {
    type: 'INFO',
    ...ENTRADAS_PROPIAS[entrada],
    email: caller.correo,
  });
  return { ok: true };
}

/**
 * When the act happened, as Auth records it. A sign-in: its auth_time. A password change: the
 * account's tokensValidAfterTime, which a new password moves (ending the account's other
 * sessions), if it moved in the last 5 minutes for no other reason: not the account's creation,
 * not a revocation of its sessions (the mark sesion/revocar.ts leaves on the usuarios record).
 * Without such a change there is nothing to record: 409.
 */
async function momentoDelActo(entrada: EntradaPropia, caller: Caller): Promise<number> {
  if (entrada === 'inicioDeSesion') return caller.autenticadoEn;
  const [cuenta, usuario] = await Promise.all([
    adminAuth.getUser(caller.uid),
    db.collection('usuarios').doc(caller.uid).get(),
  ]);
  const validoDesde = Date.parse(cuenta.tokensValidAfterTime ?? '');
  const creada = Date.parse(cuenta.metadata.creationTime);
  const revocadas = (usuario.get('sesionesDesde') as Timestamp | undefined)?.toMillis();
  const cambiada =
    Number.isFinite(validoDesde) &&
    validoDesde > creada &&
    validoDesde !== revocadas &&
    Date.now() - validoDesde <= VIGENCIA_MS;
  if (!cambiada) throw new HttpError(409, 'La contraseña no ha cambiado: no hay cambio que registrar');
  return validoDesde;
}
