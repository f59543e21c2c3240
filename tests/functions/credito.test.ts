import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, callApi, createUser, logsFor } from '../support/emulators';
import { diaNegocio, formatDia } from '../../domain/fechas';
import { sumarDias } from '../../domain/reportes';
import { cerrarRecarga } from '../../functions/src/recargas/liquidar';
import { registrarRecarga } from '../../functions/src/recargas/crear';
import { expectLedgerConsistent } from '../support/ledger';
import {
  clienteConSaldo,
  contar,
  expectInvariantes,
  nuevaRecarga,
  producto,
  recargar,
  recargarComoElNavegador,
  saldoDe,
} from '../support/recargas';

// Credit inside the one ledger transaction: a shop sells below zero down to −limiteCredito, never
// while part of its debt is past its term; and what a stolen session could sell is bounded by the
// shop's rate and daily cap. Every figure is checked against the ledger (tests/support/ledger.ts).

const tokenAdmin = async () => (await createUser('admin')).token();

const credito = (uid: string, cambio: Record<string, unknown> = {}) => ({
  uid,
  limiteCredito: 0,
  plazoDias: 7,
  recargasPorMinuto: 30,
  topeVentaDiaria: null,
  motivo: 'Buen historial de pagos',
  ...cambio,
});

async function conCredito(saldo: number, cambio: Record<string, unknown>) {
  const cliente = await clienteConSaldo(saldo);
  const respuesta = await callApi('clientes/credito', credito(cliente.uid, cambio), await tokenAdmin());
  expect(respuesta).toEqual({ status: 200, body: { uid: cliente.uid } });
  return cliente;
}

describe('POST /api/clientes/credito', () => {
  it('an admin sets the line, the term, the rate and the cap, logged with before, after and the reason', async () => {
    const cliente = await clienteConSaldo(0);
    const body = credito(cliente.uid, { limiteCredito: 200_000, plazoDias: 10, topeVentaDiaria: 500_000 });
    expect(await callApi('clientes/credito', body, await tokenAdmin())).toEqual({
      status: 200,
      body: { uid: cliente.uid },
    });
    expect((await adminDb.collection('clientes').doc(cliente.uid).get()).data()).toMatchObject({
      limiteCredito: 200_000,
      plazoDias: 10,
      recargasPorMinuto: 30,
      topeVentaDiaria: 500_000,
    });
    const [log] = (await logsFor(cliente.uid)).filter((l) => String(l.message).startsWith('Crédito de'));
    expect(log.detalle).toEqual({
      entidad: 'clientes',
      id: cliente.uid,
      antes: { limiteCredito: 0, plazoDias: 7, recargasPorMinuto: 30, topeVentaDiaria: null },
      despues: {
        limiteCredito: 200_000,
        plazoDias: 10,
        recargasPorMinuto: 30,
        topeVentaDiaria: 500_000,
        motivo: 'Buen historial de pagos',
      },
    });
    // Without the cap again: the field goes.
    await callApi('clientes/credito', { ...body, topeVentaDiaria: null }, await tokenAdmin());
    expect((await adminDb.collection('clientes').doc(cliente.uid).get()).data()?.topeVentaDiaria).toBeUndefined();
  });

  it('401 without a token, 403 for a user and a manager, 400 for bad input, 404 for no client: nothing written', async () => {
    const cliente = await clienteConSaldo(0);
    const body = credito(cliente.uid, { limiteCredito: 100_000 });
    const admin = await tokenAdmin();
    expect((await callApi('clientes/credito', body)).status).toBe(401);
    expect((await callApi('clientes/credito', body, cliente.tokenValue)).status).toBe(403);
    expect((await callApi('clientes/credito', body, await (await createUser('manager')).token())).status).toBe(403);
    for (const [cambio, error] of [
      [{ limiteCredito: -1 }, 'El límite de crédito no puede ser negativo'],
      [{ limiteCredito: 10.5 }, 'El límite de crédito debe ser un número entero de centavos'],
      [{ plazoDias: 91 }, 'El plazo admite como máximo 90 días'],
      [{ motivo: '' }, 'El motivo es obligatorio'],
      [{ motivo: '🙂' }, 'El motivo debe decir por qué, con al menos 3 letras o números'],
      [{ uid: 'a/b' }, 'El cliente no es válido'],
    ] as const) {
      expect(await callApi('clientes/credito', { ...body, ...cambio }, admin)).toEqual({
        status: 400,
        body: { error },
      });
    }
    expect(await callApi('clientes/credito', { ...body, uid: 'no-existe' }, admin)).toEqual({
      status: 404,
      body: { error: 'El cliente no existe' },
    });
    expect((await adminDb.collection('clientes').doc(cliente.uid).get()).data()?.limiteCredito).toBeUndefined();
    expect(await logsFor(cliente.uid)).toHaveLength(0);
  });
});

