import { CAMPOS_CREDITO, creditoDeDatos, type CreditoDeCliente } from '@domain/credito-base';
import type { Comisiones } from '@domain/comisiones';
import { umbralDe } from '@domain/saldo-bajo';
import { leerComoSesion } from '../rest/lectura-sesion';
import { useCarga } from '../carga/use-carga';

export interface MiCliente {
  nombre: string;
  /** Printed on its tickets when it has one. */
  direccion?: string;
  saldo: number;
  comisiones: Comisiones;
  /** Its low-saldo threshold (domain/saldo-bajo.ts). */
  umbral: number;
  /** Its credit line and debt, as read with the saldo. */
  credito: CreditoDeCliente;
}

const CAMPOS = ['nombre', 'direccion', 'comisiones', 'umbralSaldo', ...CAMPOS_CREDITO];

/** The key its read goes by (use-carga.ts), which a screen may start ahead (adelantar). */
export const claveMiCliente = (uid: string) => `miCliente:${uid}`;

/** The signed-in client's own clientes record (one read, over REST); null when it has none. */
export async function leerMiCliente(uid: string): Promise<MiCliente | null> {
  const [cliente] = await leerComoSesion('clientes', [uid], CAMPOS);
  const data = cliente?.data;
  return data
    ? {
        nombre: String(data.nombre ?? ''),
        ...(typeof data.direccion === 'string' && data.direccion ? { direccion: data.direccion } : {}),
        saldo: Number(data.saldo ?? 0),
        comisiones: (data.comisiones as Comisiones | undefined) ?? { predeterminada: 0 },
        umbral: umbralDe(data),
        credito: creditoDeDatos(data),
      }
    : null;
}

/** The signed-in client's own clientes record (one read, over REST); nothing for other roles. */
export function useMiCliente(uid: string | null) {
  const { data, error, loading, reload } = useCarga(uid ? claveMiCliente(uid) : null, () => leerMiCliente(uid ?? ''));
  return { cliente: data, error, loading, reload };
}
