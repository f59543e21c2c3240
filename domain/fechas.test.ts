import { describe, expect, it } from 'vitest';
import { diaNegocio, etiquetaHoy, formatFecha, leerDia } from './fechas';

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

describe('diaNegocio', () => {
  it('counts the day by Mexico City time, whatever the machine zone', () => {
    // 05:59 UTC is still the previous day in Mexico City (UTC−6); 06:00 UTC is the new day.
    expect(diaNegocio(new Date('2026-11-24T05:59:59Z'))).toBe('2026-11-23');
    expect(diaNegocio(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24');
    expect(diaNegocio(new Date('2026-01-01T12:00:00Z'))).toBe('2026-01-01');
  });
});

describe('etiquetaHoy', () => {
  it('names the business day Inicio counts, in dd/mm/yy, not the viewer’s calendar day', () => {
    expect(etiquetaHoy(new Date('2026-11-24T05:59:59Z'))).toBe('Hoy, 23/11/26');
    expect(etiquetaHoy(new Date('2026-11-24T06:00:00Z'))).toBe('Hoy, 24/11/26');
    expect(etiquetaHoy(new Date('2027-01-01T06:00:00Z'))).toBe('Hoy, 01/01/27');
  });
});

describe('leerDia', () => {
  it('reads dd/mm/aaaa, and refuses a day that does not exist', () => {
    expect(leerDia('05/03/2026')).toBe('2026-03-05');
    expect(leerDia('31/02/2026')).toBeNull();
    expect(leerDia('2026-03-05')).toBeNull();
  });
});
