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
 */
export function newLog({ fecha, ...log }: ServerLog): [DocumentReference, Record<string, unknown>] {
  return [db.collection('logs').doc(), { ...log, origen: 'servidor', fecha: fecha ?? FieldValue.serverTimestamp() }];
}
