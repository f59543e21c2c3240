import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi, createUser, logsFor } from '../support/emulators';
import {
  clienteConSaldo,
  contar,
  distribuidor,
  expectInvariantes,
  nuevaRecarga,
  producto,
  recargaDoc,
  recargar,
  saldoDe,
  type Cliente,
} from '../support/recargas';

describe('POST /api/recargas: a successful top-up', () => {
  it('charges monto less the client’s commission for the carrier once, and records what the client may see', async () => {
    const cliente = await clienteConSaldo(50_000, { predeterminada: 2, operadores: { Telcel: 3.5 } });
    const sku = await producto({ monto: 15_000, costo: 14_100, operador: 'Telcel' });
    const vendedor = await distribuidor(cliente.uid);
    const body = nuevaRecarga(sku, '5512345678', { distribuidorId: vendedor });

    const answer = await recargar(cliente.tokenValue, body);
    expect(answer.status).toBe(200);
    // 3.5% of $150.00 is $5.25: the client pays $144.75.
    expect(answer.body).toMatchObject({
      id: body.id,
      folio: 'R-000001',
      estado: 'exitosa',
      operador: 'Telcel',
      numero: '5512345678',
      monto: 15_000,
      precio: 14_475,
      distribuidorId: vendedor,
      saldo: 50_000 - 14_475,
    });
    expect(answer.body.autorizacion).toMatch(/^\d{8}$/);
    expect(answer.body.completadaEn).toBeGreaterThanOrEqual(Number(answer.body.creadoEn));

    const stored = await recargaDoc(body.id);
    expect(stored).toMatchObject({ estado: 'exitosa', clienteId: cliente.uid, precio: 14_475, comision: 3.5 });
    // What the client reads of its own top-up: no cost, margin or supplier of the business.
    for (const secreto of ['costo', 'margen', 'proveedorId']) expect(stored).not.toHaveProperty(secreto);
    expect((await adminDb.collection('recargasCostos').doc(body.id).get()).data()).toMatchObject({
      clienteId: cliente.uid,
      costo: 14_100,
      margen: 14_475 - 14_100,
    });
    const cargo = (await adminDb.collection('movimientos').doc(`recarga:${body.id}:cargo`).get()).data();
    expect(cargo).toMatchObject({ tipo: 'cargo', monto: -14_475, origen: { tipo: 'recarga', id: body.id } });
    const logs = await logsFor(body.id);
    expect(logs.map((log) => log.detalle.despues.estado).sort()).toEqual(['exitosa', 'pendiente']);
    await expectInvariantes(cliente.uid);
    // Its client's month carries the client's name, which Reportes' Por cliente view shows.
    const nombre = (await adminDb.collection('clientes').doc(cliente.uid).get()).data()?.nombre;
    expect(nombre).toEqual(expect.any(String));
    const mes = await adminDb
      .collection('resumenesClientesMes')
      .doc(`${cliente.uid}_${stored?.dia.slice(0, 7)}`)
      .get();
    expect(mes.data()).toMatchObject({ clienteId: cliente.uid, nombre });

    // A second top-up continues the client's own folio sequence.
    const second = await recargar(cliente.tokenValue, nuevaRecarga(sku));
    expect(second.body.folio).toBe('R-000002');
    // The default commission applies to a carrier without its own: 2% of $100.00.
    const movistar = await producto({ monto: 10_000, operador: 'Movistar' });
    expect((await recargar(cliente.tokenValue, nuevaRecarga(movistar))).body.precio).toBe(9_800);
  });
});

describe('POST /api/recargas: the price the client was shown', () => {
  it('409 when it is no longer the price (the commission changed while the screen stood open): nothing is charged', async () => {
    const cliente = await clienteConSaldo(50_000, { predeterminada: 3 });
    const sku = await producto({ monto: 10_000 });
    // The screen priced it at 3%: $97.00. The admin then raises the commission to 4%: $96.00.
    await adminDb
      .collection('clientes')
      .doc(cliente.uid)
      .update({ comisiones: { predeterminada: 4 } });
    const vieja = nuevaRecarga(sku, '5512345678', { precio: 9_700 });
    expect(await recargar(cliente.tokenValue, vieja)).toEqual({
      status: 409,
      body: {
        error:
          'El precio de esta recarga cambió: ahora cuesta $96.00, no $97.00. Revise el precio nuevo y confirme otra vez.',
      },
    });
    expect(await recargaDoc(vieja.id)).toBeUndefined();
    expect(await saldoDe(cliente.uid)).toBe(50_000);
    expect(await contar('movimientos', 'clienteId', cliente.uid)).toBe(1);

    // Confirmed again at the price now shown, with the same key: charged that price, once.
    const nueva = { ...vieja, precio: 9_600 };
    expect((await recargar(cliente.tokenValue, nueva)).body).toMatchObject({ precio: 9_600, saldo: 40_400 });
    await expectInvariantes(cliente.uid);
  });

  it('a request without it (a screen from before it was sent) is refused with 400: nothing is charged', async () => {
    const cliente = await clienteConSaldo(50_000, { predeterminada: 4 });
    const body = nuevaRecarga(await producto({ monto: 10_000 }));
    expect(await callApi('recargas', body, cliente.tokenValue)).toEqual({
      status: 400,
      body: { error: 'Falta el precio que se le mostró: actualice la pantalla y confirme otra vez' },
    });
    expect(await recargaDoc(body.id)).toBeUndefined();
    expect(await saldoDe(cliente.uid)).toBe(50_000);
  });
});

