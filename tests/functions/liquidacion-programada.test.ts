import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
// First: it initialises the Admin SDK for the emulators' project before the functions' code does.
import { adminDb, callApi } from '../support/emulators';
import { registrarRecarga } from '../../functions/src/recargas/crear';
import { rutaDe } from '../../functions/src/pasarelas/rutas';
import { enviarPorRuta } from '../../functions/src/recargas/enviar';
import { LIMITE_LIQUIDACION_S, LOTE_LIQUIDACION } from '../../functions/src/programadas/liquidar-pendientes';
import { expectLedgerConsistent } from '../support/ledger';
import { correrProgramada } from '../support/programadas';
import {
  clienteConSaldo,
  expectInvariantes,
  nuevaRecarga,
  producto,
  recargaDoc,
  recargar,
  reembolsosDe,
  saldoDe,
} from '../support/recargas';

// The scheduled settlement of pendientes, called here as the stack's scheduler calls it: beside a
// manual Verificar, and over 300 at once. That the scheduler calls it on its own, with nobody
// pressing anything, is tests/programador/liquidacion-sola.test.ts.

/** A top-up charged `minutos` ago: only its recarga's creation time moves (the ledger keeps its order). */
const envejecer = (id: string, minutos = 3) =>
  adminDb
    .collection('recargas')
    .doc(id)
    .update({ creadoEn: Timestamp.fromMillis(Date.now() - minutos * 60_000) });

describe('the scheduled settlement of pendientes', () => {
  it('racing a manual Verificar 5 times, the refund is made once each time', async () => {
    const cliente = await clienteConSaldo(10_000);
    const sku = await producto({ monto: 1_000 });
    for (let vuelta = 0; vuelta < 5; vuelta += 1) {
      const body = nuevaRecarga(sku, `55667${vuelta}9990`);
      await recargar(cliente.tokenValue, body);
      await envejecer(body.id);
      const [programada, ...manuales] = await Promise.all([
        correrProgramada('liquidarPendientes'),
        callApi('recargas/verificar', { id: body.id }, cliente.tokenValue),
        callApi('recargas/verificar', { id: body.id }, cliente.tokenValue),
      ]);
      expect(programada.status).toBe(200);
      for (const manual of manuales) expect(manual.body).toMatchObject({ estado: 'fallida', saldo: 10_000 });
      expect(await reembolsosDe(body.id)).toHaveLength(1);
      expect(await saldoDe(cliente.uid)).toBe(10_000);
    }
    await expectInvariantes(cliente.uid);
  }, 120_000);

  it(`settles 300 pendientes in batches of ${LOTE_LIQUIDACION} within the function's ${LIMITE_LIQUIDACION_S} s`, async () => {
    const clientes = await Promise.all(Array.from({ length: 10 }, () => clienteConSaldo(100_000)));
    const sku = await producto({ monto: 1_000 });
    // 30 top-ups per client whose carrier did not answer in time (the API's own first two steps).
    const ids = await Promise.all(
      clientes.map(async (cliente, c) => {
        const suyas: { id: string; exitosa: boolean }[] = [];
        for (let i = 0; i < 30; i += 1) {
          const exitosa = i % 3 !== 0;
          const numero = `55${String(c).padStart(2, '0')}${String(i).padStart(2, '0')}${exitosa ? '9999' : '9990'}`;
          const body = { id: randomUUID(), productoId: sku, numero, precio: 1_000 };
          const { data, costo } = await registrarRecarga(body, cliente.uid, cliente.email);
          const { pasarelas } = await rutaDe(data.operador);
          expect(await enviarPorRuta(body.id, data, pasarelas, costo ?? 0)).toEqual({ tipo: 'sin-respuesta' });
          suyas.push({ id: body.id, exitosa });
        }
        return suyas;
      }),
    );
    const todas = ids.flat();
    const lote = adminDb.batch();
    const hace = Timestamp.fromMillis(Date.now() - 3 * 60_000);
    for (const { id } of todas) lote.update(adminDb.collection('recargas').doc(id), { creadoEn: hace });
    await lote.commit();

    const { status, ms } = await correrProgramada('liquidarPendientes');
    console.log(`Liquidación programada de ${todas.length} pendientes: ${(ms / 1000).toFixed(1)} s`);
    expect(status).toBe(200);
    expect(ms).toBeLessThan(LIMITE_LIQUIDACION_S * 1000);
    const estados = await Promise.all(todas.map(async ({ id }) => (await recargaDoc(id))?.estado));
    expect(estados).toEqual(todas.map(({ exitosa }) => (exitosa ? 'exitosa' : 'fallida')));
    for (const cliente of clientes) {
      expect(await saldoDe(cliente.uid)).toBe(100_000 - 20 * 1_000);
      await expectLedgerConsistent(cliente.uid);
    }
  }, 600_000);
});
