// Bad input on the top-up endpoints (text that is not well-formed, a bad id, a body that is not
// JSON, a string over its bound): a 400 with a Spanish message, within seconds, and nothing charged
// or written.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi, createUser, HOSTING_URL } from '../support/emulators';
import { type Cliente, clienteConSaldo, contar, nuevaRecarga, producto, recargar } from '../support/recargas';

const SALDO = 50_000;
const LONE_HIGH = '\uD83D';
const IDS = ['a/b', '/', '.', '..', '__x__', `x${LONE_HIGH}`, 'x'.repeat(1600)];

let cliente: Cliente;
let sku: string;
let adminToken: string;

beforeAll(async () => {
  [cliente, sku, adminToken] = await Promise.all([
    clienteConSaldo(SALDO),
    producto({ monto: 1_000 }),
    createUser('admin').then((admin) => admin.token()),
  ]);
});

async function expectNothingCharged() {
  expect((await adminDb.collection('clientes').doc(cliente.uid).get()).data()?.saldo).toBe(SALDO);
  expect(await contar('recargas', 'clienteId', cliente.uid)).toBe(0);
}

describe('POST /api/recargas', () => {
  it.each(IDS)('productoId %s: 400 "El producto no es válido", nothing charged', async (productoId) => {
    const answer = await recargar(cliente.tokenValue, nuevaRecarga(productoId));
    expect(answer).toEqual({ status: 400, body: { error: 'El producto no es válido' } });
    await expectNothingCharged();
  });

  it.each(IDS)('distribuidorId %s: 400 "El distribuidor no es válido", nothing charged', async (distribuidorId) => {
    const answer = await recargar(cliente.tokenValue, nuevaRecarga(sku, '5512345678', { distribuidorId }));
    expect(answer).toEqual({ status: 400, body: { error: 'El distribuidor no es válido' } });
    await expectNothingCharged();
  });

  it('a malformed JSON body: 400 JSON in Spanish, nothing charged', async () => {
    const res = await fetch(`${HOSTING_URL}/api/recargas`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cliente.tokenValue}` },
      body: `{"id":"${randomUUID()}","productoId":`,
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error: 'El cuerpo de la solicitud no es JSON válido' },
    });
    await expectNothingCharged();
  });
});

describe('verificar, verificar-pendientes and revertir', () => {
  it.each(IDS)('verificar and revertir with id %s: 400 in Spanish', async (id) => {
    const error = { error: 'La clave de la recarga no es válida' };
    expect(await callApi('recargas/verificar', { id }, cliente.tokenValue)).toEqual({ status: 400, body: error });
    expect(await callApi('recargas/revertir', { id, motivo: 'Prueba' }, adminToken)).toEqual({
      status: 400,
      body: error,
    });
  });

  it.each([
    ['a lone surrogate', `Número equivocado ${LONE_HIGH}`, 'El motivo contiene caracteres no válidos'],
    ['a control character', 'Número\u0007 equivocado', 'El motivo contiene caracteres no válidos'],
    ['301 characters', 'm'.repeat(301), 'El motivo admite como máximo 300 caracteres'],
  ])('revertir with a motivo of %s: 400 at once', async (_case, motivo, error) => {
    const answer = await callApi('recargas/revertir', { id: randomUUID(), motivo }, adminToken);
    expect(answer).toEqual({ status: 400, body: { error } });
  });

  it('verificar-pendientes with minutos as text: 400 in Spanish', async () => {
    const answer = await callApi('recargas/verificar-pendientes', { minutos: '15' }, adminToken);
    expect(answer).toEqual({ status: 400, body: { error: 'Los minutos deben ser un número' } });
  });
});
