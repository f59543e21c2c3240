import type { OperadorDeNumero, UltimaVenta } from '@domain/numeros-base';
import { ApiError, postApi } from '@/lib/api/api-client';
import { tokenDeSesion } from '@/lib/firebase';
import { ultimaVentaDe } from '@/lib/recargas/frecuentes';
import { useCarga } from '@/lib/carga/use-carga';

/** Where the carrier of a number came from: the shop's own last sale, or another shop's. */
export type FuenteOperador = 'propia' | 'negocio';

export interface NumeroBuscado {
  /** Its carrier as found, or null: the shop picks it. */
  operador: string | null;
  fuente: FuenteOperador | null;
  /** The shop's last sale to it: the number is known, and is not typed twice. */
  ultima: UltimaVenta | null;
  /** Why the business could not be asked (the lookup's limit): the shop picks the carrier. */
  aviso?: string;
}

/**
 * The carrier of a number, found as soon as its 10 digits are in: (a) the shop's own last exitosa
 * to it (one query of its own records); else (b) the business's last exitosa to it by any client,
 * through /api/recargas/operador, which answers the carrier only; else nobody knows it.
 */
async function buscarNumero(clienteId: string, numero: string): Promise<NumeroBuscado> {
  const ultima = await ultimaVentaDe(await tokenDeSesion(), clienteId, numero);
  if (ultima) return { operador: ultima.operador, fuente: 'propia', ultima };
  try {
    const { operador } = await postApi<OperadorDeNumero>('recargas/operador', { numero });
    return { operador, fuente: operador ? 'negocio' : null, ultima: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 0) {
      return { operador: null, fuente: null, ultima: null, aviso: error.message };
    }
    throw error;
  }
}

/** The number's carrier and whether the shop sold to it, looked up once its 10 digits are typed. */
export function useNumeroBuscado(clienteId: string, numero: string) {
  const completo = /^\d{10}$/.test(numero) ? numero : null;
  const { data, error, loading } = useCarga(completo && `numero:${completo}`, () =>
    buscarNumero(clienteId, completo ?? ''),
  );
  return { buscado: data, error, buscando: loading };
}
