import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, callApi, createUser } from '../support/emulators';
import { verificar as verificarRecarga } from '../../functions/src/recargas/verificar';
import {
  clienteConSaldo,
  expectInvariantes,
  nuevaRecarga,
  producto,
  recargaDoc,
  recargar,
  recibidasPorOperador,
  saldoDe,
} from '../support/recargas';

// Every path of the (simulated) carrier gateway ends in the right state, with the saldo and the
// summaries explained: …0000 rejected, …9999 time-out then success, …9990 time-out then failure,
// a crash before the carrier was called (never received).

const verificar = (token: string, id: string) => callApi('recargas/verificar', { id }, token);
const movimientosDe = async (id: string) =>
  (await adminDb.collection('movimientos').where('origen.id', '==', id).get()).docs
    .map((doc) => doc.data().tipo)
    .sort();

describe('the carrier gateway paths', () => {
  it('…0000: the carrier rejects it; fallida with its message and the exact precio refunded', async () => {
    const cliente = await clienteConSaldo(10_000, { predeterminada: 5 });
    const body = nuevaRecarga(await producto({ monto: 5_000 }), '5512340000');
    const answer = await recargar(cliente.tokenValue, body);
    expect(answer.body).toMatchObject({
      estado: 'fallida',
      error: 'Número no habilitado para recargas',
      saldo: 10_000,
    });
    expect(answer.body).not.toHaveProperty('autorizacion');
    expect(await movimientosDe(body.id)).toEqual(['cargo', 'reembolso']);
    const reembolso = (await adminDb.collection('movimientos').doc(`recarga:${body.id}:reembolso`).get()).data();
    expect(reembolso).toMatchObject({ monto: 4_750, saldoNuevo: 10_000 });
    // Verifying a settled top-up changes nothing.
    expect((await verificar(cliente.tokenValue, body.id)).body).toMatchObject({ estado: 'fallida', saldo: 10_000 });
    expect(await movimientosDe(body.id)).toEqual(['cargo', 'reembolso']);
    await expectInvariantes(cliente.uid);
  });

  it('…9999: a time-out leaves it pendiente and charged; Verificar finds it delivered', async () => {
    const cliente = await clienteConSaldo(10_000);
    const body = nuevaRecarga(await producto({ monto: 3_000 }), '5512349999');
    const answer = await recargar(cliente.tokenValue, body);
    expect(answer.body).toMatchObject({ estado: 'pendiente', saldo: 7_000 });
    expect(await movimientosDe(body.id)).toEqual(['cargo']);
    await expectInvariantes(cliente.uid);

    const verified = await verificar(cliente.tokenValue, body.id);
    expect(verified.body).toMatchObject({ estado: 'exitosa', saldo: 7_000 });
    expect(verified.body.autorizacion).toMatch(/^\d{8}$/);
    expect(await movimientosDe(body.id)).toEqual(['cargo']);
    await expectInvariantes(cliente.uid);
  });

  it('…9990: a time-out leaves it pendiente; Verificar finds it failed and refunds once', async () => {
    const cliente = await clienteConSaldo(10_000);
    const body = nuevaRecarga(await producto({ monto: 3_000 }), '5512349990');
    expect((await recargar(cliente.tokenValue, body)).body).toMatchObject({ estado: 'pendiente', saldo: 7_000 });
    const answers = await Promise.all([1, 2, 3].map(() => verificar(cliente.tokenValue, body.id)));
    for (const verified of answers) {
      expect(verified.body).toMatchObject({ estado: 'fallida', error: 'Número suspendido por la compañía' });
    }
    expect(await saldoDe(cliente.uid)).toBe(10_000);
    expect(await movimientosDe(body.id)).toEqual(['cargo', 'reembolso']);
    await expectInvariantes(cliente.uid);
  });

  it('a verification that read it pendiente while another settled it answers how it is now, not pendiente', async () => {
    const cliente = await clienteConSaldo(10_000);
    const body = nuevaRecarga(await producto({ monto: 3_000 }), '5512349990');
    expect((await recargar(cliente.tokenValue, body)).body).toMatchObject({ estado: 'pendiente' });
    // The second of two taps read it pendiente; the first settles it (closing it also clears what
    // the carrier's side holds, so the second then hears "not received" of a young top-up).
    const leidaAntes = (await recargaDoc(body.id))!;
    expect((await verificar(cliente.tokenValue, body.id)).body).toMatchObject({ estado: 'fallida' });
    const segunda = await verificarRecarga(body.id, leidaAntes, 'prueba');
    expect(segunda).toMatchObject({ estado: 'fallida', error: 'Número suspendido por la compañía', saldo: 10_000 });
    expect(await movimientosDe(body.id)).toEqual(['cargo', 'reembolso']);
  });

  it('a crash between the charge and the carrier leaves it pendiente; Verificar (never received) refunds it', async () => {
    const cliente = await clienteConSaldo(10_000);
    const body = nuevaRecarga(await producto({ monto: 2_500 }), '5512345670');
    const crashed = await recargar(cliente.tokenValue, body, { 'x-falla-simulada': 'antes-del-operador' }).catch(
      () => null,
    );
    expect(crashed?.status ?? 0).not.toBe(200);
    expect(await recargaDoc(body.id)).toMatchObject({ estado: 'pendiente' });
    expect(await saldoDe(cliente.uid)).toBe(7_500);
    expect(await recibidasPorOperador(body.id)).toBe(0);

    // The browser's retry with the same key does not call the carrier: it answers the pendiente.
    const retry = await recargar(cliente.tokenValue, body);
    expect(retry.body).toMatchObject({ estado: 'pendiente', saldo: 7_500 });
    expect(await recibidasPorOperador(body.id)).toBe(0);

    // Young, "not received" may mean "not yet" (its request may still be sending it): a client
    // verifying its own recarga while it is sent must not get it refunded and delivered too.
    const pronto = await verificar(cliente.tokenValue, body.id);
    expect(pronto.body).toMatchObject({ estado: 'pendiente', saldo: 7_500 });
    expect(await movimientosDe(body.id)).toEqual(['cargo']);

    // Past any request's time limit, "not received" is final: fallida, refunded once.
    const haceTresMinutos = Timestamp.fromMillis(Date.now() - 3 * 60_000);
    await adminDb.collection('recargas').doc(body.id).update({ creadoEn: haceTresMinutos });
    const verified = await verificar(cliente.tokenValue, body.id);
    expect(verified.body).toMatchObject({
      estado: 'fallida',
      error: 'La compañía no recibió la recarga',
      saldo: 10_000,
    });
    expect(await movimientosDe(body.id)).toEqual(['cargo', 'reembolso']);
    await expectInvariantes(cliente.uid);
  });
});

