import { describe, expect, it } from 'vitest';
import { modoGuardado } from './modo';

const storage = (value: string | null) => () => value;

describe('the remembered colour mode before MUI loads', () => {
  it('follows what the menu or Perfil stored', () => {
    expect(modoGuardado(storage('dark'), false)).toBe('dark');
    expect(modoGuardado(storage('light'), true)).toBe('light');
  });

  it('resolves "system" with the device preference, and defaults to light', () => {
    expect(modoGuardado(storage('system'), true)).toBe('dark');
    expect(modoGuardado(storage('system'), false)).toBe('light');
    expect(modoGuardado(storage(null), true)).toBe('light');
    expect(modoGuardado(storage('otro'), true)).toBe('light');
  });

  it('takes the default when storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(modoGuardado(blocked, true)).toBe('light');
  });
});
