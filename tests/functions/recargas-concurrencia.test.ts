import { describe, expect, it } from 'vitest';
import { adminDb, callApi, createUser } from '../support/emulators';
import {
  clienteConSaldo,
  contar,
  expectInvariantes,
  nuevaRecarga,
  producto,
  recargaDoc,
  recargar,
  recargarComoElNavegador,
  recibidasPorOperador,
  saldoDe,
} from '../support/recargas';

// The emulators make these slow, not the code: each concurrent request gets its own functions
// worker, and Firestore serialises the transactions on one saldo. Hence the wider time limits.
describe('top-ups under concurrency', () => {
  it('20 parallel top-ups on a saldo that covers exactly 10: 10 charged, the rest refused, saldo 0', async () => {
    const cliente = await clienteConSaldo(10_000);
    const sku = await producto({ monto: 1_000 });
    const bodies = Array.from({ length: 20 }, (_, i) => nuevaRecarga(sku, `55100001${String(i).padStart(2, '0')}`));
    const answers = await Promise.all(bodies.map((body) => recargarComoElNavegador(cliente.tokenValue, body)));
    const resumen = answers.map((a) => `${a.status}×${a.reintentos + 1}`).join(' ');
    console.log(`20 recargas en paralelo (estado×intentos): ${resumen}`);

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(answer.body.error).toMatch(/^Saldo insuficiente: su saldo es \$\d+\.\d\d y la recarga cuesta \$10\.00$/);
    }
    expect(await saldoDe(cliente.uid)).toBe(0);
    expect(await contar('recargas', 'clienteId', cliente.uid)).toBe(10);
    const folios = answers.filter((a) => a.status === 200).map((a) => a.body.folio);
    expect(new Set(folios).size).toBe(10);
    await expectInvariantes(cliente.uid);
  }, 300_000);

  it('the same request 5 times at once: one recarga, one cargo, one call to the carrier', async () => {
    const cliente = await clienteConSaldo(10_000);
    const body = nuevaRecarga(await producto({ monto: 2_000 }), '5533334444');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => recargarComoElNavegador(cliente.tokenValue, body)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: body.id, folio: 'R-000001' });
    }
    expect(await contar('recargas', 'clienteId', cliente.uid)).toBe(1);
    const movs = await adminDb.collection('movimientos').where('origen.id', '==', body.id).get();
    expect(movs.docs.map((doc) => doc.id)).toEqual([`recarga:${body.id}:cargo`]);
    expect(await recibidasPorOperador(body.id)).toBe(1);
    expect(await saldoDe(cliente.uid)).toBe(8_000);
    await expectInvariantes(cliente.uid);
  }, 120_000);
});

describe('POST /api/recargas/revertir', () => {
  it('5 parallel reversals of an exitosa refund it exactly once; then it is revertida with the reason', async () => {
    const cliente = await clienteConSaldo(10_000);
    const body = nuevaRecarga(await producto({ monto: 4_000 }), '5544445555');
    await recargar(cliente.tokenValue, body);
    const admin = await createUser('admin');
    const token = await admin.token();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        callApi('recargas/revertir', { id: body.id, motivo: 'Cliente equivocó el número' }, token),
      ),
    );
    for (const answer of answers) expect(answer.body).toMatchObject({ estado: 'revertida', saldo: 10_000 });
    expect(await recargaDoc(body.id)).toMatchObject({ estado: 'revertida', motivo: 'Cliente equivocó el número' });
    const movs = await adminDb.collection('movimientos').where('origen.id', '==', body.id).get();
    expect(movs.docs.map((doc) => doc.data().tipo).sort()).toEqual(['cargo', 'reembolso']);
    await expectInvariantes(cliente.uid);
  }, 120_000);

  it('only an admin, only an exitosa, and a reason is required', async () => {
    const cliente = await clienteConSaldo(10_000);
    const sku = await producto({ monto: 1_000 });
    const fallida = nuevaRecarga(sku, '5500000000');
    const pendiente = nuevaRecarga(sku, '5500009999');
    const exitosa = nuevaRecarga(sku, '5500001111');
    for (const body of [fallida, pendiente, exitosa]) await recargar(cliente.tokenValue, body);
    const token = await (await createUser('admin')).token();
    const revertir = (id: string, motivo = 'Prueba', t = token) => callApi('recargas/revertir', { id, motivo }, t);

    expect((await revertir(exitosa.id, 'Prueba', cliente.tokenValue)).status).toBe(403);
    expect((await revertir(exitosa.id, 'Prueba', await (await createUser('manager')).token())).status).toBe(403);
    expect(await revertir(exitosa.id, '  ')).toEqual({ status: 400, body: { error: 'El motivo es obligatorio' } });
    expect((await revertir('0f8fad5b-d9cb-469f-a165-70867728950e')).status).toBe(404);
    expect(await revertir(fallida.id)).toEqual({
      status: 422,
      body: { error: 'La recarga R-000001 está fallida: no se puede pasar a revertida' },
    });
    expect((await revertir(pendiente.id)).status).toBe(422);
    expect(await recargaDoc(exitosa.id)).toMatchObject({ estado: 'exitosa' });
    expect(await saldoDe(cliente.uid)).toBe(10_000 - 2_000);
    await expectInvariantes(cliente.uid);
  });
});
