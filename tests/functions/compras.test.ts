import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claveReferencia } from '../../domain/compras';
import { adminDb, createUser } from '../support/emulators';
import {
  compraDoc,
  compras,
  proveedor,
  saldoPorTransferencia,
  simConStock,
  simProducto,
  stockDe,
  tokenAdmin,
} from '../support/compras';
import { expectLedgerConsistent } from '../support/ledger';
import { clienteConSaldo, contar, producto } from '../support/recargas';
import { expectStockConsistent } from '../support/stock';

describe('a client buys saldo; the admin approves it once', () => {
  it('credits the saldo through the ledger with the compra as origin, and a retried approval changes nothing', async () => {
    const cliente = await clienteConSaldo(0);
    const admin = await tokenAdmin();
    const creada = await compras(
      'crear',
      saldoPorTransferencia(100_000, `SPEI 123 abc ${randomUUID().slice(0, 8)}`),
      cliente.tokenValue,
    );
    expect(creada.status).toBe(200);
    expect(creada.body).toMatchObject({ estado: 'pendiente', total: 100_000, origen: 'cliente' });
    expect(String(creada.body.folio)).toMatch(/^C-\d{6}$/);

    const aprobada = await compras('aprobar', { id: creada.body.id }, admin);
    expect(aprobada.body).toMatchObject({ estado: 'aprobada', saldo: 100_000 });
    // Sent again (a second admin, a retry after a lost answer): 409 naming the state, nothing moves.
    expect(await compras('aprobar', { id: creada.body.id }, admin)).toEqual({
      status: 409,
      body: { error: `La compra ${String(creada.body.folio)} ya está aprobada`, estado: 'aprobada' },
    });

    const movs = await adminDb.collection('movimientos').where('clienteId', '==', cliente.uid).get();
    expect(movs.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ tipo: 'abono', monto: 100_000, origen: { tipo: 'compra', id: creada.body.id } }),
    ]);
    const compra = await compraDoc(creada.body.id);
    expect(compra?.historial.map((h: { estado: string }) => h.estado)).toEqual(['pendiente', 'aprobada']);
    const logs = await adminDb.collection('logs').where('detalle.id', '==', creada.body.id).get();
    expect(logs.docs.map((doc) => doc.data().detalle.despues.estado).sort()).toEqual(['aprobada', 'pendiente']);
    await expectLedgerConsistent(cliente.uid);
  });

  it('refuses a payment reference an approved compra already used, naming its folio, however it is written', async () => {
    const cliente = await clienteConSaldo(0);
    const admin = await tokenAdmin();
    const digitos = String(Date.now()).slice(-8);
    const primera = await compras('crear', saldoPorTransferencia(50_000, `SPEI-${digitos}`), cliente.tokenValue);
    expect((await compras('aprobar', { id: primera.body.id }, admin)).status).toBe(200);
    const anchos = [...digitos].map((d) => String.fromCodePoint(0xff10 + Number(d))).join('');
    // Case, spaces, separators, accents and full-width forms: one transfer, credited once.
    for (const variante of [
      ` spei ${digitos.slice(0, 4)} ${digitos.slice(4)} `,
      `SPEI.${digitos}`,
      `spei_${digitos}`,
      `SPEI ${digitos.slice(0, 4)}-${digitos.slice(4)}`,
      `SPÉI-${digitos}`,
      `ＳＰＥＩ${anchos}`,
    ]) {
      const otra = await compras('crear', saldoPorTransferencia(50_000, variante), cliente.tokenValue);
      expect(otra.status).toBe(200);
      const rechazo = await compras('aprobar', { id: otra.body.id }, admin);
      expect(rechazo.status).toBe(409);
      expect(rechazo.body.error).toContain(String(primera.body.folio));
      expect((await compraDoc(otra.body.id))?.estado).toBe('pendiente');
    }
    expect((await expectLedgerConsistent(cliente.uid)).saldo).toBe(50_000);
  });

  it('a reference written on a cash compra claims nothing: the transfer it names is still approved', async () => {
    const [uno, otro] = [await clienteConSaldo(0), await clienteConSaldo(0)];
    const admin = await tokenAdmin();
    const referencia = `SPEI ${randomUUID().slice(0, 8)}`;
    const efectivo = await compras(
      'crear',
      { ...saldoPorTransferencia(10_000, referencia), metodoPago: 'efectivo' },
      uno.tokenValue,
    );
    // Today a cash compra keeps no reference; an older build stored it, as here.
    expect(await compraDoc(efectivo.body.id)).not.toHaveProperty('referencia');
    await adminDb
      .collection('compras')
      .doc(String(efectivo.body.id))
      .update({ referencia, referenciaClave: claveReferencia(referencia) });
    expect((await compras('aprobar', { id: efectivo.body.id }, admin)).status).toBe(200);
    const transferencia = await compras('crear', saldoPorTransferencia(20_000, referencia), otro.tokenValue);
    expect((await compras('aprobar', { id: transferencia.body.id }, admin)).body).toMatchObject({
      estado: 'aprobada',
      saldo: 20_000,
    });
    // Its claim is the transfer's: the same reference again is refused, naming that compra.
    const otraVez = await compras('crear', saldoPorTransferencia(20_000, referencia), otro.tokenValue);
    const rechazo = await compras('aprobar', { id: otraVez.body.id }, admin);
    expect(rechazo.status).toBe(409);
    expect(rechazo.body.error).toContain(String(transferencia.body.folio));
  });

  it('a compra stored by an older build, keyed by the looser normalisation, still meets the claim of its payment', async () => {
    const cliente = await clienteConSaldo(0);
    const admin = await tokenAdmin();
    const digitos = String(Date.now()).slice(-8);
    const vieja = await compras('crear', saldoPorTransferencia(30_000, `DEP-${digitos}`), cliente.tokenValue);
    // The key an older build stored: spaces out and capitals, the dash kept.
    await adminDb
      .collection('compras')
      .doc(String(vieja.body.id))
      .update({ referenciaClave: `DEP-${digitos}` });
    const nueva = await compras('crear', saldoPorTransferencia(30_000, `dep ${digitos}`), cliente.tokenValue);
    expect((await compras('aprobar', { id: nueva.body.id }, admin)).status).toBe(200);
    const rechazo = await compras('aprobar', { id: vieja.body.id }, admin);
    expect(rechazo.status).toBe(409);
    expect(rechazo.body.error).toContain(String(nueva.body.folio));
    expect((await expectLedgerConsistent(cliente.uid)).saldo).toBe(30_000);
  });

  it('a compra stored by an older build with a reference Firestore cannot key answers 422, not 500, and moves nothing', async () => {
    const cliente = await clienteConSaldo(0);
    const admin = await tokenAdmin();
    const creada = await compras('crear', saldoPorTransferencia(20_000, 'REF viejo'), cliente.tokenValue);
    // What the schema took before it asked for a letter or digit.
    await adminDb.collection('compras').doc(String(creada.body.id)).update({ referencia: '..', referenciaClave: '..' });
    const aprobada = await compras('aprobar', { id: creada.body.id }, admin);
    expect(aprobada).toEqual({
      status: 422,
      body: { error: 'La referencia ".." no es válida: rechace la compra y pida al cliente otra' },
    });
    expect((await compraDoc(creada.body.id))?.estado).toBe('pendiente');
    expect((await expectLedgerConsistent(cliente.uid)).saldo).toBe(0);
    expect((await compras('rechazar', { id: creada.body.id, motivo: 'Referencia no válida' }, admin)).status).toBe(200);
  });

  it('a compra stored before the schema refused other alphabets answers 422: its Cyrillic SPEI would key apart', async () => {
    const cliente = await clienteConSaldo(0);
    const admin = await tokenAdmin();
    const creada = await compras('crear', saldoPorTransferencia(20_000), cliente.tokenValue);
    // Cyrillic Ѕ, Р, Е, І: on screen, the reference of a transfer already credited.
    const cirilica = '\u0405\u0420\u0415\u0406-123456';
    await adminDb
      .collection('compras')
      .doc(String(creada.body.id))
      .update({ referencia: cirilica, referenciaClave: cirilica.replace('-', '') });
    expect(await compras('aprobar', { id: creada.body.id }, admin)).toEqual({
      status: 422,
      body: { error: `La referencia "${cirilica}" no es válida: rechace la compra y pida al cliente otra` },
    });
    expect((await expectLedgerConsistent(cliente.uid)).saldo).toBe(0);
    expect((await compras('rechazar', { id: creada.body.id, motivo: 'Referencia no válida' }, admin)).status).toBe(200);
  });
});

