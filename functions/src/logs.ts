import { FieldValue, type DocumentReference, type Timestamp } from 'firebase-admin/firestore';
import type { LogDetalle, LogType } from '../../domain/logs';
import { db } from './admin';

export interface ServerLog {
  type: LogType;
  screen: string;
  message: string;
  email: string;
  detalle?: LogDetalle;
  /** Only for the demo seed's history: when it happened (otherwise the server's time). */
  fecha?: Timestamp;
}

/**
 * A log entry to write in the same transaction or batch as the change it records. `origen:
 * 'servidor'` is what tells it from an entry a browser wrote, which the rules force to 'navegador'.
 * An entry that must be written once per event (a sign-in, a sign-out) takes the event's `id`.
 */
export function newLog({ fecha, ...log }: ServerLog, id?: string): [DocumentReference, Record<string, unknown>] {
  const ref = id ? db.collection('logs').doc(id) : db.collection('logs').doc();
  return [ref, { ...log, origen: 'servidor', fecha: fecha ?? FieldValue.serverTimestamp() }];
}

/** Writes an entry of one event once: the same event again (a retry, a replayed call) writes nothing. */
export async function logUnaVez(id: string, log: ServerLog): Promise<void> {
  const [ref, entrada] = newLog(log, id);
  try {
    await ref.create(entrada);
  } catch (error) {
    // gRPC ALREADY_EXISTS: this event's entry is there.
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
}
