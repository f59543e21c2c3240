import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { ORIGEN_MOVIMIENTO_LABELS, type TipoMovimiento } from '@domain/saldo';
import { fecha, filaDe } from '@/lib/rest/fila-de-documento';
import { rango } from '@/lib/rango-fechas';
import { useCursorPage } from '@/lib/carga/use-cursor-page';
import { movimientosQuery } from './movimientos-query';

export interface MovimientoFila {
  id: string;
  fecha: Date | null;
  tipo: TipoMovimiento;
  concepto: string;
  monto: number;
  saldoAnterior: number;
  saldoNuevo: number;
  por: string;
}

export interface MovimientosFiltro {
  tipo: TipoMovimiento | '';
  desde: Dayjs | null;
  hasta: Dayjs | null;
}

/** The origin and the reason, without saying the origin twice ("Recarga R-000207", not "Recarga: Recarga R-000207"). */
function concepto(origen: string, motivo: unknown): string {
  if (typeof motivo !== 'string' || !motivo) return origen;
  return motivo.toLocaleLowerCase('es').startsWith(origen.toLocaleLowerCase('es')) ? motivo : `${origen}: ${motivo}`;
}

export const toMovimientoFila = filaDe<MovimientoFila>((data) => {
  const tipoOrigen = String(data.origen?.tipo ?? '');
  const origen = ORIGEN_MOVIMIENTO_LABELS[tipoOrigen as keyof typeof ORIGEN_MOVIMIENTO_LABELS] ?? tipoOrigen;
  return {
    fecha: fecha(data.creadoEn),
    tipo: data.tipo,
    concepto: concepto(origen, data.motivo),
    monto: data.monto,
    saldoAnterior: data.saldoAnterior,
    saldoNuevo: data.saldoNuevo,
    por: data.por ?? '',
  };
});

export function useMovimientos(clienteId: string, filtro: MovimientosFiltro) {
  const { tipo } = filtro;
  const { desdeMs, hastaMs } = rango(filtro);
  const base = useMemo(
    () => movimientosQuery(clienteId, tipo, { desdeMs, hastaMs }),
    [clienteId, tipo, desdeMs, hastaMs],
  );
  return useCursorPage(base, toMovimientoFila);
}