describe('SIMs: stock moves only through compras, with the saldo when paid from it', () => {
  it('a supplier restock received raises the stock once; a client buys 10 paid from saldo: stock and saldo drop together', async () => {
    const productoId = await simConStock(30);
    expect(await stockDe(productoId)).toBe(30);
    const cliente = await clienteConSaldo(100_000);
    const admin = await tokenAdmin();
    const compra = await compras(
      'crear',
      { origen: 'cliente', id: randomUUID(), partidas: [{ productoId, cantidad: 10 }], metodoPago: 'saldo' },
      cliente.tokenValue,
    );
    expect(compra.body).toMatchObject({ total: 50_000, estado: 'pendiente' });
    expect(await stockDe(productoId)).toBe(30);
    const aprobada = await compras('aprobar', { id: compra.body.id }, admin);
    expect(aprobada.body).toMatchObject({ estado: 'aprobada', saldo: 50_000 });
    expect(await stockDe(productoId)).toBe(20);
    await expectLedgerConsistent(cliente.uid);
    await expectStockConsistent([productoId]);
  });

  it('a compra of a client deactivated since it asked is refused, nothing moves, and it can still be rejected', async () => {
    const productoId = await simConStock(30);
    const cliente = await clienteConSaldo(100_000);
    const admin = await tokenAdmin();
    const compra = await compras(
      'crear',
      { origen: 'cliente', id: randomUUID(), partidas: [{ productoId, cantidad: 2 }], metodoPago: 'saldo' },
      cliente.tokenValue,
    );
    expect(compra.status).toBe(200);
    await adminDb.collection('clientes').doc(cliente.uid).update({ estatus: false });
    const nombre = (await adminDb.collection('clientes').doc(cliente.uid).get()).data()?.nombre;

    const refusal = await compras('aprobar', { id: compra.body.id }, admin);
    expect(refusal.status).toBe(422);
    expect(refusal.body.error).toBe(
      `El cliente ${nombre} no está activo y su compra ${compra.body.folio} no se puede aprobar: recházela, o active al cliente si solo está desactivado`,
    );
    expect(await stockDe(productoId)).toBe(30);
    expect((await expectLedgerConsistent(cliente.uid)).saldo).toBe(100_000);
    expect((await compraDoc(compra.body.id))?.estado).toBe('pendiente');

    // Active again, it is approved; or, as here, rejected while inactive.
    expect((await compras('rechazar', { id: compra.body.id, motivo: 'Cliente dado de baja' }, admin)).status).toBe(200);
    expect((await compraDoc(compra.body.id))?.estado).toBe('rechazada');
    await expectStockConsistent([productoId]);
  });

  it('a restock received twice adds once; a received one can no longer be cancelled', async () => {
    const productoId = await simProducto();
    const admin = await tokenAdmin();
    const creada = await compras(
      'crear',
      {
        origen: 'proveedor',
        id: randomUUID(),
        proveedorId: await proveedor(),
        partidas: [{ productoId, cantidad: 7, costoUnitario: 3_000 }],
        metodoPago: 'transferencia',
        referencia: `PROV-${randomUUID().slice(0, 6)}`,
      },
      admin,
    );
    expect(creada.body).toMatchObject({ total: 21_000, origen: 'proveedor' });
    expect(String(creada.body.folio)).toMatch(/^P-\d{6}$/);
    expect((await compras('recibir', { id: creada.body.id }, admin)).body).toMatchObject({ estado: 'recibida' });
    expect(await compras('recibir', { id: creada.body.id }, admin)).toEqual({
      status: 409,
      body: { error: `La compra ${String(creada.body.folio)} ya está recibida`, estado: 'recibida' },
    });
    const cancelar = await compras('cancelar', { id: creada.body.id }, admin);
    expect(cancelar.status).toBe(409);
    expect(cancelar.body.error).toBe(`La compra ${String(creada.body.folio)} ya está recibida`);
    expect(await stockDe(productoId)).toBe(7);
    await expectStockConsistent([productoId]);
  });
});

