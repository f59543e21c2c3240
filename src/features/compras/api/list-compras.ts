import { useMemo } from 'react';
import type { EstadoCompra, MetodoPago, OrigenCompra, Partida } from '@domain/compras';
import { consultaLista } from '@/lib/rest/consulta-lista';
import { fecha, filaDe } from '@/lib/rest/fila-de-documento';
import { rango, type DesdeHasta } from '@/lib/rango-fechas';
import { useCursorPage } from '@/lib/carga/use-cursor-page';

export interface CompraFila {
  id: string;
  folio: string;
  origen: OrigenCompra;
  clienteId?: string;
  /** The client's or the supplier's name, as it was when the compra was made. */
  contraparte: string;
  partidas: Partida[];
  total: number;
  estado: EstadoCompra;
  metodoPago: MetodoPago;
  referencia?: string;
  notas?: string;
  motivo?: string;
  historial: { estado: EstadoCompra; por: string; en: Date | null; motivo?: string }[];
  fecha: Date | null;
}

export interface ComprasFiltro extends DesdeHasta {
  estado: EstadoCompra | '';
  /** admin, client purchases: one client's only. */
  clienteId: string;
}

/** What a compra's row and its detail show. */
export const CAMPOS_COMPRA = [
  'folio',
  'origen',
  'clienteId',
  'clienteNombre',
  'proveedorNombre',
  'partidas',
  'total',
  'estado',
  'metodoPago',
  'referencia',
  'notas',
  'motivo',
  'historial',
  'creadoEn',
] as const;

export const toCompraFila = filaDe<CompraFila>((d) => ({
  folio: String(d.folio),
  origen: d.origen,
  clienteId: d.clienteId,
  contraparte: String(d.clienteNombre ?? d.proveedorNombre ?? ''),
  partidas: d.partidas ?? [],
  total: Number(d.total),
  estado: d.estado,
  metodoPago: d.metodoPago,
  referencia: d.referencia,
  notas: d.notas,
  motivo: d.motivo,
  historial: (d.historial ?? []).map((h: { estado: EstadoCompra; por: string; motivo?: string; en?: unknown }) => ({
    ...h,
    en: fecha(h.en),
  })),
  fecha: fecha(d.creadoEn),
}));

/**
 * Compras newest first, filtered on the server: a client's own (clienteId), or, for the admin, one
 * origin's (declared composite indexes for every combination).
 */
export function useCompras(alcance: { clienteId: string } | { origen: OrigenCompra }, filtro: ComprasFiltro) {
  const campo = 'clienteId' in alcance ? 'clienteId' : 'origen';
  const valor = 'clienteId' in alcance ? alcance.clienteId : alcance.origen;
  const { estado, clienteId } = filtro;
  const { desdeMs, hastaMs } = rango(filtro);
  const base = useMemo(
    () =>
      consultaLista('compras', {
        iguales: { [campo]: valor, estado, ...(campo === 'origen' && { clienteId }) },
        fechas: { desdeMs, hastaMs },
        orden: 'creadoEn',
        direccion: 'desc',
        campos: CAMPOS_COMPRA,
      }),
    [campo, valor, estado, clienteId, desdeMs, hastaMs],
  );
  return useCursorPage(base, toCompraFila);
}