describe('selling on credit', () => {
  it('20 parallel top-ups on saldo 0 with a line for 10½: exactly 10 charged, saldo −$100, the rest told the disponible', async () => {
    const cliente = await conCredito(0, { limiteCredito: 10_500 });
    const sku = await producto({ monto: 1_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recargarComoElNavegador(cliente.tokenValue, nuevaRecarga(sku, `55400001${String(i).padStart(2, '0')}`)),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 422,
        body: {
          error:
            'Disponible insuficiente: su disponible es $5.00 (saldo -$100.00 y crédito de $105.00) y la recarga cuesta $10.00',
        },
      });
    }
    expect(await saldoDe(cliente.uid)).toBe(-10_000);
    expect((await adminDb.collection('clientes').doc(cliente.uid).get()).data()?.adeudo).toEqual([
      { dia: diaNegocio(new Date()), monto: 10_000 },
    ]);
    await expectInvariantes(cliente.uid);
  }, 120_000);

  it('the limit lowered while 20 top-ups race: no charge ever passes the limit in force at its commit', async () => {
    const cliente = await conCredito(0, { limiteCredito: 20_000 });
    const sku = await producto({ monto: 1_000 });
    const admin = await tokenAdmin();
    const [answers, bajada] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          recargarComoElNavegador(cliente.tokenValue, nuevaRecarga(sku, `55400002${String(i).padStart(2, '0')}`)),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 150)).then(() =>
        callApi('clientes/credito', credito(cliente.uid, { limiteCredito: 5_000, motivo: 'Atraso en pagos' }), admin),
      ),
    ]);
    expect(bajada.status).toBe(200);
    const cobradas = answers.filter((a) => a.status === 200).length;
    const movs = (await adminDb.collection('movimientos').where('clienteId', '==', cliente.uid).get()).docs.map((d) =>
      d.data(),
    );
    const cargos = movs.filter((m) => m.tipo === 'cargo');
    expect(cargos).toHaveLength(cobradas);
    // Each charge within the limit its own transaction read; after the change, none below −$50.
    for (const cargo of cargos) expect(cargo.saldoNuevo).toBeGreaterThanOrEqual(-cargo.limiteCredito);
    expect(cargos.filter((c) => c.limiteCredito === 5_000).every((c) => c.saldoNuevo >= -5_000)).toBe(true);
    await expectInvariantes(cliente.uid);
  }, 120_000);

  it('a debt past its term stops new charges on credit until a deposit pays it: then it sells again at once', async () => {
    const cliente = await conCredito(0, { limiteCredito: 300_000, plazoDias: 7 });
    const sku = await producto({ monto: 5_000 });
    // Ten days ago it sold $50.00 on credit (the seed's way of dating a top-up in the past).
    const hace10 = Timestamp.fromMillis(Date.now() - 10 * 86_400_000);
    const vieja = { ...nuevaRecarga(sku, '5540000301'), precio: 5_000 };
    await registrarRecarga(vieja, cliente.uid, cliente.email, hace10);
    await cerrarRecarga(vieja.id, 'pendiente', { estado: 'exitosa', autorizacion: '1' }, cliente.email, hace10);
    const vence = sumarDias(diaNegocio(hace10.toDate()), 7);

    const hoy = nuevaRecarga(sku, '5540000302');
    expect(await recargar(cliente.tokenValue, hoy)).toEqual({
      status: 422,
      body: {
        error: `Su crédito venció el ${formatDia(vence)}: adeuda $50.00. Haga un depósito para seguir vendiendo`,
      },
    });
    expect(await contar('recargas', 'clienteId', cliente.uid)).toBe(1);

    const deposito = await callApi(
      'saldo/ajuste',
      { clienteId: cliente.uid, tipo: 'abono', monto: 5_000, motivo: 'Depósito', idempotencyKey: randomUUID() },
      await tokenAdmin(),
    );
    expect(deposito.body).toMatchObject({ saldoNuevo: 0 });
    const otraVez = await recargar(cliente.tokenValue, hoy);
    expect(otraVez.status).toBe(200);
    expect(otraVez.body).toMatchObject({ estado: 'exitosa', saldo: -5_000 });
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: -5_000, movimientos: 3 });
  });

  it('a limit lowered below the debt stops new charges and changes nothing else', async () => {
    const cliente = await conCredito(0, { limiteCredito: 10_000 });
    const sku = await producto({ monto: 4_000 });
    expect((await recargar(cliente.tokenValue, nuevaRecarga(sku, '5540000401'))).status).toBe(200);
    await callApi('clientes/credito', credito(cliente.uid, { limiteCredito: 2_000 }), await tokenAdmin());
    expect((await recargar(cliente.tokenValue, nuevaRecarga(sku, '5540000402'))).status).toBe(422);
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: -4_000, movimientos: 1 });
  });
});

