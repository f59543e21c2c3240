import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContadoresInicio } from '../../domain/contadores';
import { leerContadoresInicio, recontarInicio, recuentoInicio } from '../../scripts/contadores-inicio';
import { adminDb, callApi, callApiComoElNavegador, createUser, uniqueEmail } from '../support/emulators';
import { compras, proveedor, saldoPorTransferencia, simConStock, tokenAdmin } from '../support/compras';
import { type Cliente, clienteConSaldo } from '../support/recargas';

// Admin Inicio's counts (contadores/inicio) are kept by the transactions that change what they
// count. Emulator files run one at a time, so within this file nothing else writes: after each
// step the counts move by exactly that step's change and equal a recount of the documents (the
// checker, scripts/contadores-inicio.ts). Fixtures write clientes directly, as the seed does: the
// counts are recounted after them, as the seed and the migration do.

let admin: string;
let cliente: Cliente;
let otro: Cliente;

beforeAll(async () => {
  admin = await tokenAdmin();
  [cliente, otro] = [await clienteConSaldo(500_000), await clienteConSaldo(0)];
});

// After the fixtures (and any other file's) wrote clientes directly: each test starts exact.
beforeEach(async () => {
  await recontarInicio(adminDb);
});

/** Runs `paso` and expects the counts to move by `cambio` and to equal the recount after it. */
async function expectCuenta(cambio: Partial<ContadoresInicio>, paso: () => Promise<unknown>): Promise<void> {
  const antes = await leerContadoresInicio(adminDb);
  await paso();
  const despues = await leerContadoresInicio(adminDb);
  expect(despues).toEqual({
    clientesActivos: antes.clientesActivos + (cambio.clientesActivos ?? 0),
    comprasPendientes: antes.comprasPendientes + (cambio.comprasPendientes ?? 0),
  });
  expect(despues).toEqual(await recuentoInicio(adminDb));
}

const ok = async (answer: Promise<{ status: number; body: Record<string, unknown> }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};

describe('Clientes activos follows the usuarios endpoints', () => {
  it('a new client counts; deactivated, reactivated, deleted; a repeated call and a non-client count nothing', async () => {
    const alta = {
      email: uniqueEmail('tienda'),
      password: 'clave123',
      displayName: 'Tienda Ñandú 🛒',
      role: 'user',
      cliente: { nombre: 'Tienda Ñandú 🛒', contacto: 'Rosa', telefono: '5512341234', rfc: 'ABPR900101AB1' },
    };
    let uid = '';
    await expectCuenta({ clientesActivos: 1 }, async () => {
      uid = String((await ok(callApi('register', alta, admin))).uid);
    });
    await expectCuenta({}, () =>
      ok(callApi('register', { ...alta, email: uniqueEmail('gerente'), role: 'manager', cliente: undefined }, admin)),
    );
    await expectCuenta({ clientesActivos: -1 }, () => ok(callApi('usuarios/estatus', { uid, estatus: false }, admin)));
    await expectCuenta({}, () => ok(callApi('usuarios/estatus', { uid, estatus: false }, admin)));
    await expectCuenta({ clientesActivos: 1 }, () => ok(callApi('usuarios/estatus', { uid, estatus: true }, admin)));
    await expectCuenta({ clientesActivos: -1 }, () => ok(callApi('deleteUser', { uid }, admin)));
    await expectCuenta({}, () => ok(callApi('deleteUser', { uid }, admin)));
    // A deactivated client deleted afterwards was already out of the count.
    await expectCuenta({ clientesActivos: -1 }, () =>
      ok(callApi('usuarios/estatus', { uid: otro.uid, estatus: false }, admin)),
    );
    await expectCuenta({}, () => ok(callApi('deleteUser', { uid: otro.uid }, admin)));
    // A login without a clientes record (a manager) changes no client count either way.
    const gerente = await createUser('manager');
    await expectCuenta({}, () => ok(callApi('usuarios/estatus', { uid: gerente.uid, estatus: false }, admin)));
  });
});

