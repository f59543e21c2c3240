import type { TipoMovimiento } from '@domain/saldo';
import { consultaLista } from '@/lib/rest/consulta-lista';
import type { RangoMs } from '@/lib/rango-fechas';

/** What a ledger line shows (list-movimientos.ts). */
export const CAMPOS_MOVIMIENTO = [
  'creadoEn',
  'tipo',
  'origen',
  'motivo',
  'monto',
  'saldoAnterior',
  'saldoNuevo',
  'por',
] as const;

/** A client's ledger, newest first, filtered on the server by tipo and dates. */
export function movimientosQuery(clienteId: string, tipo: TipoMovimiento | '', fechas: RangoMs) {
  return consultaLista('movimientos', {
    iguales: { clienteId, tipo },
    fechas,
    orden: 'creadoEn',
    direccion: 'desc',
    campos: CAMPOS_MOVIMIENTO,
  });
}
