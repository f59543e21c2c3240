import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { dbErrorMessage } from '../../../lib/db-errors';
import { db } from '../../../lib/firebase';

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
  const completo = /^\d{10}$/.test(numero) ? numero : '';
  const [estado, setEstado] = useState<{ numero: string; previa: RecargaPrevia | null; error: string | null }>();
  useEffect(() => {
    if (!completo) return;
    let cancelled = false;
    ultimaRecargaExitosa(clienteId, completo).then(
      (previa) => !cancelled && setEstado({ numero: completo, previa, error: null }),
      (error: unknown) => !cancelled && setEstado({ numero: completo, previa: null, error: dbErrorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [clienteId, completo]);
  const actual = estado?.numero === completo ? estado : undefined;
  return { previa: actual?.previa ?? null, error: actual?.error ?? null };
}
