import { describe, expect, it } from 'vitest';
import { leerPrograma, siguienteEjecucion } from './cron';

describe('the local scheduler reads a cron schedule as Cloud Scheduler does', () => {
  it('every 2 minutes fires on the next even minute', () => {
    const p = leerPrograma('*/2 * * * *');
    expect(siguienteEjecucion(p, new Date('2025-03-01T10:00:00Z')).toISOString()).toBe('2025-03-01T10:02:00.000Z');
    expect(siguienteEjecucion(p, new Date('2025-03-01T10:01:59Z')).toISOString()).toBe('2025-03-01T10:02:00.000Z');
    expect(siguienteEjecucion(p, new Date('2025-03-01T10:02:30Z')).toISOString()).toBe('2025-03-01T10:04:00.000Z');
  });

  it('00:10 in Mexico City is 06:10 UTC (no daylight saving since 2022)', () => {
    const p = leerPrograma('10 0 * * *', 'America/Mexico_City');
    expect(siguienteEjecucion(p, new Date('2025-07-15T12:00:00Z')).toISOString()).toBe('2025-07-16T06:10:00.000Z');
    expect(siguienteEjecucion(p, new Date('2025-07-16T06:09:00Z')).toISOString()).toBe('2025-07-16T06:10:00.000Z');
  });

  it('takes ranges, lists and steps, and either day field when both are restricted', () => {
    const p = leerPrograma('0 9-17/4 1,15 * 1');
    expect([...p.horas]).toEqual([9, 13, 17]);
    // 2025-03-03 is a Monday, not the 1st or the 15th: it fires by day of the week.
    expect(siguienteEjecucion(p, new Date('2025-03-02T18:00:00Z')).toISOString()).toBe('2025-03-03T09:00:00.000Z');
  });

  it('refuses what it cannot read', () => {
    expect(() => leerPrograma('every 2 minutes')).toThrow();
    expect(() => leerPrograma('61 * * * *')).toThrow();
  });
});
