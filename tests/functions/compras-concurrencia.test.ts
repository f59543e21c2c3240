import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { compraDoc, compras, saldoPorTransferencia, simConStock, stockDe, tokenAdmin } from '../support/compras';
import { expectLedgerConsistent } from '../support/ledger';
import { clienteConSaldo } from '../support/recargas';
import { expectStockConsistent } from '../support/stock';

it('two approvals of the same compra at once: one credit; the other learns it is aprobada', async () => {
  const cliente = await clienteConSaldo(0);
  const admin = await tokenAdmin();
  const creada = await compras('crear', saldoPorTransferencia(100_000), cliente.tokenValue);
  const answers = await Promise.all([1, 2].map(() => compras('aprobar', { id: creada.body.id }, admin)));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  expect(answers.find((a) => a.status === 409)?.body).toEqual({
    error: `La compra ${String(creada.body.folio)} ya está aprobada`,
    estado: 'aprobada',
  });
  expect((await expectLedgerConsistent(cliente.uid)).saldo).toBe(100_000);
});

it('two compras with the same reference approved in parallel: one approved, one 409', async () => {
  const cliente = await clienteConSaldo(0);
  const admin = await tokenAdmin();
  const referencia = `PAR${randomUUID().slice(0, 6)}`;
  const [a, b] = await Promise.all(
    [1, 2].map(() => compras('crear', saldoPorTransferencia(40_000, referencia), cliente.tokenValue)),
  );
  const answers = await Promise.all([a, b].map((c) => compras('aprobar', { id: c.body.id }, admin)));
  expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
  expect((await expectLedgerConsistent(cliente.uid)).saldo).toBe(40_000);
});

it('two approvals competing for the last 5 SIMs: one refused naming the product, stock 0, not −5', async () => {
  const productoId = await simConStock(5);
  const admin = await tokenAdmin();
  const [uno, dos] = await Promise.all([clienteConSaldo(0), clienteConSaldo(0)]);
  const pedidos = await Promise.all(
    [uno, dos].map((c) =>
      compras(
        'crear',
        { origen: 'cliente', id: randomUUID(), partidas: [{ productoId, cantidad: 5 }], metodoPago: 'efectivo' },
        c.tokenValue,
      ),
    ),
  );
  const answers = await Promise.all(pedidos.map((p) => compras('aprobar', { id: p.body.id }, admin)));
  expect(answers.map((x) => x.status).sort()).toEqual([200, 422]);
  const refused = answers.find((x) => x.status === 422);
  expect(refused?.body.error).toMatch(/^Stock insuficiente de Chip de prueba .+: quedan 0 y la compra pide 5$/);
  expect(await stockDe(productoId)).toBe(0);
  await expectStockConsistent([productoId]);
});

it('a cancel and an approve racing: exactly one wins, 10 times over', async () => {
  const cliente = await clienteConSaldo(0);
  const admin = await tokenAdmin();
  for (let i = 0; i < 10; i += 1) {
    const creada = await compras('crear', saldoPorTransferencia(1_000), cliente.tokenValue);
    const [aprobar, cancelar] = await Promise.all([
      compras('aprobar', { id: creada.body.id }, admin),
      compras('cancelar', { id: creada.body.id }, cliente.tokenValue),
    ]);
    expect([aprobar.status, cancelar.status].sort()).toEqual([200, 409]);
    const estado = (await compraDoc(creada.body.id))?.estado;
    expect(estado).toBe(aprobar.status === 200 ? 'aprobada' : 'cancelada');
  }
  await expectLedgerConsistent(cliente.uid);
  // Ten races of contended transactions: 12 s when the machine is quiet, over 30 s when busy.
}, 120_000);
