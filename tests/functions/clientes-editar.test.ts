import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchTokens } from '../../domain/busqueda';
import { adminDb, callApi, createUser, logsFor, type TestUser } from '../support/emulators';
import { expectLedgerConsistent } from '../support/ledger';

let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createUser('admin');
  adminToken = await admin.token();
});

const datos = (uid: string, overrides: Record<string, unknown> = {}) => ({
  uid,
  nombre: 'Papelería El Lápiz',
  contacto: 'Juan Pérez',
  telefono: '5599887766',
  rfc: 'PELJ800101AB1',
  direccion: 'Calle 5 #10, Puebla',
  comisiones: { predeterminada: 3, operadores: { Telcel: 4.5, Bait: 0 } },
  ...overrides,
});
const clienteDe = async (uid: string) => (await adminDb.collection('clientes').doc(uid).get()).data() ?? {};

describe('POST /api/clientes/editar: refusals change nothing', () => {
  let cliente: TestUser;
  let before: Record<string, unknown>;
  beforeAll(async () => {
    cliente = await createUser('user', { cliente: true });
  });
  beforeEach(async () => {
    before = await clienteDe(cliente.uid);
  });
  const unchanged = async () => expect(await clienteDe(cliente.uid)).toEqual(before);

  it.each([
    ['no token', undefined, 401],
    ['a bad token', 'basura', 401],
  ])('%s → %i', async (_case, token, status) => {
    expect((await callApi('clientes/editar', datos(cliente.uid), token)).status).toBe(status);
    await unchanged();
  });

  it('403 for the client itself, a manager and an inactive admin', async () => {
    const callers = [cliente, await createUser('manager'), await createUser('admin', { estatus: false })];
    for (const caller of callers) {
      const answer = await callApi(
        'clientes/editar',
        datos(cliente.uid, { comisiones: { predeterminada: 20 } }),
        await caller.token(),
      );
      expect(answer.status).toBe(403);
    }
    await unchanged();
  });

  it.each([
    ['a default commission over 20%', { comisiones: { predeterminada: 21 } }, 'La comisión no puede pasar de 20%'],
    [
      'a carrier commission over 20%',
      { comisiones: { predeterminada: 3, operadores: { Telcel: 150 } } },
      'La comisión no puede pasar de 20%',
    ],
    [
      'a negative carrier commission',
      { comisiones: { predeterminada: 3, operadores: { Movistar: -1 } } },
      'La comisión no puede ser negativa',
    ],
    ['a commission as text', { comisiones: { predeterminada: '3' } }, 'La comisión debe ser un número'],
    ['no commissions at all', { comisiones: undefined }, 'Faltan las comisiones del cliente'],
    ['an empty business name', { nombre: '  ' }, 'El nombre del negocio es obligatorio'],
    ['a bad phone', { telefono: '55-99' }, 'El teléfono debe tener 10 dígitos'],
    ['no uid', { uid: undefined }, 'El uid es obligatorio'],
  ])('400 for %s', async (_case, overrides, message) => {
    const answer = await callApi('clientes/editar', datos(cliente.uid, overrides), adminToken);
    expect(answer.status).toBe(400);
    expect(String(answer.body.error)).toContain(message);
    await unchanged();
  });

  it('404 for an unknown client', async () => {
    const answer = await callApi('clientes/editar', datos(`no-existe-${randomUUID()}`), adminToken);
    expect(answer).toEqual({ status: 404, body: { error: 'El cliente no existe' } });
  });

  it('422 for a commission on a carrier the catalogue does not have', async () => {
    const comisiones = { predeterminada: 3, operadores: { Telcel: 4, Patito: 5 } };
    const answer = await callApi('clientes/editar', datos(cliente.uid, { comisiones }), adminToken);
    expect(answer).toEqual({ status: 422, body: { error: 'Operador desconocido en las comisiones: Patito' } });
    await unchanged();
  });
});

