import { expect } from 'vitest';
import { textoDescuadre } from '../../functions/src/auditoria/descuadres';
import { Lector } from '../../functions/src/auditoria/lector';
import { revisarStock } from '../../functions/src/auditoria/stock';
import { adminDb } from './emulators';

/**
 * The stock invariant, for any stock test to call after it runs: for every SIM product (or the
 * ones named), stock == Σ received in supplier restocks − Σ approved in client purchases, and ≥ 0.
 * The checker is the audit command's (functions/src/auditoria/stock.ts).
 */
export async function expectStockConsistent(productoIds?: string[]): Promise<number> {
  const { productos, descuadres } = await revisarStock(new Lector(adminDb), productoIds);
  expect(descuadres.map(textoDescuadre)).toEqual([]);
  return productos;
}
