import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import type { LogDetalle, LogType } from '../../domain/logs';
import { db } from './admin';

export interface ServerLog {
  type: LogType;
  screen: string;
  message: string;
  email: string;
  detalle?: LogDetalle;
}

/** A log entry to write in the same transaction or batch as the change it records. */
export function newLog(log: ServerLog): [DocumentReference, Record<string, unknown>] {
  return [db.collection('logs').doc(), { ...log, fecha: FieldValue.serverTimestamp() }];
}