describe('POST /api/recargas/verificar and verificar-pendientes', () => {
  it('the owner and an admin may verify; another client gets 404 and nothing changes', async () => {
    const cliente = await clienteConSaldo(10_000);
    const body = nuevaRecarga(await producto({ monto: 1_000 }), '5500009999');
    await recargar(cliente.tokenValue, body);
    const otro = await clienteConSaldo(0);
    expect(await verificar(otro.tokenValue, body.id)).toEqual({ status: 404, body: { error: 'La recarga no existe' } });
    const manager = await createUser('manager');
    expect((await verificar(await manager.token(), body.id)).status).toBe(403);
    expect(await recargaDoc(body.id)).toMatchObject({ estado: 'pendiente' });
    const admin = await createUser('admin');
    expect((await verificar(await admin.token(), body.id)).body).toMatchObject({ estado: 'exitosa' });
    expect((await verificar(cliente.tokenValue, '0f8fad5b-d9cb-469f-a165-70867728950e')).status).toBe(404);
    expect((await verificar(cliente.tokenValue, 'a/b')).status).toBe(400);
  });

  it('an admin settles every pendiente older than N minutes at once; newer ones wait', async () => {
    const cliente = await clienteConSaldo(20_000);
    const sku = await producto({ monto: 1_000 });
    const viejas = [nuevaRecarga(sku, '5511119999'), nuevaRecarga(sku, '5511119990')];
    const nueva = nuevaRecarga(sku, '5522229999');
    for (const body of [...viejas, nueva]) await recargar(cliente.tokenValue, body);
    // Three days old: the demo's own pendientes (two hours old) stay out of a 2-day cut.
    const haceTresDias = Timestamp.fromMillis(Date.now() - 3 * 86_400_000);
    for (const body of viejas) await adminDb.collection('recargas').doc(body.id).update({ creadoEn: haceTresDias });

    const admin = await createUser('admin');
    const dosDias = { minutos: 2 * 24 * 60 };
    expect((await callApi('recargas/verificar-pendientes', dosDias, cliente.tokenValue)).status).toBe(403);
    expect((await callApi('recargas/verificar-pendientes', { minutos: 0 }, await admin.token())).status).toBe(400);
    // Younger than 2 minutes a recarga may still be on its way to the carrier.
    expect(await callApi('recargas/verificar-pendientes', { minutos: 1 }, await admin.token())).toEqual({
      status: 400,
      body: { error: 'Al menos 2 minutos' },
    });
    const answer = await callApi('recargas/verificar-pendientes', dosDias, await admin.token());
    expect(answer.status).toBe(200);
    // The stack's schedule (liquidarPendientes) may have settled them a moment before: either way,
    // each is settled once, as the carrier says.
    expect(answer.body.revisadas).toEqual(expect.any(Number));
    expect(await recargaDoc(viejas[0].id)).toMatchObject({ estado: 'exitosa' });
    expect(await recargaDoc(viejas[1].id)).toMatchObject({ estado: 'fallida' });
    expect(await recargaDoc(nueva.id)).toMatchObject({ estado: 'pendiente' });
    expect(await saldoDe(cliente.uid)).toBe(20_000 - 2_000);
    await expectInvariantes(cliente.uid);
  });

  it('one pendiente that cannot be settled now does not stop the batch: the rest are settled and the answer counts it', async () => {
    const cliente = await clienteConSaldo(10_000);
    const ausente = await clienteConSaldo(10_000);
    const sku = await producto({ monto: 1_000 });
    const primera = nuevaRecarga(sku, '5533339999');
    const atorada = nuevaRecarga(sku, '5533339990');
    const ultima = nuevaRecarga(sku, '5544449999');
    await recargar(cliente.tokenValue, primera);
    await recargar(ausente.tokenValue, atorada);
    await recargar(cliente.tokenValue, ultima);
    // Three days old, in this order: the one that cannot be settled between the other two.
    const haceTresDias = Date.now() - 3 * 86_400_000;
    for (const [i, body] of [primera, atorada, ultima].entries()) {
      await adminDb
        .collection('recargas')
        .doc(body.id)
        .update({ creadoEn: Timestamp.fromMillis(haceTresDias + i * 1_000) });
    }
    // Its client's account cannot be read for now, so its refund cannot be written.
    const cuenta = adminDb.collection('clientes').doc(ausente.uid);
    const datos = (await cuenta.get()).data()!;
    await cuenta.delete();
    const admin = await createUser('admin');
    let answer;
    try {
      answer = await callApi('recargas/verificar-pendientes', { minutos: 2 * 24 * 60 }, await admin.token());
    } finally {
      await cuenta.set(datos);
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.errores).toBeGreaterThanOrEqual(1);
    expect(answer.body.mensaje).toMatch(
      /^Recargas verificadas: \d+ \(exitosas: \d+, fallidas: \d+, siguen pendientes: \d+\)\. No se pudieron verificar ahora: [1-9]\d*; quedan pendientes para otro intento\.$/,
    );
    expect(await recargaDoc(primera.id)).toMatchObject({ estado: 'exitosa' });
    expect(await recargaDoc(ultima.id)).toMatchObject({ estado: 'exitosa' });
    expect(await movimientosDe(atorada.id)).toEqual(['cargo']);

    // Asked again once its account is back, it settles as the carrier says, refunded once.
    expect((await verificar(ausente.tokenValue, atorada.id)).body).toMatchObject({ estado: 'fallida', saldo: 10_000 });
    expect(await movimientosDe(atorada.id)).toEqual(['cargo', 'reembolso']);
    await expectInvariantes(cliente.uid, ausente.uid);
  });
});
