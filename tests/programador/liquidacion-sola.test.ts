import { describe, expect, it } from 'vitest';
// First: it initialises the Admin SDK for the emulators' project before the functions' code does.
import '../support/emulators';
import { ENVIO_EN_CURSO_MS } from '../../functions/src/recargas/verificar';
import { POR_SISTEMA } from '../../functions/src/programadas/sistema';
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

// A pendiente settles with nobody pressing Verificar: the stack's scheduler (scripts/programador.ts)
// calls the scheduled function liquidarPendientes every 2 minutes, as Cloud Scheduler does deployed.
// This waits 2 to 4 minutes for it and writes only its own client's documents, so npm test runs it
// beside the browser suite (scripts/emulator-suites.mjs) rather than before it: the emulator suites
// watch every write for minutes at a time and hold the scheduler while they do.

describe('the stack settles pendientes on its own', () => {
  it('…9999 and …9990 are settled by the schedule alone, within 4 minutes of their charge', async () => {
    const cliente = await clienteConSaldo(10_000);
    const sku = await producto({ monto: 1_000 });
    const tarde = nuevaRecarga(sku, '5533449999');
    const fallara = nuevaRecarga(sku, '5533449990');
    for (const body of [tarde, fallara]) {
      expect((await recargar(cliente.tokenValue, body)).body).toMatchObject({ estado: 'pendiente' });
    }
    expect(await saldoDe(cliente.uid)).toBe(8_000);

    // Nobody verifies: the stack's scheduler calls the function on its own.
    const hasta = Date.now() + 4 * 60_000 + 20_000;
    let estados: unknown[] = [];
    while (Date.now() < hasta) {
      estados = (await Promise.all([tarde, fallara].map((b) => recargaDoc(b.id)))).map((r) => r?.estado);
      if (!estados.includes('pendiente')) break;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
    expect(estados).toEqual(['exitosa', 'fallida']);
    for (const body of [tarde, fallara]) {
      const r = await recargaDoc(body.id);
      // Not before its 2 minutes, and at the first run after them.
      const espera = r?.completadaEn.toMillis() - r?.creadoEn.toMillis();
      expect(espera).toBeGreaterThanOrEqual(ENVIO_EN_CURSO_MS);
      expect(espera).toBeLessThanOrEqual(4 * 60_000 + 5_000);
    }
    expect(await saldoDe(cliente.uid)).toBe(9_000);
    expect((await reembolsosDe(fallara.id)).map((d) => d.data())).toEqual([
      expect.objectContaining({ monto: 1_000, por: POR_SISTEMA }),
    ]);
    await expectInvariantes(cliente.uid);
  }, 300_000);
});
