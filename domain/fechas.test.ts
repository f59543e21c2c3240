import { describe, expect, it } from 'vitest';
import { formatFecha } from './fechas';

describe('formatFecha', () => {
  it('writes dd/mm/yy hh:mm, zero-padded, 24-hour', () => {
    expect(formatFecha(new Date(2026, 0, 5, 7, 3))).toBe('05/01/26 07:03');
    expect(formatFecha(new Date(2026, 11, 31, 23, 59))).toBe('31/12/26 23:59');
    expect(formatFecha(new Date(2009, 8, 9, 0, 0))).toBe('09/09/09 00:00');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatFecha(null)).toBe('');
    expect(formatFecha(new Date('no es fecha'))).toBe('');
  });
});
