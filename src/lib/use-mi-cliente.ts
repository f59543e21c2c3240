import { doc, getDoc } from 'firebase/firestore';
import type { Comisiones } from '../../domain/comisiones';
import { db } from './db';
import { useCarga } from './use-carga';

export interface MiCliente {
  nombre: string;
  saldo: number;
  comisiones: Comisiones;
}

/** The signed-in client's own clientes record (one read); nothing for other roles. */
export function useMiCliente(uid: string | null) {
  const { data, error, loading, reload } = useCarga(uid || null, async (): Promise<MiCliente | null> => {
    const data = (await getDoc(doc(db, 'clientes', uid ?? ''))).data();
    return data
      ? {
          nombre: String(data.nombre ?? ''),
          saldo: Number(data.saldo ?? 0),
          comisiones: (data.comisiones as Comisiones | undefined) ?? { predeterminada: 0 },
        }
      : null;
  });
  return { cliente: data, error, loading, reload };
}
