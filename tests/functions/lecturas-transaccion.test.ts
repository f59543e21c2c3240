import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../functions/src/admin';
import { cargarRecargas } from '../../functions/src/recargas/cargo';
import { correrTransaccion, lectorDe } from '../../functions/src/transaccion';
import { expectLedgerConsistent } from '../support/ledger';
import { clienteConSaldo, producto } from '../support/recargas';

// A transaction's reads, gathered (functions/src/transaccion.ts, lectorDe): what one turn of the
// event loop asks for goes to the emulator as one getAll. The spies count the calls and let them
// through: every read here is the emulator's.

describe("a transaction's reads", () => {
  it('go as one getAll per turn, each document once, and answer each document as it is', async () => {
    const coleccion = db.collection(`pruebaLecturas-${randomUUID().slice(0, 8)}`);
    await coleccion.doc('a').set({ n: 1 });
    await coleccion.doc('c').set({ n: 3 });
    const llamadas = await correrTransaccion(db, async (tx) => {
      const getAll = vi.spyOn(tx, 'getAll');
      const get = vi.spyOn(tx, 'get');
      const leer = lectorDe(tx);
      const [a, b, otraA] = await Promise.all([
        leer(coleccion.doc('a')),
        leer(coleccion.doc('b')),
        leer(coleccion.doc('a')),
      ]);
      expect(a.get('n')).toBe(1);
      expect(b.exists).toBe(false);
      expect(otraA).toBe(a);
      const enLaPrimera = getAll.mock.calls.map((args) => args.length);
      // A later turn is another round trip; a document already read is not read again.
      const [c, deNuevoA] = await Promise.all([leer(coleccion.doc('c')), leer(coleccion.doc('a'))]);
      expect(c.get('n')).toBe(3);
      expect(deNuevoA).toBe(a);
      // The module that joins the attempt later gets the same reader.
      expect(lectorDe(tx)).toBe(leer);
      return { enLaPrimera, total: getAll.mock.calls.length, gets: get.mock.calls.length };
    });
    expect(llamadas).toEqual({ enLaPrimera: [2], total: 2, gets: 0 });
  });

  it('of ten top-up charges of one client run together are one round trip, and the charges are exact', async () => {
    const cliente = await clienteConSaldo(1_000_000);
    const productoId = await producto({ monto: 10_000, costo: 9_400 });
    const ops = Array.from({ length: 10 }, (_, i) => ({
      body: { id: randomUUID(), productoId, numero: `55${String(10_000_000 + i)}`, precio: 10_000 },
      clienteId: cliente.uid,
      por: cliente.email,
    }));
    const { resultados, lecturas } = await correrTransaccion(db, async (tx) => {
      const getAll = vi.spyOn(tx, 'getAll');
      const get = vi.spyOn(tx, 'get');
      const resultados = await cargarRecargas(tx, ops);
      return { resultados, lecturas: { getAll: getAll.mock.calls.length, get: get.mock.calls.length } };
    });
    // Before: one read per top-up, one for the product, one for the account, in three waves (22).
    expect(lecturas).toEqual({ getAll: 1, get: 0 });
    expect(resultados.map((r) => ('resultado' in r ? r.resultado.nueva : r.error.message))).toEqual(
      Array(10).fill(true),
    );
    const { saldo } = await expectLedgerConsistent(cliente.uid);
    expect(saldo).toBe(1_000_000 - 10 * 10_000);
  });
});
