import { expect, it } from 'vitest';
import { recargaIdSchema } from '../../domain/recargas';
import { nuevaClave } from './clave';

it('makes a v4 UUID the server accepts, with or without crypto.randomUUID', () => {
  expect(recargaIdSchema.safeParse(nuevaClave()).success).toBe(true);
  const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const fallback = nuevaClave();
    expect(fallback).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(recargaIdSchema.safeParse(fallback).success).toBe(true);
    expect(fallback).not.toBe(nuevaClave());
  } finally {
    if (original) Object.defineProperty(crypto, 'randomUUID', original);
    else delete (crypto as { randomUUID?: unknown }).randomUUID;
  }
});
