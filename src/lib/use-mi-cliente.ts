import type { Comisiones } from '../../domain/comisiones';
import { umbralDe } from '../../domain/saldo-bajo';
import { leerComoSesion } from './lectura-sesion';
import { useCarga } from './use-carga';

export interface MiCliente {
  nombre: string;
  saldo: number;
  comisiones: Comisiones;
  /** Its low-saldo threshold (domain/saldo-bajo.ts). */
  umbral: number;
}

const CAMPOS = ['nombre', 'saldo', 'comisiones', 'umbralSaldo'];

/** The signed-in client's own clientes record (one read, over REST); nothing for other roles. */
export function useMiCliente(uid: string | null) {
  const { data, error, loading, reload } = useCarga(uid || null, async (): Promise<MiCliente | null> => {
    const [cliente] = await leerComoSesion('clientes', [uid ?? ''], CAMPOS);
    const data = cliente?.data;
    return data
      ? {
          nombre: String(data.nombre ?? ''),
          saldo: Number(data.saldo ?? 0),
          comisiones: (data.comisiones as Comisiones | undefined) ?? { predeterminada: 0 },
          umbral: umbralDe(data),
        }
      : null;
  });
  return { cliente: data, error, loading, reload };
}
