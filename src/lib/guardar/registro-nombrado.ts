import {
  collection,
  deleteField,
  doc,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore/lite';
import { searchTokens } from '@domain/busqueda';
import { db } from './db';

/** What a save of a record with a unique name (a supplier, a distributor) writes. */
export interface RegistroNombrado {
  /** The form's fields as stored, absent optional ones left out: the log's despues. */
  despues: Record<string, unknown>;
  /** The optional fields as the form left them: an edit removes the empty ones from the record. */
  opcionales: Record<string, string | undefined>;
  /** The name's key that makes it unique (nombreClave). */
  clave: string;
  /** The texts the list's search finds the record by. */
  buscable: (string | undefined)[];
  /** What only a new record gets besides estatus and creadoEn (its owner). */
  alta?: Record<string, unknown>;
}

/** The record an edit changes, or a new one's reference: its id is chosen before it is written. */
export function refDeRegistro(coleccion: string, anterior: { id: string } | null): DocumentReference {
  return anterior ? doc(db, coleccion, anterior.id) : doc(collection(db, coleccion));
}

/**
 * The name's claim as the transaction reads it: free, taken by another record, or already naming
 * `registro`. The last is this very save applied before: Firestore's SDK runs a transaction again
 * when a commit's answer is lost on the way back, though the commit may have been applied.
 */
export async function leerReclamo(
  tx: Transaction,
  claim: DocumentReference,
  campo: string,
  registro: DocumentReference,
): Promise<'libre' | 'tomado' | 'propio'> {
  const tomado = await tx.get(claim);
  if (tomado.get(campo) === registro.id) return 'propio';
  return tomado.exists() ? 'tomado' : 'libre';
}

/** What escribirRegistro found: the record as read (the log's antes), and whether it wrote. */
export interface Escrito {
  antes: DocumentData | undefined;
  /** False when the record already held the save: nothing was written, and nothing is to be logged. */
  cambia: boolean;
}

/**
 * Whether `actual` already holds the form's fields and none of the optional ones left empty. That
 * is a save with nothing changed, or this very save run again (leerReclamo says when that happens).
 */
export function yaContiene(
  actual: DocumentData | undefined,
  despues: Record<string, unknown>,
  opcionales: readonly string[],
): boolean {
  if (!actual) return false;
  return (
    Object.entries(despues).every(([campo, valor]) => actual[campo] === valor) &&
    opcionales.every((campo) => campo in despues || !(campo in actual))
  );
}

/**
 * Writes the record in the transaction: an edit reads it as it is and updates it; a new record, or
 * one gone meanwhile, is created active. A record that already holds the save is left alone
 * (yaContiene).
 */
export async function escribirRegistro(
  tx: Transaction,
  ref: DocumentReference,
  editando: boolean,
  { despues, opcionales, clave, buscable, alta }: RegistroNombrado,
): Promise<Escrito> {
  const derived = { nombreClave: clave, busqueda: searchTokens(...buscable), actualizadoEn: serverTimestamp() };
  const actual = editando ? (await tx.get(ref)).data() : undefined;
  if (yaContiene(actual, despues, Object.keys(opcionales))) return { antes: actual, cambia: false };
  if (actual) {
    const vaciados = Object.fromEntries(
      Object.entries(opcionales).map(([campo, valor]) => [campo, valor ?? deleteField()]),
    );
    tx.update(ref, { ...despues, ...vaciados, ...derived });
  } else {
    tx.set(ref, { ...despues, ...derived, ...alta, estatus: true, creadoEn: serverTimestamp() });
  }
  return { antes: actual, cambia: true };
}