describe('what a stolen session can sell', () => {
  it('a daily cap of $100 under 20 parallel top-ups of $20: 5 sold, the rest 429; a refunded one frees its part', async () => {
    const cliente = await conCredito(100_000, { topeVentaDiaria: 10_000 });
    const sku = await producto({ monto: 2_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recargarComoElNavegador(cliente.tokenValue, nuevaRecarga(sku, `55400005${String(i).padStart(2, '0')}`)),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 429,
        body: {
          error:
            'Llegó a su tope de venta del día ($100.00): hoy lleva $100.00 y esta recarga es de $20.00. El tope se renueva mañana; el administrador puede cambiarlo.',
        },
      });
    }
    expect(await contar('recargas', 'clienteId', cliente.uid)).toBe(5);
    expect(await saldoDe(cliente.uid)).toBe(90_000);

    // A top-up the carrier refused was refunded: it no longer counts toward the day's cap.
    await callApi('clientes/credito', credito(cliente.uid, { topeVentaDiaria: 12_000 }), await tokenAdmin());
    expect((await recargar(cliente.tokenValue, nuevaRecarga(sku, '5540010000'))).body).toMatchObject({
      estado: 'fallida',
    });
    expect((await recargar(cliente.tokenValue, nuevaRecarga(sku, '5540000601'))).status).toBe(200);
    expect((await recargar(cliente.tokenValue, nuevaRecarga(sku, '5540000602'))).status).toBe(429);
    await expectInvariantes(cliente.uid);
  }, 120_000);

  it('a rate of 5 a minute under 20 parallel top-ups: 5 sold (and no more than the minute refills), the rest 429', async () => {
    const cliente = await conCredito(100_000, { recargasPorMinuto: 5 });
    const sku = await producto({ monto: 1_000 });
    const start = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recargarComoElNavegador(cliente.tokenValue, nuevaRecarga(sku, `55400007${String(i).padStart(2, '0')}`)),
      ),
    );
    const vendidas = answers.filter((a) => a.status === 200).length;
    expect(vendidas).toBeGreaterThanOrEqual(5);
    expect(vendidas).toBeLessThanOrEqual(5 + Math.floor((Date.now() - start) / 12_000));
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(String(refused.body.error)).toMatch(/^Demasiadas recargas en poco tiempo: espere un minuto/);
    }
    expect(await contar('recargas', 'clienteId', cliente.uid)).toBe(vendidas);
    await expectInvariantes(cliente.uid);
  }, 120_000);
});
