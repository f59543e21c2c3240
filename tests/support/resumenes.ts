import { expect } from 'vitest';
import { textoDescuadre } from '../../functions/src/auditoria/descuadres';
import { Lector } from '../../functions/src/auditoria/lector';
import { revisarResumenes } from '../../functions/src/auditoria/resumenes';
import { adminDb } from './emulators';

/**
 * The summaries invariant for one business day: that day in the shards of its month, in each
 * client's month of the business, and each client's own summary, equal a recount of that day's raw
 * top-ups (recargas + recargasCostos) in their current states; and each client month of that
 * month holds as its own total the sum of its days. Returns the number of top-ups recounted. The
 * checker is the daily close's and the audit command's (functions/src/auditoria/resumenes.ts).
 */
export async function expectResumenesConsistent(dia: string): Promise<number> {
  const { recargas, descuadres } = await revisarResumenes(new Lector(adminDb), dia);
  expect(descuadres.map(textoDescuadre)).toEqual([]);
  return recargas;
}