describe('rejection and cancellation move nothing', () => {
  it('the admin rejects with a reason; the client cancels its own pendiente, not another’s nor an approved one', async () => {
    const cliente = await clienteConSaldo(0);
    const otro = await clienteConSaldo(0);
    const admin = await tokenAdmin();
    const a = await compras('crear', saldoPorTransferencia(10_000), cliente.tokenValue);
    expect((await compras('rechazar', { id: a.body.id }, admin)).status).toBe(400);
    const rechazada = await compras('rechazar', { id: a.body.id, motivo: 'No llegó el depósito 🏦' }, admin);
    expect(rechazada.body).toMatchObject({ estado: 'rechazada' });
    expect(await compraDoc(a.body.id)).toMatchObject({ motivo: 'No llegó el depósito 🏦' });
    expect((await compras('aprobar', { id: a.body.id }, admin)).status).toBe(409);

    const b = await compras('crear', saldoPorTransferencia(10_000), cliente.tokenValue);
    expect((await compras('cancelar', { id: b.body.id }, otro.tokenValue)).status).toBe(404);
    expect((await compras('cancelar', { id: b.body.id }, cliente.tokenValue)).body).toMatchObject({
      estado: 'cancelada',
    });
    const c = await compras('crear', saldoPorTransferencia(10_000), cliente.tokenValue);
    await compras('aprobar', { id: c.body.id }, admin);
    expect((await compras('cancelar', { id: c.body.id }, cliente.tokenValue)).status).toBe(409);
    expect((await expectLedgerConsistent(cliente.uid)).saldo).toBe(10_000);

    // A restock's id, to a client, is a purchase that does not exist: its folio does not show.
    const reabasto = await compras(
      'crear',
      {
        origen: 'proveedor',
        id: randomUUID(),
        proveedorId: await proveedor(),
        partidas: [{ productoId: await simProducto(), cantidad: 5, costoUnitario: 3_500 }],
        metodoPago: 'efectivo',
      },
      admin,
    );
    expect(await compras('cancelar', { id: reabasto.body.id }, cliente.tokenValue)).toEqual({
      status: 404,
      body: { error: 'La compra no existe' },
    });
    expect((await compraDoc(reabasto.body.id))?.estado).toBe('pendiente');
  });
});

