import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UltimaVenta } from '@domain/numeros-base';
import { tokenDeSesion } from '@/lib/firebase';
import { ultimaVentaDe } from '@/lib/recargas/frecuentes';
import type { OpcionRecarga } from './use-catalogo-recargas';
import type { DistribuidorOpcion } from './use-distribuidores-propios';
import { PASO, type Borrador } from './use-venta';

interface Repetible {
  numero: string;
  ultima?: UltimaVenta | null;
}

/**
 * A repeat sale: the number with its last carrier and amount, opened at Confirmar (a new key: the
 * last sale was done). A product no longer sold opens Monto with the carrier; a number without a
 * known sale opens Número, where its carrier is looked up. Its seller is kept while still active.
 */
export function borradorDeRepeticion(
  { numero, ultima }: Repetible,
  opciones: OpcionRecarga[],
  distribuidores: DistribuidorOpcion[],
): { borrador: Borrador; paso: number } {
  const base = { numero, confirmar: numero, distribuidorId: '', operador: '', productoId: '' };
  if (!ultima) return { borrador: base, paso: PASO.numero };
  const distribuidorId = distribuidores.some((d) => d.id === ultima.distribuidorId)
    ? (ultima.distribuidorId ?? '')
    : '';
  const disponible = opciones.some((o) => o.productoId === ultima.productoId && o.operador === ultima.operador);
  return {
    borrador: { ...base, distribuidorId, operador: ultima.operador, productoId: disponible ? ultima.productoId : '' },
    paso: disponible ? PASO.confirmar : PASO.monto,
  };
}

/**
 * What a tap on a frequent number, a favourite or a history row does, and Inicio's links
 * (/recargas?numero=…): the repeat sale, once the catalogue is known. A number whose last sale is
 * not at hand (a favourite not among the most sold, a link) is looked up first: one query.
 */
export function useRepetir(
  clienteId: string,
  listo: boolean,
  opciones: OpcionRecarga[],
  distribuidores: DistribuidorOpcion[],
  empezar: (borrador: Borrador, paso: number) => void,
) {
  const repetir = useCallback(
    async (n: Repetible) => {
      // Not found (or not read: the Número step looks the number up again and says why): its carrier is chosen.
      const buscar = async () => ultimaVentaDe(await tokenDeSesion(), clienteId, n.numero).catch(() => null);
      const ultima = n.ultima ?? (await buscar());
      const { borrador, paso } = borradorDeRepeticion({ ...n, ultima }, opciones, distribuidores);
      empezar(borrador, paso);
    },
    [clienteId, opciones, distribuidores, empezar],
  );

  const [params, setParams] = useSearchParams();
  const numero = params.get('numero');
  useEffect(() => {
    if (!listo || !numero || !/^\d{10}$/.test(numero)) return;
    setParams({}, { replace: true });
    void repetir({ numero });
  }, [listo, numero, repetir, setParams]);

  return repetir;
}
