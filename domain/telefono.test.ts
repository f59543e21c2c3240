import { describe, expect, it } from 'vitest';
import { formatNumero } from './recargas-base';
import { formatTelefono, soloDigitos } from './telefono';

describe('phone numbers', () => {
  it('shows 10 digits grouped as people read them, and anything else as it is', () => {
    expect(formatTelefono('5598765432')).toBe('55 9876 5432');
    expect(formatTelefono('55 9876 5432')).toBe('55 9876 5432');
    expect(formatTelefono('12345')).toBe('12345');
  });

  it('is the one format of a top-up’s número too', () => {
    expect(formatNumero).toBe(formatTelefono);
  });

  it('keeps the digits of what is typed or pasted, at most 10', () => {
    expect(soloDigitos('55 1542-9165')).toBe('5515429165');
    expect(soloDigitos('(55) 1542 9165 ext 12')).toBe('5515429165');
  });
});