describe('a client has at most 20 compras waiting', () => {
  it('the 21st is refused with 422 and no compra is written, also when asked at once; a cancelled one frees a place', async () => {
    const cliente = await clienteConSaldo(0);
    const pendientes = async () =>
      (
        await adminDb
          .collection('compras')
          .where('clienteId', '==', cliente.uid)
          .where('estado', '==', 'pendiente')
          .count()
          .get()
      ).data().count;
    const creadas: string[] = [];
    for (let i = 0; i < 19; i += 1) {
      const creada = await compras('crear', saldoPorTransferencia(1_000), cliente.tokenValue);
      expect(creada.status).toBe(200);
      creadas.push(String(creada.body.id));
    }
    // Four at once for the last place: one takes it; the others are refused or asked to retry.
    const juntas = await Promise.all(
      Array.from({ length: 4 }, () => compras('crear', saldoPorTransferencia(1_000), cliente.tokenValue)),
    );
    expect(juntas.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of juntas.filter((r) => r.status !== 200)) expect([422, 503]).toContain(r.status);
    expect(await pendientes()).toBe(20);

    const otra = await compras('crear', saldoPorTransferencia(1_000), cliente.tokenValue);
    expect(otra).toEqual({
      status: 422,
      body: {
        error:
          'Ya tiene 20 compras pendientes: espere a que el administrador las revise, o cancele alguna antes de pedir otra',
      },
    });
    expect(await pendientes()).toBe(20);
    // A retry of one already made still answers it.
    const primera = saldoPorTransferencia(1_000);
    expect((await compras('cancelar', { id: creadas[0] }, cliente.tokenValue)).status).toBe(200);
    expect((await compras('crear', primera, cliente.tokenValue)).status).toBe(200);
    const repetida = await compras('crear', primera, cliente.tokenValue);
    expect(repetida.body).toMatchObject({ id: primera.id, yaEstaba: true });
    expect(await pendientes()).toBe(20);
  });
});

