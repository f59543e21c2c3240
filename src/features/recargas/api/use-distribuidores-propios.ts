import { consultarComoSesion } from '@/lib/rest/lectura-sesion';
import { useCarga } from '@/lib/carga/use-carga';

export interface DistribuidorOpcion {
  id: string;
  nombre: string;
}

/** The client's active distributors, by name (at most 200: a shop has a handful). */
export function useDistribuidoresPropios(clienteId: string | null) {
  const { data, error } = useCarga(clienteId, async () => {
    const propios = await consultarComoSesion(
      'distribuidores',
      {
        filtros: [
          { campo: 'clienteId', op: 'EQUAL', valor: clienteId },
          { campo: 'estatus', op: 'EQUAL', valor: true },
        ],
        orden: 'nombre',
        limite: 200,
      },
      ['nombre'],
    );
    return propios.map(({ id, data }): DistribuidorOpcion => ({ id, nombre: String(data.nombre) }));
  });
  return { opciones: data ?? [], error };
}