describe('Compras por aprobar follows the compras endpoints', () => {
  it('a client’s compra counts until it is approved, rejected or cancelled; retries and restocks count nothing', async () => {
    const token = cliente.tokenValue;
    const pedido = saldoPorTransferencia(10_000);
    let id = '';
    await expectCuenta({ comprasPendientes: 1 }, async () => {
      id = String((await ok(compras('crear', pedido, token))).id);
    });
    await expectCuenta({}, () => ok(compras('crear', pedido, token)));
    await expectCuenta({ comprasPendientes: -1 }, () => ok(compras('aprobar', { id }, admin)));
    // Approved again: refused with 409 naming the state it is in, and counted nothing.
    await expectCuenta({}, async () =>
      expect(await compras('aprobar', { id }, admin)).toMatchObject({ status: 409, body: { estado: 'aprobada' } }),
    );

    const rechazada = String((await ok(compras('crear', saldoPorTransferencia(5_000), token))).id);
    await expectCuenta({ comprasPendientes: -1 }, () =>
      ok(compras('rechazar', { id: rechazada, motivo: 'Pago no recibido' }, admin)),
    );
    const cancelada = String((await ok(compras('crear', saldoPorTransferencia(5_000), token))).id);
    await expectCuenta({ comprasPendientes: -1 }, () => ok(compras('cancelar', { id: cancelada }, token)));
    // An approval refused (short stock) leaves the compra pendiente, and counted.
    const sim = await simConStock(1);
    await expectCuenta({ comprasPendientes: 1 }, async () => {
      const pide = {
        origen: 'cliente',
        id: randomUUID(),
        partidas: [{ productoId: sim, cantidad: 2 }],
        metodoPago: 'saldo',
      };
      const creada = await ok(compras('crear', pide, token));
      expect((await compras('aprobar', { id: creada.id }, admin)).status).toBe(422);
    });

    const reabasto = {
      origen: 'proveedor',
      id: randomUUID(),
      proveedorId: await proveedor(),
      partidas: [{ productoId: sim, cantidad: 5, costoUnitario: 3_500 }],
      metodoPago: 'efectivo',
    };
    await expectCuenta({}, async () => {
      await ok(compras('crear', reabasto, admin));
      await ok(compras('recibir', { id: reabasto.id }, admin));
    });
  });

  it('compras asked for and approved at once are each counted once', async () => {
    const clientes = [cliente, await clienteConSaldo(0)];
    await recontarInicio(adminDb);
    const antes = await leerContadoresInicio(adminDb);
    const pedidos = clientes.flatMap((c) => [0, 1].map(() => ({ c, body: saldoPorTransferencia(1_000) })));
    // Each request sent twice at once, as a double click would; each answered (a busy one retried).
    const todas200 = (respuestas: { status: number; body: unknown }[]) => {
      for (const r of respuestas) expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    todas200(
      await Promise.all(
        pedidos.flatMap(({ c, body }) => [0, 1].map(() => callApiComoElNavegador('compras/crear', body, c.tokenValue))),
      ),
    );
    expect(await leerContadoresInicio(adminDb)).toEqual({ ...antes, comprasPendientes: antes.comprasPendientes + 4 });
    // Each approval twice at once: one applies it (200); the other is told it is aprobada (409).
    const aprobaciones = await Promise.all(
      pedidos.map(({ body }) =>
        Promise.all([0, 1].map(() => callApiComoElNavegador('compras/aprobar', { id: body.id }, admin))),
      ),
    );
    for (const par of aprobaciones) {
      expect(par.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(par.find((r) => r.status === 409)?.body).toMatchObject({ estado: 'aprobada' });
    }
    const despues = await leerContadoresInicio(adminDb);
    expect(despues).toEqual(antes);
    expect(despues).toEqual(await recuentoInicio(adminDb));
  });
});
