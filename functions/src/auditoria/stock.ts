import type { Partida } from '../../../domain/compras';
import { Hallazgos } from './descuadres';
import type { Lector } from './lector';

/** What a compra moved of each SIM: + received from a supplier, − approved for a client. */
export function stockMovido(compra: { estado?: unknown; partidas?: unknown }, movido = new Map<string, number>()) {
  const signo = compra.estado === 'recibida' ? 1 : compra.estado === 'aprobada' ? -1 : 0;
  if (!signo) return movido;
  for (const p of (compra.partidas ?? []) as Partida[]) {
    if (p.tipo === 'sim') movido.set(p.productoId, (movido.get(p.productoId) ?? 0) + signo * p.cantidad);
  }
  return movido;
}

/**
 * The stock invariant over the whole history: for every SIM product (or the ones named), stock ==
 * Σ received in supplier restocks − Σ approved in client purchases, an integer ≥ 0.
 */
export async function revisarStock(lector: Lector, productoIds?: string[]) {
  const [productos, compras] = await Promise.all([
    lector.consulta(lector.db.collection('productos').where('tipo', '==', 'sim')),
    lector.consulta(lector.db.collection('compras').where('estado', 'in', ['recibida', 'aprobada'])),
  ]);
  const movido = new Map<string, number>();
  for (const compra of compras) stockMovido(compra.data(), movido);
  const h = new Hallazgos();
  const revisados = productos.filter((doc) => !productoIds || productoIds.includes(doc.id));
  for (const doc of revisados) {
    const stock = doc.data().stock;
    const base = {
      regla: 'stock' as const,
      sujeto: `Chip ${String(doc.data().nombre)} (${doc.id})`,
      productoId: doc.id,
    };
    if (!Number.isSafeInteger(stock) || stock < 0) {
      h.agregar({ ...base, detalle: 'el stock guardado', esperado: 'entero ≥ 0', encontrado: String(stock) });
    }
    h.igual({ ...base, detalle: 'stock frente a lo recibido menos lo vendido' }, movido.get(doc.id) ?? 0, stock);
  }
  return { productos: revisados.length, descuadres: h.lista };
}