describe('POST /api/recargas: refusals write nothing', () => {
  let cliente: Cliente;
  let sku: string;
  beforeAll(async () => {
    cliente = await clienteConSaldo(5_000);
    sku = await producto({ monto: 2_000 });
  });

  const nothingWritten = async (id: string) => {
    expect(await recargaDoc(id)).toBeUndefined();
    expect(await saldoDe(cliente.uid)).toBe(5_000);
    expect(await contar('movimientos', 'clienteId', cliente.uid)).toBe(1);
  };

  it('401 without a valid token; 403 for an admin, a manager and an inactive user', async () => {
    const body = nuevaRecarga(sku);
    expect((await recargar('', body)).status).toBe(401);
    expect((await recargar('basura', body)).status).toBe(401);
    for (const caller of [
      await createUser('admin'),
      await createUser('manager'),
      await createUser('user', { estatus: false, cliente: true }),
    ]) {
      expect((await recargar(await caller.token(), body)).status).toBe(403);
    }
    await nothingWritten(body.id);
  });

  it('403 when the client record is inactive though the login is active', async () => {
    const otro = await clienteConSaldo(5_000);
    await adminDb.collection('clientes').doc(otro.uid).update({ estatus: false });
    const body = nuevaRecarga(sku);
    expect(await recargar(otro.tokenValue, body)).toEqual({
      status: 403,
      body: { error: 'El cliente no está activo' },
    });
    expect(await recargaDoc(body.id)).toBeUndefined();
  });

  it.each([
    ['a 9-digit number', { numero: '551234567' }, 'El número debe tener 10 dígitos'],
    ['a number with letters', { numero: '55123456a8' }, 'El número debe tener 10 dígitos'],
    ['a key that is not a UUID', { id: 'clave' }, 'La clave de la recarga no es válida'],
    ['a product id with a slash', { productoId: 'a/b' }, 'El producto no es válido'],
    ['a negative price', { precio: -1 }, 'El precio no puede ser negativo'],
    ['a price with a fraction of a centavo', { precio: 1_999.5 }, 'El precio debe ser un número entero de centavos'],
    ['a price as text', { precio: '2000' }, 'El precio debe ser un número de centavos'],
  ])('400 for %s', async (_case, cambio, error) => {
    const body = { ...nuevaRecarga(sku), ...cambio };
    expect(await recargar(cliente.tokenValue, body)).toEqual({ status: 400, body: { error } });
    await nothingWritten(body.id);
  });

  it('422 for an unknown product, an inactive one, and one that is not a top-up', async () => {
    const inactivo = await producto({ estatus: false });
    const sim = await producto({ tipo: 'sim', monto: 0, nombre: 'Chip de prueba' });
    const casos: [string, string][] = [
      ['NO-EXISTE', 'El producto no existe o no está activo'],
      [inactivo, 'El producto no existe o no está activo'],
      [sim, 'Chip de prueba no es una recarga ni un paquete'],
    ];
    for (const [productoId, error] of casos) {
      const body = nuevaRecarga(productoId);
      expect(await recargar(cliente.tokenValue, body)).toEqual({ status: 422, body: { error } });
      await nothingWritten(body.id);
    }
  });

  it('422 for a distribuidor of another client, of the business, inactive or unknown', async () => {
    const otro = await createUser('user', { cliente: true });
    for (const distribuidorId of [
      await distribuidor(otro.uid),
      await distribuidor(null),
      await distribuidor(cliente.uid, false),
      'no-existe',
    ]) {
      const body = nuevaRecarga(sku, '5512345678', { distribuidorId });
      expect(await recargar(cliente.tokenValue, body)).toEqual({
        status: 422,
        body: { error: 'El distribuidor no existe, no es suyo o no está activo' },
      });
      await nothingWritten(body.id);
    }
  });

  it('422 naming the saldo and the price when the saldo does not cover it', async () => {
    const caro = await producto({ monto: 5_001 });
    const body = nuevaRecarga(caro);
    expect(await recargar(cliente.tokenValue, body)).toEqual({
      status: 422,
      body: { error: 'Saldo insuficiente: su saldo es $50.00 y la recarga cuesta $50.01' },
    });
    await nothingWritten(body.id);
  });

  it('409 for the same key with another body, and the first top-up untouched', async () => {
    const body = nuevaRecarga(sku, '5599887766');
    expect((await recargar(cliente.tokenValue, body)).body.estado).toBe('exitosa');
    for (const cambio of [{ numero: '5599887765' }, { productoId: await producto({ monto: 1_000 }) }]) {
      expect(await recargar(cliente.tokenValue, { ...body, ...cambio })).toEqual({
        status: 409,
        body: { error: 'La clave de la recarga ya se usó para otra recarga' },
      });
    }
    // Another client sending the same key is refused too, and learns nothing of the first.
    const otro = await clienteConSaldo(5_000);
    expect((await recargar(otro.tokenValue, body)).status).toBe(409);
    expect(await recargaDoc(body.id)).toMatchObject({ numero: '5599887766', clienteId: cliente.uid });
    expect(await saldoDe(cliente.uid)).toBe(3_000);
    expect(await saldoDe(otro.uid)).toBe(5_000);
    await expectInvariantes(cliente.uid, otro.uid);
  });
});
