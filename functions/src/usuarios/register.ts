import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { claveOrden, searchTokens } from '../../../domain/busqueda';
import { busquedaCliente } from '../../../domain/clientes';
import { ROLE_LABELS, type Role } from '../../../domain/roles';
import { registerSchema } from '../../../domain/usuarios';
import { adminAuth, db } from '../admin';
import { exigirOperadoresConocidos, operadoresRef } from '../clientes/operadores';
import { contarEnInicio } from '../contadores';
import { requireCaller } from '../caller';
import { HttpError, parseBody } from '../http';
import { newLog } from '../logs';
import { transaccionConPlazo } from '../transaccion';
import { USUARIO_OCUPADO } from './admins';

function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

export interface AltaUsuario {
  uid: string;
  nombre: string;
  correo: string;
  role: Role;
}

/**
 * In the transaction that creates a login's records: its active usuarios record and the log entry
 * that says who created it (`por`); the first administrator creates itself (scripts/primer-admin.ts).
 */
export function escribirAlta(tx: Transaction, alta: AltaUsuario, por: string, mensaje?: string): void {
  const usuario = { ...alta, estatus: true };
  const now = FieldValue.serverTimestamp();
  tx.set(db.collection('usuarios').doc(alta.uid), {
    ...usuario,
    busqueda: searchTokens(alta.nombre, alta.correo),
    nombreOrden: claveOrden(alta.nombre),
    creadoEn: now,
    actualizadoEn: now,
  });
  tx.set(
    ...newLog({
      type: 'INFO',
      screen: 'usuarios',
      message: mensaje ?? `Usuario creado: ${alta.correo} (${ROLE_LABELS[alta.role]})`,
      email: por,
      detalle: { entidad: 'usuarios', id: alta.uid, antes: null, despues: usuario },
    }),
  );
}

/** POST /api/register: an admin creates a login with its usuarios record (and clientes for role user). */
export async function register(req: Request): Promise<{ uid: string }> {
  const caller = await requireCaller(req, ['admin']);
  const body = parseBody(registerSchema, req.body);
  if (body.role === 'user') exigirOperadoresConocidos(await operadoresRef().get(), body.cliente?.comisiones);

  let uid: string;
  try {
    uid = (await adminAuth.createUser({ email: body.email, password: body.password, displayName: body.displayName }))
      .uid;
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'auth/email-already-exists')
      throw new HttpError(409, `Ya existe un usuario con el correo ${body.email}`);
    if (code === 'auth/invalid-password') throw new HttpError(400, 'La contraseña no cumple la política');
    if (code === 'auth/invalid-email') throw new HttpError(400, 'El correo no es válido');
    throw error;
  }

  const now = FieldValue.serverTimestamp();
  const usuarioRef = db.collection('usuarios').doc(uid);
  try {
    // A transaction, not a batch: a batch's commit is resent when its answer is lost, and its
    // increment of Inicio's count would land twice. A resent transaction reads the records it
    // already wrote and writes nothing.
    await transaccionConPlazo(db, USUARIO_OCUPADO, async (tx) => {
      if ((await tx.get(usuarioRef)).exists) return;
      escribirAlta(tx, { uid, nombre: body.displayName, correo: body.email, role: body.role }, caller.correo);
      if (body.role !== 'user' || !body.cliente) return;
      // Optional fields left empty arrive as undefined, which Firestore does not store.
      const datos = Object.fromEntries(Object.entries(body.cliente).filter(([, value]) => value !== undefined));
      const cliente = {
        ...(datos as typeof body.cliente),
        comisiones: body.cliente.comisiones ?? { predeterminada: 0 },
        correo: body.email,
        saldo: 0,
        estatus: true,
      };
      const busqueda = busquedaCliente(cliente);
      tx.set(db.collection('clientes').doc(uid), {
        ...cliente,
        busqueda,
        nombreOrden: claveOrden(cliente.nombre),
        creadoEn: now,
        actualizadoEn: now,
      });
      contarEnInicio(tx, { clientesActivos: 1 });
    });
  } catch (error) {
    // Without its records the login would be unusable: undo it so the admin can retry.
    await adminAuth.deleteUser(uid);
    throw error;
  }
  return { uid };
}
