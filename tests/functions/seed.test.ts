import { describe, expect, it } from 'vitest';
import { diaNegocio } from '../../domain/fechas';
import { adminDb } from '../support/emulators';
import { expectLedgerConsistent } from '../support/ledger';
import { expectResumenesConsistent } from '../support/resumenes';

// The demo data set that `npm start` seeds is written through the API's own transactions: its
// ledgers and summaries must hold like live data (the stack under test is seeded the same way).
describe('the seeded demo history', () => {
  it('has top-ups of every state over 60 days, and every demo client’s ledger holds', async () => {
    const recargas = adminDb.collection('recargas');
    const count = async (estado: string) =>
      (await recargas.where('estado', '==', estado).where('clienteId', 'in', DEMO).count().get()).data().count;
    expect(await count('exitosa')).toBeGreaterThan(200);
    expect(await count('fallida')).toBeGreaterThan(0);
    expect(await count('pendiente')).toBe(2);
    expect(await count('revertida')).toBe(1);
    const oldest = await recargas.where('clienteId', '==', 'demo-cliente').orderBy('creadoEn').limit(1).get();
    expect(Date.now() - oldest.docs[0].data().creadoEn.toMillis()).toBeGreaterThan(59 * 86_400_000);
    for (const clienteId of DEMO) expect((await expectLedgerConsistent(clienteId)).movimientos).toBeGreaterThan(20);
  });

  it('every day’s summaries equal a recount of that day’s top-ups', async () => {
    let total = 0;
    for (let dia = 0; dia <= 61; dia += 1) {
      total += await expectResumenesConsistent(diaNegocio(new Date(Date.now() - dia * 86_400_000)));
    }
    expect(total).toBeGreaterThan(200);
  });
});

const DEMO = ['demo-cliente', 'demo-cliente2', 'demo-cliente3'];
