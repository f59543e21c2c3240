import { doc, getDoc } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import type { Comisiones } from '../../domain/comisiones';
import { dbErrorMessage } from './db-errors';
import { db } from './firebase';

export interface MiCliente {
  nombre: string;
  saldo: number;
  comisiones: Comisiones;
}

type Estado = { uid: string; cliente: MiCliente | null; error: string | null };

/** The signed-in client's own clientes record (one read); nothing for other roles. */
export function useMiCliente(uid: string | null) {
  const [estado, setEstado] = useState<Estado | null>(null);
  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    getDoc(doc(db, 'clientes', uid)).then(
      (snap) => {
        const data = snap.data();
        const cliente = data
          ? {
              nombre: String(data.nombre ?? ''),
              saldo: Number(data.saldo ?? 0),
              comisiones: (data.comisiones as Comisiones | undefined) ?? { predeterminada: 0 },
            }
          : null;
        if (!cancelled) setEstado({ uid, cliente, error: null });
      },
      (error: unknown) => !cancelled && setEstado({ uid, cliente: null, error: dbErrorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [uid]);
  const current = estado?.uid === uid ? estado : null;
  return { cliente: current?.cliente ?? null, error: current?.error ?? null, loading: Boolean(uid) && !current };
}