describe('POST /api/clientes/editar: an admin edits a client', () => {
  it('writes the data and commissions, keeps saldo, correo and estatus, and logs before and after', async () => {
    const cliente = await createUser('user', { cliente: true });
    const before = await clienteDe(cliente.uid);
    const answer = await callApi('clientes/editar', datos(cliente.uid), adminToken);
    expect(answer).toEqual({ status: 200, body: { uid: cliente.uid } });

    const after = await clienteDe(cliente.uid);
    const esperado = datos(cliente.uid);
    const { nombre, contacto, telefono, rfc, direccion, comisiones } = esperado;
    expect(after).toMatchObject({ nombre, contacto, telefono, rfc, direccion, comisiones });
    expect(after).toMatchObject({ saldo: 0, correo: cliente.email, estatus: true });
    expect(after).not.toHaveProperty('uid');
    expect(after.busqueda).toEqual(searchTokens(esperado.nombre, esperado.contacto, cliente.email, esperado.telefono));
    // The list sorts by the folded name: a rename moves the client to its new place.
    expect(after.nombreOrden).toBe('papeleria el lapiz');
    expect(after.creadoEn).toEqual(before.creadoEn);

    const logs = await logsFor(cliente.uid);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      type: 'INFO',
      screen: 'clientes',
      email: admin.email,
      message: 'Cliente editado: Papelería El Lápiz',
    });
    expect(logs[0].detalle.antes).toMatchObject({ comisiones: { predeterminada: 0 }, rfc: null });
    expect(logs[0].detalle.despues).toMatchObject({ comisiones: esperado.comisiones, rfc: 'PELJ800101AB1' });
  });

  it('replaces the per-carrier map: a carrier left out goes back to the default; empty optionals are removed', async () => {
    const cliente = await createUser('user', { cliente: true });
    await callApi('clientes/editar', datos(cliente.uid), adminToken);
    const menos = datos(cliente.uid, { rfc: '', direccion: '', comisiones: { predeterminada: 2 } });
    expect((await callApi('clientes/editar', menos, adminToken)).status).toBe(200);
    const after = await clienteDe(cliente.uid);
    expect(after.comisiones).toEqual({ predeterminada: 2 });
    expect(after).not.toHaveProperty('rfc');
    expect(after).not.toHaveProperty('direccion');
  });

  it('never touches saldo, even while adjustments run at the same time', async () => {
    const cliente = await createUser('user', { cliente: true });
    const abono = (monto: number) =>
      callApi(
        'saldo/ajuste',
        { clienteId: cliente.uid, tipo: 'abono', monto, motivo: 'Depósito', idempotencyKey: randomUUID() },
        adminToken,
      );
    const edits = [1, 2, 3].map((pct) =>
      callApi('clientes/editar', datos(cliente.uid, { comisiones: { predeterminada: pct } }), adminToken),
    );
    const answers = await Promise.all([abono(10_000), ...edits, abono(2_550), abono(45)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await expectLedgerConsistent(cliente.uid)).toEqual({ saldo: 12_595, movimientos: 3 });
  });
});

describe('POST /api/clientes/editar: the name in the client’s months', () => {
  const cubeta = { exitosas: 1, monto: 5_000, precio: 4_800, costo: 4_750 };
  const meses = ['2097-05', '2097-06'];
  const mesesDe = async (uid: string) =>
    Promise.all(
      meses.map(async (mes) => (await adminDb.collection('resumenesClientesMes').doc(`${uid}_${mes}`).get()).data()),
    );
  const sembrados: string[] = [];
  afterAll(async () => {
    for (const id of sembrados) await adminDb.collection('resumenesClientesMes').doc(id).delete();
  });
  const sembrar = async (uid: string) => {
    for (const mes of meses) {
      sembrados.push(`${uid}_${mes}`);
      await adminDb
        .collection('resumenesClientesMes')
        .doc(`${uid}_${mes}`)
        .set({ clienteId: uid, mes, nombre: 'Nombre de antes', dias: { '05': { total: cubeta } } });
    }
  };

  it('a new name is written in every month of the client’s sales, their figures untouched', async () => {
    const cliente = await createUser('user', { cliente: true });
    const otro = await createUser('user', { cliente: true });
    await sembrar(cliente.uid);
    await sembrar(otro.uid);
    const answer = await callApi('clientes/editar', datos(cliente.uid, { nombre: 'Abarrotes Ñandú 🛒' }), adminToken);
    expect(answer.status).toBe(200);
    for (const mes of await mesesDe(cliente.uid)) {
      expect(mes).toMatchObject({ nombre: 'Abarrotes Ñandú 🛒', dias: { '05': { total: cubeta } } });
    }
    // Another client's months keep theirs.
    for (const mes of await mesesDe(otro.uid)) expect(mes?.nombre).toBe('Nombre de antes');
  });

  it('an edit that keeps the name writes no month', async () => {
    const cliente = await createUser('user', { cliente: true });
    const { nombre } = await clienteDe(cliente.uid);
    await sembrar(cliente.uid);
    const answer = await callApi('clientes/editar', datos(cliente.uid, { nombre, telefono: '5511112222' }), adminToken);
    expect(answer.status).toBe(200);
    expect((await clienteDe(cliente.uid)).telefono).toBe('5511112222');
    for (const mes of await mesesDe(cliente.uid)) expect(mes?.nombre).toBe('Nombre de antes');
  });
});
