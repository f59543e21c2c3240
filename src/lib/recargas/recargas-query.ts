import type { EstadoRecarga } from '../../../domain/recargas';
import { consultaLista } from '../consulta-lista';
import type { RangoMs } from '../rango-fechas';

/** What a top-up's row shows (list-recargas.ts). */
export const CAMPOS_RECARGA = [
  'folio',
  'clienteId',
  'productoId',
  'distribuidorId',
  'operador',
  'numero',
  'monto',
  'precio',
  'estado',
  'autorizacion',
  'error',
  'motivo',
  'creadoEn',
] as const;

/** A client's top-ups, newest first, filtered on the server (declared composite indexes). */
export function recargasQuery(clienteId: string, estado: EstadoRecarga | '', numero: string, fechas: RangoMs) {
  return consultaLista('recargas', {
    iguales: { clienteId, estado, numero },
    fechas,
    orden: 'creadoEn',
    direccion: 'desc',
    campos: CAMPOS_RECARGA,
  });
}
