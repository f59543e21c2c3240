import { describe, expect, it } from 'vitest';
import {
  comisionCubeta,
  corteDelTurno,
  diasDelTurno,
  gananciaDistribuidor,
  MAX_DIAS_TURNO,
  sumarCortes,
  textoDiferencia,
} from './corte';
import { CUBETA_VACIA, type Cubeta } from './resumenes';

const cubeta = (exitosas: number, monto: number, precio: number, extra: Partial<Cubeta> = {}): Cubeta => ({
  ...CUBETA_VACIA,
  exitosas,
  monto,
  precio,
  ...extra,
});

const dia = (c: Cubeta, operador = 'Telcel', distribuidor = 'mostrador') => ({
  total: c,
  operadores: { [operador]: c },
  distribuidores: { [distribuidor]: c },
});

describe('a corte from the day summaries', () => {
  it('adds days up by carrier and seller, and takes a close’s base away', () => {
    const lunes = dia(cubeta(2, 15_000, 14_250));
    const martes = dia(cubeta(1, 5_000, 4_750), 'Movistar', 'd1');
    expect(sumarCortes([lunes, martes])).toEqual({
      total: cubeta(3, 20_000, 19_000),
      operadores: { Telcel: cubeta(2, 15_000, 14_250), Movistar: cubeta(1, 5_000, 4_750) },
      distribuidores: { mostrador: cubeta(2, 15_000, 14_250), d1: cubeta(1, 5_000, 4_750) },
    });
    // What was already closed on Monday leaves the shift, and a group it empties is no line.
    expect(sumarCortes([lunes, martes], lunes)).toEqual({
      total: cubeta(1, 5_000, 4_750),
      operadores: { Movistar: cubeta(1, 5_000, 4_750) },
      distribuidores: { d1: cubeta(1, 5_000, 4_750) },
    });
  });

  it('a top-up settled after the close counts in the shift where it settled, and is no longer pending', () => {
    const alCerrar = dia(cubeta(1, 10_000, 9_500, { pendientes: 1 }));
    const despues = dia(cubeta(2, 15_000, 14_250));
    expect(sumarCortes([despues], alCerrar).total).toEqual(cubeta(1, 5_000, 4_750));
    // Two pending at the close, settled after, one well and one not: no "-2 en verificación".
    const conDos = dia(cubeta(0, 0, 0, { pendientes: 2 }));
    const resueltas = dia(cubeta(1, 5_000, 4_750, { fallidas: 1, montoFallidas: 3_000 }));
    expect(sumarCortes([resueltas], conDos)).toEqual({
      total: cubeta(1, 5_000, 4_750, { fallidas: 1, montoFallidas: 3_000 }),
      operadores: { Telcel: cubeta(1, 5_000, 4_750, { fallidas: 1, montoFallidas: 3_000 }) },
      distribuidores: { mostrador: cubeta(1, 5_000, 4_750, { fallidas: 1, montoFallidas: 3_000 }) },
    });
  });

  it('a top-up pending at the close and still pending shows in the new shift as en verificación', () => {
    const alCerrar = dia(cubeta(1, 10_000, 9_500, { pendientes: 1 }));
    expect(sumarCortes([alCerrar], alCerrar)).toEqual({
      total: cubeta(0, 0, 0, { pendientes: 1 }),
      operadores: { Telcel: cubeta(0, 0, 0, { pendientes: 1 }) },
      distribuidores: { mostrador: cubeta(0, 0, 0, { pendientes: 1 }) },
    });
  });

  it('a shift reads from its last close’s day to today, at most 31 days, the first one today only', () => {
    expect(diasDelTurno('2026-11-23', null)).toEqual({ dias: ['2026-11-23'], conBase: false });
    expect(diasDelTurno('2026-11-23', { dia: '2026-11-22', base: {} })).toEqual({
      dias: ['2026-11-22', '2026-11-23'],
      conBase: true,
    });
    const viejo = diasDelTurno('2026-11-23', { dia: '2026-09-01', base: {} });
    expect(viejo.dias).toHaveLength(MAX_DIAS_TURNO);
    expect(viejo).toMatchObject({ conBase: false });
    expect(viejo.dias[0]).toBe('2026-10-24');
  });

  it('works the current shift out of the summaries by day', () => {
    const { desdeDia, corte } = corteDelTurno(
      '2026-11-23',
      { dia: '2026-11-22', base: dia(cubeta(1, 5_000, 4_750)) },
      { '2026-11-22': dia(cubeta(3, 20_000, 19_000)), '2026-11-23': dia(cubeta(1, 10_000, 9_500)) },
    );
    expect(desdeDia).toBe('2026-11-22');
    expect(corte.total).toEqual(cubeta(3, 25_000, 23_750));
    expect(comisionCubeta(corte.total)).toBe(1_250);
  });

  it('pays a distributor its percent of what customers paid, rounded as a commission is', () => {
    expect(gananciaDistribuidor(cubeta(3, 25_050, 0), 2)).toBe(501);
    expect(gananciaDistribuidor(cubeta(1, 1_025, 0), 2)).toBe(21);
    expect(gananciaDistribuidor(cubeta(0, 0, 0), 5)).toBe(0);
  });

  it('says a difference as a shop reads it', () => {
    expect(textoDiferencia(0)).toBe('Cuadra');
    expect(textoDiferencia(2_000)).toBe('Sobran $20.00');
    expect(textoDiferencia(-550)).toBe('Faltan $5.50');
  });
});
