import { TIPO_MOVIMIENTO_LABELS } from '@domain/saldo';
import { importe, instante, type ColumnaCsv } from '@/lib/exportar/csv';
import { firestoreRest, tokenDeSesion } from '@/lib/firebase';
import { fetchPage, type PageSnapshot } from '@/lib/rest/page-query';
import { rango } from '@/lib/rango-fechas';
import { toMovimientoFila, type MovimientoFila, type MovimientosFiltro } from './list-movimientos';
import { movimientosQuery } from './movimientos-query';

const MAX_FILAS = 10_000;

/** The estado de cuenta's columns as the screen shows them, plus who made each movement. */
export const COLUMNAS_MOVIMIENTOS: ColumnaCsv<MovimientoFila>[] = [
  { header: 'Fecha', value: (m) => instante(m.fecha) },
  { header: 'Tipo', value: (m) => TIPO_MOVIMIENTO_LABELS[m.tipo] ?? m.tipo },
  { header: 'Concepto', value: (m) => m.concepto },
  { header: 'Monto', value: (m) => importe(m.monto) },
  { header: 'Saldo anterior', value: (m) => importe(m.saldoAnterior) },
  { header: 'Saldo nuevo', value: (m) => importe(m.saldoNuevo) },
  { header: 'Por', value: (m) => m.por },
];

/** The filtered ledger, read page by page (at most 10,000 lines), to export. */
export async function leerMovimientos(clienteId: string, filtro: MovimientosFiltro): Promise<MovimientoFila[]> {
  const base = movimientosQuery(clienteId, filtro.tipo, rango(filtro));
  const rows: MovimientoFila[] = [];
  let after: PageSnapshot | undefined;
  for (;;) {
    // A token each page: a long export may outlive the one it started with.
    const page = await fetchPage(base, after, 500, { base: firestoreRest, token: await tokenDeSesion() });
    rows.push(...page.docs.map(toMovimientoFila));
    if (!page.hasNextPage || rows.length >= MAX_FILAS) break;
    after = page.docs[page.docs.length - 1];
  }
  return rows;
}
