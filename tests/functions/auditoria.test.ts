import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/emulators';
import { diaNegocio } from '../../domain/fechas';
import { idResumenCliente } from '../../domain/resumenes';
import { Lector } from '../../functions/src/auditoria/lector';
import { revisarLedgerCliente } from '../../functions/src/auditoria/ledger';
import { revisarResumenes } from '../../functions/src/auditoria/resumenes';
import { revisarStock } from '../../functions/src/auditoria/stock';
import { simConStock } from '../support/compras';
import { clienteConSaldo, nuevaRecarga, producto, recargar } from '../support/recargas';

// The checkers the tests, the daily close and the audit command share (functions/src/auditoria/)
// hold on good data and name what breaks: each invariant, broken once with the Admin SDK.

const lector = () => new Lector(adminDb);

describe('the shared invariant checkers', () => {
  it('read at an instant, every read sees the database as it was then, whatever is written since', async () => {
    // The day's close reads this way: the settlement of pendientes writes while it runs.
    const cliente = await clienteConSaldo(10_000);
    const ref = adminDb.collection('clientes').doc(cliente.uid);
    const movimientos = adminDb.collection('movimientos').where('clienteId', '==', cliente.uid);
    const enInstante = lector();
    enInstante.instante = (await ref.get()).readTime;
    await recargar(cliente.tokenValue, nuevaRecarga(await producto({ monto: 2_000 })));
    expect((await enInstante.documento(ref)).data()?.saldo).toBe(10_000);
    expect((await enInstante.documentos([ref]))[0].data()?.saldo).toBe(10_000);
    expect((await enInstante.consulta(movimientos)).map((m) => m.data().tipo)).toEqual(['abono']);
    expect(enInstante.leidos).toBe(3);
    // Without an instant, what stands now.
    expect((await lector().documento(ref)).data()?.saldo).toBe(8_000);
    expect((await lector().consulta(movimientos)).map((m) => m.data().tipo).sort()).toEqual(['abono', 'cargo']);
  });

  it('the ledger: a movement whose amount no longer explains its saldo is named', async () => {
    const cliente = await clienteConSaldo(10_000);
    await recargar(cliente.tokenValue, nuevaRecarga(await producto({ monto: 2_000 })));
    expect((await revisarLedgerCliente(lector(), cliente.uid)).descuadres).toEqual([]);
    const [cargo] = (
      await adminDb.collection('movimientos').where('clienteId', '==', cliente.uid).where('tipo', '==', 'cargo').get()
    ).docs;
    await cargo.ref.update({ monto: -1_500 });
    const { descuadres } = await revisarLedgerCliente(lector(), cliente.uid);
    expect(descuadres.map((d) => [d.regla, d.detalle, d.esperado, d.encontrado])).toEqual([
      ['saldo', 'saldo frente a la suma de sus movimientos', 8_500, 8_000],
      ['movimiento', `saldo nuevo del movimiento ${cargo.id}`, 8_500, 8_000],
    ]);
    await cargo.ref.update({ monto: -2_000 });
  });

  it('the summaries: a client’s day that no longer matches its top-ups is named', async () => {
    const cliente = await clienteConSaldo(10_000);
    await recargar(cliente.tokenValue, nuevaRecarga(await producto({ monto: 2_000 })));
    const dia = diaNegocio(new Date());
    await adminDb
      .collection('resumenesCliente')
      .doc(idResumenCliente(cliente.uid, dia))
      .update({ 'total.exitosas': FieldValue.increment(1) });
    const { descuadres } = await revisarResumenes(lector(), dia);
    expect(descuadres).toContainEqual(
      expect.objectContaining({ detalle: `${cliente.uid}.total.total.exitosas`, esperado: 1, encontrado: 2 }),
    );
    await adminDb
      .collection('resumenesCliente')
      .doc(idResumenCliente(cliente.uid, dia))
      .update({ 'total.exitosas': FieldValue.increment(-1) });
  });

  it('the stock: a SIM moved by hand is named with what its compras explain', async () => {
    const sim = await simConStock(30);
    expect((await revisarStock(lector(), [sim])).descuadres).toEqual([]);
    await adminDb.collection('productos').doc(sim).update({ stock: 29 });
    expect((await revisarStock(lector(), [sim])).descuadres).toEqual([
      expect.objectContaining({ regla: 'stock', esperado: 30, encontrado: 29, productoId: sim }),
    ]);
    await adminDb.collection('productos').doc(sim).update({ stock: 30 });
  });

  it('counts what it reads', async () => {
    const l = lector();
    await revisarLedgerCliente(l, randomUUID());
    // The client's document and a query that found nothing.
    expect(l.leidos).toBe(2);
  });
});
