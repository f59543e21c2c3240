import { collection, doc, serverTimestamp, type Transaction } from 'firebase/firestore/lite';
import { ETIQUETAS_DE_CAMBIO, type EntidadDeCambio, type LogDetalle } from '@domain/logs-base';
import { db } from './db';
import { auth } from '../firebase';

/** What a browser-written entry carries besides its text (the rules require exactly this). */
function firma(email: string) {
  return { type: 'INFO', email, origen: 'navegador', fecha: serverTimestamp() } as const;
}

export interface Cambio {
  entidad: EntidadDeCambio;
  id: string;
  /** The record's name once changed: the message names it. */
  nombre: string;
  /** The fields changed, as stored before (read in the same transaction); null for a new record. */
  antes: Record<string, unknown> | null;
  /** The same fields as written. */
  despues: Record<string, unknown>;
  /** By default "creado" for a new record (antes null), "editado" otherwise. */
  verbo?: 'creado' | 'editado' | 'reactivado' | 'desactivado';
  /** Appended to the message in parentheses (a product's SKU). */
  aclaracion?: string;
}

/**
 * Adds the entry of a change to the transaction that makes it: both are written, or neither. The
 * rules check it describes that very change ("Producto editado: X", antes as stored, despues as
 * written).
 */
export function logChange(tx: Transaction, cambio: Cambio): void {
  const email = auth.currentUser?.email;
  if (!email) throw new Error('No hay usuario autenticado');
  const { entidad, id, nombre, antes, despues, verbo = antes ? 'editado' : 'creado', aclaracion } = cambio;
  const message = `${ETIQUETAS_DE_CAMBIO[entidad]} ${verbo}: ${nombre}${aclaracion ? ` (${aclaracion})` : ''}`;
  const detalle: LogDetalle = { entidad, id, antes, despues };
  tx.set(doc(collection(db, 'logs')), { screen: entidad, message, detalle, ...firma(email) });
}
