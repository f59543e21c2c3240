import type { Comisiones } from '../../domain/comisiones';
import { leerComoSesion } from './lectura-sesion';
import { useCarga } from './use-carga';

export interface MiCliente {
  nombre: string;
  /** Printed on its tickets when it has one. */
  direccion?: string;
  saldo: number;
  comisiones: Comisiones;
}

const CAMPOS = ['nombre', 'direccion', 'saldo', 'comisiones'];

/** The signed-in client's own clientes record (one read, over REST); nothing for other roles. */
export function useMiCliente(uid: string | null) {
  const { data, error, loading, reload } = useCarga(uid || null, async (): Promise<MiCliente | null> => {
    const [cliente] = await leerComoSesion('clientes', [uid ?? ''], CAMPOS);
    const data = cliente?.data;
    return data
      ? {
          nombre: String(data.nombre ?? ''),
          ...(typeof data.direccion === 'string' && data.direccion ? { direccion: data.direccion } : {}),
          saldo: Number(data.saldo ?? 0),
          comisiones: (data.comisiones as Comisiones | undefined) ?? { predeterminada: 0 },
        }
      : null;
  });
  return { cliente: data, error, loading, reload };
}
