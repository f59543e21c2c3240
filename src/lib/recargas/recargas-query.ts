import type { EstadoRecarga } from '../../../domain/recargas';
import { consultaLista } from '../consulta-lista';
import type { RangoMs } from '../rango-fechas';

/** A client's top-ups, newest first, filtered on the server (declared composite indexes). */
export function recargasQuery(clienteId: string, estado: EstadoRecarga | '', numero: string, fechas: RangoMs) {
  return consultaLista('recargas', {
    iguales: { clienteId, estado, numero },
    fechas,
    orden: 'creadoEn',
    direccion: 'desc',
  });
}
