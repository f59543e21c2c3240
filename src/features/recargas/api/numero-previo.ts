import { fecha } from '../../../lib/fila-de-documento';
import { consultarComoSesion } from '../../../lib/lectura-sesion';
import { useCarga } from '../../../lib/use-carga';

export interface RecargaPrevia {
  operador: string;
  fecha: Date | null;
}

/**
 * The carrier that last delivered a top-up to this number for this client (one read), so a
 * number that moved to another carrier is caught before the sale. Failed ones do not count: the
 * carrier may have refused it for being the wrong one.
 */
export async function ultimaRecargaExitosa(clienteId: string, numero: string): Promise<RecargaPrevia | null> {
  const [ultima] = await consultarComoSesion(
    'recargas',
    {
      filtros: [
        { campo: 'clienteId', op: 'EQUAL', valor: clienteId },
        { campo: 'estado', op: 'EQUAL', valor: 'exitosa' },
        { campo: 'numero', op: 'EQUAL', valor: numero },
      ],
      orden: 'creadoEn',
      descendente: true,
      limite: 1,
    },
    ['operador', 'creadoEn'],
  );
  return ultima ? { operador: String(ultima.data.operador), fecha: fecha(ultima.data.creadoEn) } : null;
}

/** The last carrier of a complete number, looked up as soon as its 10 digits are typed. */
export function useRecargaPrevia(clienteId: string, numero: string) {
  const completo = /^\d{10}$/.test(numero) ? numero : null;
  const { data, error } = useCarga(completo, () => ultimaRecargaExitosa(clienteId, completo ?? ''));
  return { previa: data, error };
}
