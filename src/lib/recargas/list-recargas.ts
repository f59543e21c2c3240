import { useMemo } from 'react';
import type { ContenidoPaquete, TipoDeMostrador } from '@domain/catalogo';
import { busquedaDeNumero } from '@domain/numeros-base';
import type { EstadoRecarga } from '@domain/recargas';
import { fecha, filaDe } from '../rest/fila-de-documento';
import { rango, type DesdeHasta } from '../rango-fechas';
import { useCursorPage } from '../carga/use-cursor-page';
import { recargasQuery } from './recargas-query';

export interface RecargaFila extends ContenidoPaquete {
  id: string;
  folio: string;
  clienteId: string;
  productoId: string;
  distribuidorId?: string;
  operador: string;
  numero: string;
  monto: number;
  precio: number;
  estado: EstadoRecarga;
  autorizacion?: string;
  error?: string;
  motivo?: string;
  fecha: Date | null;
  completadaEn: Date | null;
  tipo: TipoDeMostrador;
}

export interface RecargasFiltro extends DesdeHasta {
  estado: EstadoRecarga | '';
  /** Filters once it holds 4 digits or more: any part of the number. */
  numero: string;
}

export const FILTRO_INICIAL: RecargasFiltro = { estado: '', numero: '', desde: null, hasta: null };

export const toRecargaFila = filaDe<RecargaFila>((data) => ({
  folio: String(data.folio),
  clienteId: String(data.clienteId),
  productoId: String(data.productoId),
  distribuidorId: data.distribuidorId,
  operador: String(data.operador),
  numero: String(data.numero),
  monto: Number(data.monto),
  precio: Number(data.precio),
  estado: data.estado,
  autorizacion: data.autorizacion,
  error: data.error,
  motivo: data.motivo,
  fecha: fecha(data.creadoEn),
  completadaEn: fecha(data.completadaEn),
  tipo: data.tipo === 'paquete' ? 'paquete' : 'recarga',
  vigenciaDias: data.vigenciaDias,
  datosMb: data.datosMb,
  minutos: data.minutos,
  redesSociales: data.redesSociales,
}));

export function useRecargas(clienteId: string, filtro: RecargasFiltro) {
  const { estado } = filtro;
  const numero = busquedaDeNumero(filtro.numero);
  const { desdeMs, hastaMs } = rango(filtro);
  const base = useMemo(
    () => recargasQuery(clienteId, estado, numero, { desdeMs, hastaMs }),
    [clienteId, estado, numero, desdeMs, hastaMs],
  );
  return useCursorPage(base, toRecargaFila);
}
