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
 * printed to the console. (The sign-out's log goes through /api/sesion/cerrar instead.)
 */
export function writeLog(entry: LogEntry): void {
  const email = auth.currentUser?.email;
  if (!email) return;
  addDoc(collection(db, 'logs'), { ...entry, email, fecha: serverTimestamp() }).catch((error: unknown) =>
    console.error('No se pudo escribir el log', error),
  );
}

/** Adds the log of a change to the batch that makes it: both are written, or neither. */
export function logInBatch(batch: WriteBatch, entry: LogEntry): void {
  const email = auth.currentUser?.email;
  if (!email) throw new Error('No hay usuario autenticado');
  batch.set(doc(collection(db, 'logs')), { ...entry, email, fecha: serverTimestamp() });
}
