import type { Fondeo, PasarelaConfig } from '@domain/pasarelas';
import { postApi, postIdempotente } from '@/lib/api/api-client';

export type { EstadoPasarelas, PasarelaFila } from '@/lib/pasarelas/estado';
export { leerEstadoPasarelas } from '@/lib/pasarelas/estado';

export const guardarPasarela = (pasarela: PasarelaConfig) => postApi<{ id: string }>('pasarelas/guardar', pasarela);

export const guardarRuta = (operador: string, pasarelas: string[]) =>
  postApi<{ operador: string; pasarelas: string[] }>('pasarelas/ruta', { operador, pasarelas });

export const pausar = (operador: string, pausada: boolean, motivo: string) =>
  postApi<{ operador: string; pausada: boolean }>('pasarelas/pausa', { operador, pausada, motivo });

/** Safe to send again: its key makes a retry count once. */
export const fondear = (fondeo: Fondeo) =>
  postIdempotente<{ pasarela: string; saldo: number }>('pasarelas/fondeo', fondeo);
