import { formatFecha } from '../../../../domain/fechas';
import { formatMoney } from '../../../../domain/money';
import { toCsv } from '../../../lib/csv';
import { db } from '../../../lib/firebase';
import { fetchPage, type PageSnapshot } from '../../../lib/page-query';
import { rango } from '../../../lib/rango-fechas';
import { movimientosQuery, toMovimientoFila, type MovimientosFiltro } from './list-movimientos';

const MAX_FILAS = 10_000;

/** The filtered ledger as CSV, read page by page (at most 10,000 lines). */
export async function exportarMovimientos(clienteId: string, filtro: MovimientosFiltro): Promise<string> {
  const base = movimientosQuery(db, clienteId, filtro.tipo, rango(filtro));
  const rows: string[][] = [];
  let after: PageSnapshot | undefined;
  for (;;) {
    const page = await fetchPage(base, after, 500);
    for (const doc of page.docs) {
      const m = toMovimientoFila(doc);
      rows.push([
        formatFecha(m.fecha),
        m.tipo,
        m.concepto,
        formatMoney(m.monto),
        formatMoney(m.saldoAnterior),
        formatMoney(m.saldoNuevo),
        m.por,
      ]);
    }
    if (!page.hasNextPage || rows.length >= MAX_FILAS) break;
    after = page.docs[page.docs.length - 1];
  }
  return toCsv(['Fecha', 'Tipo', 'Concepto', 'Monto', 'Saldo anterior', 'Saldo nuevo', 'Por'], rows);
}
