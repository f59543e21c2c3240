// The ledger's own guarantees, called the way the endpoints call it: keys namespaced by origin,
// replays recognised by origin and body, several movements in one transaction.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb, createUser } from '../support/emulators';
import { claveMovimiento, Cuenta, transaccionDeDinero, type Movimiento } from '../../functions/src/saldo/movimiento';
import { aplicarMovimiento } from '../../functions/src/saldo/operaciones';
import { expectLedgerConsistent } from '../support/ledger';

const base = (clienteId: string, origen: Movimiento['origen'], monto: number, paso?: string): Movimiento => ({
  clienteId,
  tipo: monto >= 0 ? 'abono' : 'cargo',
  monto,
  origen,
  ...(paso ? { paso } : {}),
  por: 'prueba@ledger.test',
  screen: 'clientes',
});

describe('the ledger idempotency key is namespaced by origin', () => {
  it('an adjustment, a compra and a recarga carrying the same key are three movements', async () => {
    const cliente = await createUser('user', { cliente: true });
    const key = randomUUID();
    const ajuste = await aplicarMovimiento(base(cliente.uid, { tipo: 'ajuste', id: key }, 10_000));
    const compra = await aplicarMovimiento(base(cliente.uid, { tipo: 'compra', id: key }, 5_000, 'abono'));
    const recarga = await aplicarMovimiento(base(cliente.uid, { tipo: 'recarga', id: key }, -3_000, 'cargo'));

    expect(new Set([ajuste.movimientoId, compra.movimientoId, recarga.movimientoId]).size).toBe(3);
    expect(recarga).toMatchObject({ saldoAnterior: 15_000, saldoNuevo: 12_000 });
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 12_000, movimientos: 3 });
    const ids = (await adminDb.collection('movimientos').where('clienteId', '==', cliente.uid).get()).docs.map(
      (doc) => doc.id,
    );
    expect(ids.sort()).toEqual([`ajuste:${key}`, `compra:${key}:abono`, `recarga:${key}:cargo`].sort());
  });

  it('a replay must match the origin and the body: the same answer, or 409 and nothing written', async () => {
    const cliente = await createUser('user', { cliente: true });
    const mov = base(cliente.uid, { tipo: 'compra', id: randomUUID() }, 8_000, 'abono');
    const first = await aplicarMovimiento(mov);
    expect(await aplicarMovimiento(mov)).toEqual(first);

    for (const other of [
      { ...mov, monto: 8_001 },
      { ...mov, tipo: 'reembolso' as const },
      { ...mov, clienteId: (await createUser('user', { cliente: true })).uid },
    ]) {
      await expect(aplicarMovimiento(other)).rejects.toMatchObject({ status: 409 });
    }
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 8_000, movimientos: 1 });
  });

  it('two movements in one transaction chain their saldos; a short saldo refuses both', async () => {
    const cliente = await createUser('user', { cliente: true });
    const id = randomUUID();
    const movs = [
      base(cliente.uid, { tipo: 'compra', id }, 20_000, 'abono'),
      base(cliente.uid, { tipo: 'compra', id }, -15_000, 'cargo'),
    ];
    const results = await transaccionDeDinero(adminDb, async (tx) => {
      const cuenta = await Cuenta.leer(adminDb, tx, cliente.uid, movs);
      return movs.map((mov) => cuenta.mover(mov));
    });
    expect(results.map((r) => [r.saldoAnterior, r.saldoNuevo])).toEqual([
      [0, 20_000],
      [20_000, 5_000],
    ]);
    expect(results.map((r) => r.movimientoId)).toEqual(movs.map(claveMovimiento));

    const otra = randomUUID();
    const short = [
      base(cliente.uid, { tipo: 'compra', id: otra }, 1_000, 'abono'),
      base(cliente.uid, { tipo: 'compra', id: otra }, -7_000, 'cargo'),
    ];
    await expect(
      transaccionDeDinero(adminDb, async (tx) => {
        const cuenta = await Cuenta.leer(adminDb, tx, cliente.uid, short);
        return short.map((mov) => cuenta.mover(mov));
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 5_000, movimientos: 2 });
  });
});
