import { beforeEach, expect, it } from 'vitest';
import { recargaIdSchema } from '@domain/recargas';
import { claveDeIntento, nuevaClave } from './clave-de-intento';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => sessionStorage.clear());

it('makes a v4 UUID the server accepts, with or without crypto.randomUUID', () => {
  expect(recargaIdSchema.safeParse(nuevaClave()).success).toBe(true);
  const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const fallback = nuevaClave();
    expect(fallback).toMatch(UUID);
    expect(recargaIdSchema.safeParse(fallback).success).toBe(true);
    expect(fallback).not.toBe(nuevaClave());
    // A request's key too, on plain http by the LAN address (the adjustment's once threw there).
    expect(claveDeIntento('ajuste', { monto: 1 }).clave).toMatch(UUID);
  } finally {
    if (original) Object.defineProperty(crypto, 'randomUUID', original);
    else delete (crypto as { randomUUID?: unknown }).randomUUID;
  }
});

it('gives the same request the same key until it is done; then a new one', () => {
  const venta = { productoId: 'TEL-50', numero: '5512345678' };
  const primera = claveDeIntento('recarga', venta);
  expect(primera.clave).toMatch(UUID);
  // Asked again (a lost answer, the same sale confirmed again): the same key.
  expect(claveDeIntento('recarga', { ...venta }).clave).toBe(primera.clave);
  // Another sale, or another kind of request with the same content: another key.
  expect(claveDeIntento('recarga', { ...venta, numero: '5512345679' }).clave).not.toBe(primera.clave);
  expect(claveDeIntento('ajuste', venta).clave).not.toBe(primera.clave);
  primera.hecha();
  // Done: the same sale again is a new one.
  expect(claveDeIntento('recarga', venta).clave).not.toBe(primera.clave);
});

it('keeps the key across a reload of the tab (sessionStorage), and at most 20 of them', () => {
  const clave = claveDeIntento('ajuste', { monto: 100 }).clave;
  expect(Object.values(JSON.parse(sessionStorage.getItem('claves-pendientes') ?? '{}'))).toContain(clave);
  for (let i = 0; i < 30; i += 1) claveDeIntento('ajuste', { monto: i + 1_000 });
  expect(Object.keys(JSON.parse(sessionStorage.getItem('claves-pendientes') ?? '{}'))).toHaveLength(20);
  // The newest is still kept.
  expect(claveDeIntento('ajuste', { monto: 1_029 }).clave).toBe(claveDeIntento('ajuste', { monto: 1_029 }).clave);
});
