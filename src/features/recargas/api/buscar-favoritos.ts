import { textoDeBusquedaFavorito } from '@domain/numeros-base';
import { consultarComoSesion } from '@/lib/rest/lectura-sesion';
import type { NumeroFrecuente } from '@/lib/recargas/frecuentes';
import { useCarga } from '@/lib/carga/use-carga';
import { useDebounced } from '@/lib/use-debounced';

/**
 * The shop's favourites whose name starts a word with the text, or whose number holds its digits
 * (4 or more, anywhere in the number): one query on their search keys, at most 12, by name.
 */
export function useBuscarFavoritos(clienteId: string, texto: string) {
  const busqueda = textoDeBusquedaFavorito(useDebounced(texto.trim(), 300));
  const { data, error, loading } = useCarga(busqueda ? `favoritos:${busqueda}` : null, async () => {
    const encontrados = await consultarComoSesion(
      'favoritos',
      {
        filtros: [
          { campo: 'busqueda', op: 'ARRAY_CONTAINS', valor: busqueda },
          { campo: 'clienteId', op: 'EQUAL', valor: clienteId },
        ],
        orden: 'nombreOrden',
        limite: 12,
      },
      ['numero', 'nombre'],
    );
    return encontrados.map(({ data: f }): NumeroFrecuente => ({
      numero: String(f.numero),
      nombre: String(f.nombre),
      veces: 0,
    }));
  });
  return { encontrados: busqueda ? data : null, error, buscando: loading };
}
