import { addDoc, collection, doc, serverTimestamp, type WriteBatch } from 'firebase/firestore';
import type { LogDetalle, LogType } from '../../domain/logs';
import { auth, db } from './firebase';

export interface LogEntry {
  type: LogType;
  screen: string;
  message: string;
  detalle?: LogDetalle;
}

/**
 * Writes a log as the signed-in user. Fire-and-forget by specification: a failure is only
 * printed to the console. The returned promise settles either way, for callers that must let
 * the write leave before signing out.
 */
export function writeLog(entry: LogEntry): Promise<void> {
  const email = auth.currentUser?.email;
  if (!email) return Promise.resolve();
  return addDoc(collection(db, 'logs'), { ...entry, email, fecha: serverTimestamp() }).then(
    () => undefined,
    (error: unknown) => console.error('No se pudo escribir el log', error),
  );
}

/** Adds the log of a change to the batch that makes it: both are written, or neither. */
export function logInBatch(batch: WriteBatch, entry: LogEntry): void {
  const email = auth.currentUser?.email;
  if (!email) throw new Error('No hay usuario autenticado');
  batch.set(doc(collection(db, 'logs')), { ...entry, email, fecha: serverTimestamp() });
}
