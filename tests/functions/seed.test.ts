import { describe, expect, it } from 'vitest';
import { diaNegocio } from '../../domain/fechas';
import { adminDb } from '../support/emulators';
import { expectLedgerConsistent } from '../support/ledger';
import { expectNumerosConsistent } from '../support/numeros';
import { expectResumenesConsistent } from '../support/resumenes';
import { expectStockConsistent } from '../support/stock';

// The demo data set that `npm start` seeds is written through the API's own transactions: its
// ledgers and summaries must hold like live data (the stack under test is seeded the same way).
describe('the seeded demo history', () => {
  it('has top-ups of every state over 60 days, and every demo client’s ledger holds', async () => {
    const recargas = adminDb.collection('recargas');
    const count = async (estado: string) =>
      (await recargas.where('estado', '==', estado).where('clienteId', 'in', DEMO).count().get()).data().count;
    expect(await count('exitosa')).toBeGreaterThan(200);
    expect(await count('fallida')).toBeGreaterThan(0);
    // The two top-ups the seed leaves waiting for the carrier. Another suite's admin may have run
    // Verificar pendientes on this stack since: then each is settled as the carrier says.
    const esperando = await recargas
      .where('clienteId', '==', 'demo-cliente')
      .where('numero', 'in', ['5587659999', '5587659990'])
      .get();
    expect(esperando.docs.map((d) => d.data().numero).sort()).toEqual(['5587659990', '5587659999']);
    for (const doc of esperando.docs) {
      const { numero, estado } = doc.data();
      expect(['pendiente', numero === '5587659999' ? 'exitosa' : 'fallida']).toContain(estado);
    }
    expect(await count('revertida')).toBe(1);
    const oldest = await recargas.where('clienteId', '==', 'demo-cliente').orderBy('creadoEn').limit(1).get();
    expect(Date.now() - oldest.docs[0].data().creadoEn.toMillis()).toBeGreaterThan(59 * 86_400_000);
    for (const clienteId of DEMO) expect((await expectLedgerConsistent(clienteId)).movimientos).toBeGreaterThan(20);
  });

  it('has purchases of every state, deposits that explain the saldos, and stock that its compras explain', async () => {
    const compras = adminDb.collection('compras');
    const count = async (estado: string) => (await compras.where('estado', '==', estado).count().get()).data().count;
    expect(await count('recibida')).toBeGreaterThan(0);
    expect(await count('aprobada')).toBeGreaterThan(10);
    expect(await count('rechazada')).toBeGreaterThan(0);
    expect(await count('cancelada')).toBeGreaterThan(0);
    const pendientes = await compras.where('estado', '==', 'pendiente').where('clienteId', 'in', DEMO).count().get();
    expect(pendientes.data().count).toBe(2);
    const abonos = await adminDb.collection('movimientos').where('origen.tipo', '==', 'compra').count().get();
    expect(abonos.data().count).toBeGreaterThan(3);
    expect(await expectStockConsistent()).toBeGreaterThan(5);
  });

  it('lists its restocks in folio order: each one later than the one before, as the business made them', async () => {
    // As the list asks for them (newest first), the seed's own: other suites restock on this stack too.
    const lista = await adminDb
      .collection('compras')
      .where('origen', '==', 'proveedor')
      .orderBy('creadoEn', 'desc')
      .get();
    const reabastos = lista.docs.map((doc) => doc.data()).filter((compra) => compra.por === 'admin@demo.test');
    const folios = reabastos.map((compra) => String(compra.folio));
    expect(folios.length).toBeGreaterThan(5);
    expect(folios).toEqual([...folios].sort().reverse());
    const momentos = reabastos.map((compra) => compra.creadoEn.toMillis());
    expect(new Set(momentos).size).toBe(momentos.length);
  });

  it('every day’s summaries equal a recount of that day’s top-ups', async () => {
    let total = 0;
    for (let dia = 0; dia <= 61; dia += 1) {
      total += await expectResumenesConsistent(diaNegocio(new Date(Date.now() - dia * 86_400_000)));
    }
    expect(total).toBeGreaterThan(200);
  });
});

describe('the seeded counter', () => {
  it('has paquetes of every carrier, the demo shop’s frequent numbers and favourites, and one closed shift', async () => {
    const paquetes = await adminDb
      .collection('catalogo')
      .where('tipo', '==', 'paquete')
      .where('estatus', '==', true)
      .get();
    expect(new Set(paquetes.docs.map((doc) => doc.get('operador'))).size).toBe(6);
    expect(paquetes.size).toBeGreaterThanOrEqual(10);
    // Its regular customers are frequent numbers, and each record agrees with its top-ups.
    for (const clienteId of DEMO) expect(await expectNumerosConsistent(clienteId)).toBeGreaterThan(5);
    const numeros = await adminDb.collection('numerosCliente').where('clienteId', '==', 'demo-cliente').get();
    expect(numeros.docs.filter((doc) => doc.get('veces') >= 2).length).toBeGreaterThan(5);
    const favoritos = await adminDb.collection('favoritos').where('clienteId', '==', 'demo-cliente').get();
    expect(favoritos.docs.map((doc) => doc.get('nombre')).sort()).toEqual(['Don Beto (taller)', 'Doña Lupe']);
    const turnos = await adminDb.collection('turnos').where('clienteId', '==', 'demo-cliente').get();
    expect(turnos.docs.map((doc) => doc.get('numero'))).toContain(1);
    expect(turnos.docs.find((doc) => doc.get('numero') === 1)?.get('diferencia')).toBeLessThanOrEqual(0);
  });
});

const DEMO = ['demo-cliente', 'demo-cliente2', 'demo-cliente3'];