describe('each refusal: its status, and nothing written', () => {
  it('refuses bad purchases before writing anything', async () => {
    const cliente = await clienteConSaldo(1_000);
    const admin = await tokenAdmin();
    const sim = await simProducto();
    const inactivo = await simProducto({ estatus: false });
    const recarga = await producto();
    const base = { origen: 'cliente', partidas: [], metodoPago: 'efectivo' };
    const casos: [string, Record<string, unknown>, string, number][] = [
      ['inactive product', { ...base, partidas: [{ productoId: inactivo, cantidad: 1 }] }, cliente.tokenValue, 422],
      ['unknown product', { ...base, partidas: [{ productoId: 'NO-EXISTE', cantidad: 1 }] }, cliente.tokenValue, 422],
      [
        'a product that is not a SIM',
        { ...base, partidas: [{ productoId: recarga, cantidad: 1 }] },
        cliente.tokenValue,
        422,
      ],
      ['cantidad 0', { ...base, partidas: [{ productoId: sim, cantidad: 0 }] }, cliente.tokenValue, 400],
      ['cantidad 1.5', { ...base, partidas: [{ productoId: sim, cantidad: 1.5 }] }, cliente.tokenValue, 400],
      ['empty order', base, cliente.tokenValue, 400],
      ['transfer without reference', { ...base, saldo: 10_000, metodoPago: 'transferencia' }, cliente.tokenValue, 400],
      [
        'a reference in Cyrillic letters that read as SPEI',
        { ...base, saldo: 10_000, metodoPago: 'transferencia', referencia: '\u0405\u0420\u0415\u0406-123456' },
        cliente.tokenValue,
        400,
      ],
      ['saldo bought with saldo', { ...base, saldo: 10_000, metodoPago: 'saldo' }, cliente.tokenValue, 400],
      [
        'SIMs from saldo it does not have',
        { ...base, partidas: [{ productoId: sim, cantidad: 1 }], metodoPago: 'saldo' },
        cliente.tokenValue,
        422,
      ],
      [
        'the same product twice',
        {
          ...base,
          partidas: [
            { productoId: sim, cantidad: 1 },
            { productoId: sim, cantidad: 2 },
          ],
        },
        cliente.tokenValue,
        422,
      ],
      ['a negative total', { ...base, saldo: 10_000, total: -1 }, cliente.tokenValue, 400],
      ['a total with a fraction of a centavo', { ...base, saldo: 10_000, total: 10_000.5 }, cliente.tokenValue, 400],
      [
        'a total that is not the prices (2 SIMs at $50.00 and $100.00 of saldo)',
        { ...base, partidas: [{ productoId: sim, cantidad: 2 }], saldo: 10_000, total: 19_000 },
        cliente.tokenValue,
        409,
      ],
      ['an admin asking as a client', { ...base, saldo: 10_000 }, admin, 403],
      [
        'a client restocking',
        {
          origen: 'proveedor',
          proveedorId: 'x',
          partidas: [{ productoId: sim, cantidad: 1, costoUnitario: 1 }],
          metodoPago: 'efectivo',
        },
        cliente.tokenValue,
        403,
      ],
      [
        'an inactive supplier',
        {
          origen: 'proveedor',
          proveedorId: await proveedor(false),
          partidas: [{ productoId: sim, cantidad: 1, costoUnitario: 1 }],
          metodoPago: 'efectivo',
        },
        admin,
        422,
      ],
    ];
    for (const [nombre, body, token, status] of casos) {
      const answer = await compras('crear', { id: randomUUID(), ...body }, token);
      expect(answer.status, nombre).toBe(status);
      expect(typeof answer.body.error, nombre).toBe('string');
    }
    expect(await contar('compras', 'clienteId', cliente.uid)).toBe(0);
    expect(await stockDe(sim)).toBe(0);
  });

  it('a SIM whose price changed while the form stood open: 409 naming both totals, nothing written; the new total goes', async () => {
    const cliente = await clienteConSaldo(0);
    const sim = await simProducto({ precio: 5_000 });
    // The form showed 3 SIMs at $50.00; the admin then raised the price to $55.00.
    await adminDb.collection('productos').doc(sim).update({ precio: 5_500 });
    const body = {
      origen: 'cliente',
      id: randomUUID(),
      partidas: [{ productoId: sim, cantidad: 3 }],
      metodoPago: 'efectivo',
      total: 15_000,
    };
    expect(await compras('crear', body, cliente.tokenValue)).toEqual({
      status: 409,
      body: {
        error: 'El total de esta compra cambió: ahora suma $165.00, no $150.00. Revise los precios y envíela otra vez.',
      },
    });
    expect(await compraDoc(body.id)).toBeUndefined();
    // Sent again with the same key at the total now shown.
    const enviada = await compras('crear', { ...body, total: 16_500 }, cliente.tokenValue);
    expect(enviada.status).toBe(200);
    expect(await compraDoc(body.id)).toMatchObject({ total: 16_500, estado: 'pendiente' });
    // A request without it (a form from before it was sent) is priced by the server alone.
    const sinTotal = await compras('crear', { ...body, id: randomUUID(), total: undefined }, cliente.tokenValue);
    expect(sinTotal.status).toBe(200);
    expect(await compraDoc(sinTotal.body.id)).toMatchObject({ total: 16_500 });
  });

  it('the same id with another body is refused with 409 and the first compra stands; a user cannot approve', async () => {
    const cliente = await clienteConSaldo(0);
    const body = saldoPorTransferencia(20_000);
    const primera = await compras('crear', body, cliente.tokenValue);
    expect((await compras('crear', body, cliente.tokenValue)).body).toMatchObject({
      id: primera.body.id,
      yaEstaba: true,
    });
    const otra = await compras('crear', { ...body, saldo: 30_000 }, cliente.tokenValue);
    expect(otra.status).toBe(409);
    expect(await compraDoc(primera.body.id)).toMatchObject({ total: 20_000, estado: 'pendiente' });
    expect((await compras('aprobar', { id: primera.body.id }, cliente.tokenValue)).status).toBe(403);
    const manager = await createUser('manager');
    expect((await compras('aprobar', { id: primera.body.id }, await manager.token())).status).toBe(403);
    expect((await compras('aprobar', { id: 'no/valido' }, await tokenAdmin())).status).toBe(400);
    expect((await compras('aprobar', { id: 'no-existe' }, await tokenAdmin())).status).toBe(404);
    expect(await contar('compras', 'clienteId', cliente.uid)).toBe(1);
  });
});
