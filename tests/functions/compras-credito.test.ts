import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it initialises the Admin SDK for the emulators' project before the functions' code does.
import { adminDb, callApi } from '../support/emulators';
import { diaNegocio, formatDia } from '../../domain/fechas';
import { sumarDias } from '../../domain/reportes';
import { cerrarRecarga } from '../../functions/src/recargas/liquidar';
import { registrarRecarga } from '../../functions/src/recargas/crear';
import { compraDoc, compras, simConStock, stockDe, tokenAdmin } from '../support/compras';
import { expectLedgerConsistent } from '../support/ledger';
import { clienteConSaldo, nuevaRecarga, producto, saldoDe } from '../support/recargas';
import { expectStockConsistent } from '../support/stock';
import { watchWrites, type WriteWatch } from '../support/vigia';

// SIMs paid from saldo are asked for under the rule approval charges them by: the saldo plus the
// client's credit line, never while part of its debt is past its term.

let watch: WriteWatch;
beforeAll(async () => {
  watch = await watchWrites(adminDb);
});
afterAll(async () => {
  await watch?.stop();
});

async function conCredito(saldo: number, limiteCredito: number, plazoDias = 7) {
  const cliente = await clienteConSaldo(saldo);
  const body = {
    uid: cliente.uid,
    limiteCredito,
    plazoDias,
    recargasPorMinuto: 30,
    topeVentaDiaria: null,
    motivo: 'Buen historial de pagos',
  };
  expect((await callApi('clientes/credito', body, await tokenAdmin())).status).toBe(200);
  return cliente;
}

const simsDeSaldo = (productoId: string, cantidad: number) => ({
  origen: 'cliente',
  id: randomUUID(),
  partidas: [{ productoId, cantidad }],
  metodoPago: 'saldo',
});

/** Asks for the compra and expects it refused with `error`, and nothing written by the request. */
async function rechazadaSinEscribir(body: Record<string, unknown>, token: string, error: string) {
  await watch.quiet();
  const mark = watch.mark();
  expect(await compras('crear', body, token)).toEqual({ status: 422, body: { error } });
  expect(await watch.writesSince(mark)).toEqual([]);
  expect(await compraDoc(body.id)).toBeUndefined();
}

describe('SIMs paid from saldo on a credit line', () => {
  it('saldo 0 and a line of $300: 2 SIMs of $50 are asked for, and approval takes the saldo to −$100 in one entry', async () => {
    const productoId = await simConStock(10);
    const cliente = await conCredito(0, 30_000);
    const creada = await compras('crear', simsDeSaldo(productoId, 2), cliente.tokenValue);
    expect(creada.status, JSON.stringify(creada.body)).toBe(200);
    expect(creada.body).toMatchObject({ estado: 'pendiente', total: 10_000 });
    expect(await saldoDe(cliente.uid)).toBe(0);

    const aprobada = await compras('aprobar', { id: creada.body.id }, await tokenAdmin());
    expect(aprobada.body).toMatchObject({ estado: 'aprobada', saldo: -10_000 });
    const movs = await adminDb.collection('movimientos').where('clienteId', '==', cliente.uid).get();
    expect(movs.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        tipo: 'cargo',
        monto: -10_000,
        saldoAnterior: 0,
        saldoNuevo: -10_000,
        limiteCredito: 30_000,
        origen: { tipo: 'compra', id: creada.body.id },
      }),
    ]);
    expect((await adminDb.collection('clientes').doc(cliente.uid).get()).data()?.adeudo).toEqual([
      { dia: diaNegocio(new Date()), monto: 10_000 },
    ]);
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: -10_000, movimientos: 1 });
    expect(await stockDe(productoId)).toBe(8);
    await expectStockConsistent([productoId]);
  });

  it('beyond the line: 422 naming the disponible, and nothing written', async () => {
    const productoId = await simConStock(10);
    const cliente = await conCredito(2_000, 5_000);
    await rechazadaSinEscribir(
      simsDeSaldo(productoId, 2),
      cliente.tokenValue,
      'Disponible insuficiente: su disponible es $70.00 (saldo $20.00 y crédito de $50.00) y la compra suma $100.00',
    );
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 2_000, movimientos: 1 });
    expect(await stockDe(productoId)).toBe(10);
  });

  it('without a line the saldo alone must cover it, as before', async () => {
    const productoId = await simConStock(10);
    const cliente = await clienteConSaldo(1_000);
    await rechazadaSinEscribir(
      simsDeSaldo(productoId, 1),
      cliente.tokenValue,
      'Saldo insuficiente: su saldo es $10.00 y la compra suma $50.00',
    );
  });

  it('a debt past its term takes no new compra on credit, within the line or not', async () => {
    const productoId = await simConStock(10);
    const cliente = await conCredito(0, 300_000);
    // Ten days ago it sold $50.00 on credit (the seed's way of dating a top-up in the past).
    const sku = await producto({ monto: 5_000 });
    const hace10 = Timestamp.fromMillis(Date.now() - 10 * 86_400_000);
    const vieja = { ...nuevaRecarga(sku, '5540000901'), precio: 5_000 };
    await registrarRecarga(vieja, cliente.uid, cliente.email, hace10);
    await cerrarRecarga(vieja.id, 'pendiente', { estado: 'exitosa', autorizacion: '1' }, cliente.email, hace10);
    const vence = sumarDias(diaNegocio(hace10.toDate()), 7);
    await rechazadaSinEscribir(
      simsDeSaldo(productoId, 1),
      cliente.tokenValue,
      `Su crédito venció el ${formatDia(vence)}: adeuda $50.00. Haga un depósito para seguir vendiendo`,
    );
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: -5_000, movimientos: 1 });
  });
});
