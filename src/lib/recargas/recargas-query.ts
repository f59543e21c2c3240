import type { EstadoRecarga } from '@domain/recargas';
import { consultaLista } from '../rest/consulta-lista';
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
  'completadaEn',
  'tipo',
  'vigenciaDias',
  'datosMb',
  'minutos',
  'redesSociales',
] as const;

/**
 * A client's top-ups, newest first, filtered on the server (declared composite indexes). `numero`:
 * a whole number filters by it; 4 to 9 of its digits find every number that holds them (the
 * top-ups' search keys, domain/numeros.ts).
 */
export function recargasQuery(clienteId: string, estado: EstadoRecarga | '', numero: string, fechas: RangoMs) {
  const completo = numero.length === 10;
  return consultaLista('recargas', {
    texto: completo ? '' : numero,
    iguales: { clienteId, estado, numero: completo ? numero : '' },
    fechas,
    orden: 'creadoEn',
    direccion: 'desc',
    campos: CAMPOS_RECARGA,
  });
}
