import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, createUser, logsFor } from '../support/emulators';
import { expectLedgerConsistent } from '../support/ledger';
import { compraDoc, compras, saldoPorTransferencia, tokenAdmin } from '../support/compras';
import { clienteConSaldo, nuevaRecarga, producto, recargaDoc, recargar } from '../support/recargas';

// A reason for a money movement says why: an adjustment, a reversal or a rejection whose
// reason has fewer than 3 letters or digits ("🙂", "...", "ok") is refused with 400 and changes nothing.
const VACIO = 'El motivo debe decir por qué, con al menos 3 letras o números';
const MOTIVOS_VACIOS = ['🙂', '...', 'ok 👍'];

describe('a reason that says nothing is refused, and nothing is written', () => {
  it.each(MOTIVOS_VACIOS)('POST /api/saldo/ajuste with motivo %j: 400', async (motivo) => {
    const cliente = await clienteConSaldo(5_000);
    const admin = await (await createUser('admin')).token();
    const body = { clienteId: cliente.uid, tipo: 'abono', monto: 1_000, motivo, idempotencyKey: randomUUID() };
    expect(await callApi('saldo/ajuste', body, admin)).toEqual({ status: 400, body: { error: VACIO } });
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 5_000, movimientos: 1 });
    expect((await logsFor(cliente.uid)).map((log) => log.detalle.despues.saldo)).toEqual([5_000]);
  });

  it.each(MOTIVOS_VACIOS)('POST /api/recargas/revertir with motivo %j: 400', async (motivo) => {
    const cliente = await clienteConSaldo(5_000);
    const recarga = nuevaRecarga(await producto({ monto: 1_000 }));
    expect((await recargar(cliente.tokenValue, recarga)).body).toMatchObject({ estado: 'exitosa' });
    const admin = await (await createUser('admin')).token();
    const answer = await callApi('recargas/revertir', { id: recarga.id, motivo }, admin);
    expect(answer).toEqual({ status: 400, body: { error: VACIO } });
    expect(await recargaDoc(recarga.id)).toMatchObject({ estado: 'exitosa' });
    expect((await recargaDoc(recarga.id))?.motivo).toBeUndefined();
    expect((await expectLedgerConsistent(cliente.uid)).saldo).toBe(5_000 - 1_000);
  });

  it.each(MOTIVOS_VACIOS)('POST /api/compras/rechazar with motivo %j: 400', async (motivo) => {
    const cliente = await clienteConSaldo(0);
    const creada = await compras('crear', saldoPorTransferencia(10_000), cliente.tokenValue);
    const answer = await compras('rechazar', { id: creada.body.id, motivo }, await tokenAdmin());
    expect(answer).toEqual({ status: 400, body: { error: VACIO } });
    const compra = await compraDoc(creada.body.id);
    expect(compra).toMatchObject({ estado: 'pendiente' });
    expect(compra?.motivo).toBeUndefined();
    expect(compra?.historial).toHaveLength(1);
  });

  it('accepts a reason with words, its emoji and accents kept', async () => {
    const cliente = await clienteConSaldo(0);
    const creada = await compras('crear', saldoPorTransferencia(10_000), cliente.tokenValue);
    const motivo = 'Depósito no reflejado 🏦 ñ';
    expect((await compras('rechazar', { id: creada.body.id, motivo }, await tokenAdmin())).status).toBe(200);
    expect(await compraDoc(creada.body.id)).toMatchObject({ estado: 'rechazada', motivo });
  });
});
