import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { db } from '../../../lib/db';
import { useCarga } from '../../../lib/use-carga';

export interface RecargaPrevia {
  operador: string;
  fecha: Date | null;
}

/**
 * The carrier that last delivered a top-up to this number for this client (one read), so a
 * number that moved to another carrier is caught before the sale. Failed ones do not count: the
 * carrier may have refused it for being the wrong one.
 */
export async function ultimaRecargaExitosa(clienteId: string, numero: string): Promise<RecargaPrevia | null> {
  const snap = await getDocs(
    query(
      collection(db, 'recargas'),
      where('clienteId', '==', clienteId),
      where('estado', '==', 'exitosa'),
      where('numero', '==', numero),
      orderBy('creadoEn', 'desc'),
      limit(1),
    ),
  );
  const data = snap.docs[0]?.data();
  return data ? { operador: String(data.operador), fecha: data.creadoEn?.toDate?.() ?? null } : null;
}

/** The last carrier of a complete number, looked up as soon as its 10 digits are typed. */
export function useRecargaPrevia(clienteId: string, numero: string) {
  const completo = /^\d{10}$/.test(numero) ? numero : null;
  const { data, error } = useCarga(completo, () => ultimaRecargaExitosa(clienteId, completo ?? ''));
  return { previa: data, error };
}
