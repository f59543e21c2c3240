import { expect } from 'vitest';
import { idNumeroCliente } from '../../domain/numeros';
import { adminDb } from './emulators';

/**
 * The frequent-numbers invariant for one shop: its record of each number (numerosCliente) counts
 * exactly its exitosas to that number, and names the carrier, product and seller of the one that
 * succeeded last (the latest completadaEn among its exitosas and revertidas: a reversion keeps the
 * record's last sale). No record without a sale. Returns the number of records checked.
 */
export async function expectNumerosConsistent(clienteId: string): Promise<number> {
  const [recargas, numeros] = await Promise.all([
    adminDb.collection('recargas').where('clienteId', '==', clienteId).get(),
    adminDb.collection('numerosCliente').where('clienteId', '==', clienteId).get(),
  ]);
  const esperado = new Map<string, { veces: number; ultima?: Record<string, unknown>; en: number }>();
  for (const doc of recargas.docs) {
    const r = doc.data();
    if (r.estado !== 'exitosa' && r.estado !== 'revertida') continue;
    const actual = esperado.get(r.numero) ?? { veces: 0, en: -1 };
    if (r.estado === 'exitosa') actual.veces += 1;
    const en = r.completadaEn?.toMillis() ?? 0;
    if (en > actual.en) {
      actual.en = en;
      actual.ultima = {
        operador: r.operador,
        productoId: r.productoId,
        monto: r.monto,
        ...(r.distribuidorId ? { distribuidorId: r.distribuidorId } : {}),
      };
    }
    esperado.set(r.numero, actual);
  }
  const leidos = Object.fromEntries(numeros.docs.map((doc) => [doc.id, doc.data()]));
  expect(Object.keys(leidos).sort()).toEqual([...esperado.keys()].map((n) => idNumeroCliente(clienteId, n)).sort());
  for (const [numero, { veces, ultima }] of esperado) {
    expect(leidos[idNumeroCliente(clienteId, numero)], numero).toEqual({ clienteId, numero, veces, ultima });
  }
  return esperado.size;
}
