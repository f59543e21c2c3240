import { expect } from 'vitest';
import type { Partida } from '../../domain/compras';
import { adminDb } from './emulators';

/**
 * The stock invariant, for any stock test to call after it runs: for every SIM product (or the
 * ones named), stock == Σ received in supplier restocks − Σ approved in client purchases, and ≥ 0.
 */
export async function expectStockConsistent(productoIds?: string[]): Promise<number> {
  const [productos, compras] = await Promise.all([
    adminDb.collection('productos').where('tipo', '==', 'sim').get(),
    adminDb.collection('compras').where('estado', 'in', ['recibida', 'aprobada']).get(),
  ]);
  const movido = new Map<string, number>();
  for (const compra of compras.docs.map((doc) => doc.data())) {
    const signo = compra.estado === 'recibida' ? 1 : -1;
    for (const p of compra.partidas as Partida[]) {
      if (p.tipo === 'sim') movido.set(p.productoId, (movido.get(p.productoId) ?? 0) + signo * p.cantidad);
    }
  }
  const revisados = productos.docs.filter((doc) => !productoIds || productoIds.includes(doc.id));
  for (const doc of revisados) {
    const stock = doc.data().stock;
    expect(Number.isInteger(stock), `stock de ${doc.id}`).toBe(true);
    expect(stock, `stock de ${doc.id}`).toBeGreaterThanOrEqual(0);
    expect(stock, `stock de ${doc.id} frente a sus compras`).toBe(movido.get(doc.id) ?? 0);
  }
  return revisados.length;
}
