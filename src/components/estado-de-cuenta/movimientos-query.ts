import type { TipoMovimiento } from '../../../domain/saldo';
import { consultaLista } from '../../lib/consulta-lista';
import type { RangoMs } from '../../lib/rango-fechas';

/** A client's ledger, newest first, filtered on the server by tipo and dates. */
export function movimientosQuery(clienteId: string, tipo: TipoMovimiento | '', fechas: RangoMs) {
  return consultaLista('movimientos', {
    iguales: { clienteId, tipo },
    fechas,
    orden: 'creadoEn',
    direccion: 'desc',
  });
}
