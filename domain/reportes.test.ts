import { describe, expect, it } from 'vitest';
import {
  agregarMeses,
  nombresDeMeses,
  agregarResumenes,
  diasDeMeses,
  mesesDelRango,
  diasDelRango,
  diasDelMes,
  errorDeRango,
  lecturaDelMes,
  filasDe,
  inicioDiaNegocio,
  nombreDistribuidor,
  rangoDePreset,
  sumarDias,
} from './reportes';
import { formatDia } from './fechas';
import type { EstadoRecarga } from './recargas';
import { CUBETA_VACIA, deltaCubeta, sumarCubetas, type Cubeta, type RecargaResumible } from './resumenes';

// 23/11/2026 18:00 in Mexico City (UTC-6).
const AHORA = new Date('2026-11-24T00:00:00Z');

describe('rangoDePreset', () => {
  it('reads the business calendar, not UTC', () => {
    expect(rangoDePreset('hoy', AHORA)).toEqual({ desde: '2026-11-23', hasta: '2026-11-23' });
    expect(rangoDePreset('semana', AHORA)).toEqual({ desde: '2026-11-17', hasta: '2026-11-23' });
    expect(rangoDePreset('treinta', AHORA)).toEqual({ desde: '2026-10-25', hasta: '2026-11-23' });
    expect(rangoDePreset('mes', AHORA)).toEqual({ desde: '2026-11-01', hasta: '2026-11-23' });
    expect(rangoDePreset('mesAnterior', AHORA)).toEqual({ desde: '2026-10-01', hasta: '2026-10-31' });
  });

  it('the previous month of January is December of the year before, and February ends on its day', () => {
    expect(rangoDePreset('mesAnterior', new Date('2027-01-10T18:00:00Z'))).toEqual({
      desde: '2026-12-01',
      hasta: '2026-12-31',
    });
    expect(rangoDePreset('mesAnterior', new Date('2028-03-05T18:00:00Z'))).toEqual({
      desde: '2028-02-01',
      hasta: '2028-02-29',
    });
  });
});

describe('ranges', () => {
  it('lists every day across a month end, both ends included', () => {
    expect(diasDelRango({ desde: '2026-10-30', hasta: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(sumarDias('2026-03-08', 1)).toBe('2026-03-09');
    expect(formatDia('2026-11-03')).toBe('03/11/26');
    // Mexico City is six hours behind UTC: its day starts at 06:00 UTC.
    expect(new Date(inicioDiaNegocio('2026-11-23')).toISOString()).toBe('2026-11-23T06:00:00.000Z');
  });

  it('refuses an inverted range and one over a year, in Spanish', () => {
    expect(errorDeRango({ desde: '2026-11-02', hasta: '2026-11-01' })).toMatch(/^Hasta es anterior a Desde/);
    expect(errorDeRango({ desde: '2024-01-01', hasta: '2025-01-01' })).toBe('El rango admite como máximo 366 días');
    expect(errorDeRango({ desde: '2025-01-01', hasta: '2026-01-01' })).toBeNull();
  });
});

const recarga = (over: Partial<RecargaResumible>): RecargaResumible => ({
  id: 'r',
  clienteId: 'c1',
  operador: 'Telcel',
  dia: '2026-11-02',
  monto: 10_000,
  precio: 9_500,
  costo: 9_000,
  ...over,
});

/** A client's own day summary as the server writes it: one recarga's effect in every map. */
function resumen(r: RecargaResumible, estado: 'exitosa' | 'fallida' | 'revertida') {
  const total = deltaCubeta(r, null, estado);
  const distribuidor = r.distribuidorId ?? 'mostrador';
  return { dia: r.dia, total, operadores: { [r.operador]: total }, distribuidores: { [distribuidor]: total } };
}

/** The business's month of a client as the server writes it for one recarga. */
function mes(r: RecargaResumible, estado: 'exitosa' | 'fallida' | 'revertida') {
  const total = deltaCubeta(r, null, estado);
  return {
    clienteId: r.clienteId,
    mes: r.dia.slice(0, 7),
    dias: { [r.dia.slice(8)]: { total, distribuidores: { [r.distribuidorId ?? 'mostrador']: total } } },
  };
}

describe('agregarResumenes', () => {
  const rango = { desde: '2026-11-01', hasta: '2026-11-03' };

  it('adds shards and days up, keeps empty days, and counts failures and reversals apart from sales', () => {
    const a = agregarResumenes(
      [
        resumen(recarga({ id: 'a' }), 'exitosa'),
        resumen(recarga({ id: 'b', operador: 'AT&T', clienteId: 'c2', distribuidorId: 'd1' }), 'exitosa'),
        resumen(recarga({ id: 'c', dia: '2026-11-03' }), 'fallida'),
        resumen(recarga({ id: 'd', dia: '2026-11-03', monto: 5_000 }), 'revertida'),
        // Outside the range: never counted.
        resumen(recarga({ id: 'e', dia: '2026-11-04' }), 'exitosa'),
      ],
      rango,
    );
    expect(a.total).toMatchObject({ exitosas: 2, monto: 20_000, precio: 19_000, costo: 18_000 });
    expect(a.total).toMatchObject({ fallidas: 1, montoFallidas: 10_000, revertidas: 1, montoRevertidas: 5_000 });
    expect(a.porDia.map((d) => [d.dia, d.cubeta.exitosas])).toEqual([
      ['2026-11-01', 0],
      ['2026-11-02', 2],
      ['2026-11-03', 0],
    ]);
    expect(a.porOperador['AT&T']).toMatchObject({ exitosas: 1, monto: 10_000 });
    expect(a.porDistribuidor.d1).toMatchObject({ exitosas: 1 });
    expect(a.porDistribuidor.mostrador).toMatchObject({ exitosas: 1, fallidas: 1 });
  });

  it('a summary without costs or distributors (a business shard) adds up the same way', () => {
    const { total } = resumen(recarga({}), 'exitosa');
    delete total.costo;
    const a = agregarResumenes([{ dia: '2026-11-02', total, operadores: { Telcel: total } }], rango);
    expect(a.total).toEqual({ ...CUBETA_VACIA, exitosas: 1, monto: 10_000, precio: 9_500 });
    expect(a.porDistribuidor).toEqual({});
  });
});

describe('diasDeMeses', () => {
  it('turns the business month shards into day summaries that add up across shards and months', () => {
    const total = (monto: number) => ({ ...CUBETA_VACIA, exitosas: 1, monto });
    const dias = diasDeMeses([
      { mes: '2026-10', dias: { '31': { total: total(100), operadores: { Telcel: total(100) } } } },
      { mes: '2026-11', dias: { '01': { total: total(200) }, '02': { total: total(400) } } },
      { mes: '2026-11', dias: { '01': { total: total(800), operadores: { Bait: total(800) } } } },
    ]);
    expect(dias.map((d) => d.dia)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-01']);
    const a = agregarResumenes(dias, { desde: '2026-10-31', hasta: '2026-11-01' });
    expect(a.porDia.map((d) => [d.dia, d.cubeta.monto])).toEqual([
      ['2026-10-31', 100],
      ['2026-11-01', 1_000],
    ]);
    expect(a.total.monto).toBe(1_100);
    expect(Object.keys(a.porOperador).sort()).toEqual(['Bait', 'Telcel']);
  });
});

describe('agregarMeses', () => {
  it('adds only the days of the range, per client and per distributor, across months', () => {
    const rango = { desde: '2026-10-31', hasta: '2026-11-02' };
    expect(mesesDelRango(rango)).toEqual(['2026-10', '2026-11']);
    const { porCliente, porDistribuidor } = agregarMeses(
      [
        mes(recarga({ id: 'a', dia: '2026-10-31' }), 'exitosa'),
        mes(recarga({ id: 'b', dia: '2026-11-02', distribuidorId: 'd1' }), 'exitosa'),
        mes(recarga({ id: 'c', dia: '2026-11-01', clienteId: 'c2' }), 'fallida'),
        // Same months, outside the range: never counted.
        mes(recarga({ id: 'd', dia: '2026-10-30' }), 'exitosa'),
        mes(recarga({ id: 'e', dia: '2026-11-03', clienteId: 'c2' }), 'exitosa'),
      ],
      rango,
    );
    expect(porCliente.c1).toMatchObject({ exitosas: 2, monto: 20_000, precio: 19_000, costo: 18_000 });
    expect(porCliente.c2).toMatchObject({ exitosas: 0, monto: 0, fallidas: 1, montoFallidas: 10_000 });
    expect(porDistribuidor).toEqual({
      mostrador: expect.objectContaining({ exitosas: 1, fallidas: 1 }),
      d1: expect.objectContaining({ exitosas: 1, monto: 10_000 }),
    });
  });

  it('adds up only the part a month was read with: its totals, or its distributors', () => {
    const rango = { desde: '2026-11-01', hasta: '2026-11-30' };
    const leido = mes(recarga({ id: 'a', dia: '2026-11-02', distribuidorId: 'd1' }), 'exitosa');
    const [dd, { total, distribuidores }] = Object.entries(leido.dias)[0];
    const soloTotales = agregarMeses([{ ...leido, dias: { [dd]: { total } } }], rango);
    expect(soloTotales.porCliente.c1).toMatchObject({ exitosas: 1, monto: 10_000 });
    expect(soloTotales.porDistribuidor).toEqual({});
    const soloDistribuidores = agregarMeses([{ ...leido, dias: { [dd]: { distribuidores } } }], rango);
    expect(soloDistribuidores.porCliente).toEqual({});
    expect(soloDistribuidores.porDistribuidor.d1).toMatchObject({ exitosas: 1, monto: 10_000 });
  });

  it('reads a month as its own total less the days a range leaves out, with the same figures as its days', () => {
    // One client's November as its top-ups write it: each day, and the month as a whole.
    const ventas = [
      recarga({ id: 'a', dia: '2026-11-01' }),
      recarga({ id: 'b', dia: '2026-11-10', distribuidorId: 'd1' }),
      recarga({ id: 'c', dia: '2026-11-24', monto: 5_000, precio: 4_750, costo: 4_500 }),
      recarga({ id: 'd', dia: '2026-11-25', distribuidorId: 'd1' }),
      // Sold, then reverted: the reversal's negative delta lands in the same day and month.
      recarga({ id: 'e', dia: '2026-11-20', distribuidorId: 'd1' }),
    ];
    const revertidas = ['c', 'e'];
    const transiciones = (id: string): [EstadoRecarga | null, EstadoRecarga][] =>
      id === 'c'
        ? [[null, 'revertida']]
        : id === 'e'
          ? [
              [null, 'exitosa'],
              ['exitosa', 'revertida'],
            ]
          : [[null, 'exitosa']];
    const suma = (a: Cubeta | undefined, b: Cubeta) => sumarCubetas(a ?? { ...CUBETA_VACIA, costo: 0 }, b);
    const dias: Record<string, { total: Cubeta; distribuidores: Record<string, Cubeta> }> = {};
    let total: Cubeta | undefined;
    const distribuidores: Record<string, Cubeta> = {};
    for (const [r, [de, a]] of ventas.flatMap((r) => transiciones(r.id).map((t) => [r, t] as const))) {
      const delta = deltaCubeta(r, de, a);
      const d = r.distribuidorId ?? 'mostrador';
      const dia = (dias[r.dia.slice(8)] ??= { total: { ...CUBETA_VACIA, costo: 0 }, distribuidores: {} });
      dia.total = suma(dia.total, delta);
      dia.distribuidores[d] = suma(dia.distribuidores[d], delta);
      total = suma(total, delta);
      distribuidores[d] = suma(distribuidores[d], delta);
    }
    const completo = { clienteId: 'c1', mes: '2026-11', total, distribuidores, dias };
    for (const rango of [
      { desde: '2026-10-27', hasta: '2026-11-25' },
      { desde: '2026-11-02', hasta: '2026-11-30' },
      { desde: '2026-11-01', hasta: '2026-11-24' },
      { desde: '2026-11-05', hasta: '2026-11-12' },
    ]) {
      // What leerMesesDeClientes asks for: the days lecturaDelMes names, and the month's total when it subtracts.
      const { restar, dias: leidos } = lecturaDelMes('2026-11', rango);
      const soloDias = Object.fromEntries(Object.entries(dias).filter(([dd]) => leidos.includes(`2026-11-${dd}`)));
      const leido = restar ? { ...completo, dias: soloDias } : { clienteId: 'c1', mes: '2026-11', dias: soloDias };
      const enRango = ventas.filter((r) => r.dia >= rango.desde && r.dia <= rango.hasta);
      const { porCliente, porDistribuidor } = agregarMeses([leido], rango);
      const vendidas = enRango.filter((r) => !revertidas.includes(r.id));
      expect(porCliente.c1?.monto ?? 0, JSON.stringify(rango)).toBe(vendidas.reduce((s, r) => s + r.monto, 0));
      expect(porCliente.c1?.revertidas ?? 0).toBe(enRango.filter((r) => revertidas.includes(r.id)).length);
      expect(porDistribuidor.d1?.exitosas ?? 0).toBe(vendidas.filter((r) => r.distribuidorId === 'd1').length);
      // Whole documents (both ways at once) add up the same.
      expect(agregarMeses([completo], rango).porCliente.c1 ?? { ...CUBETA_VACIA }).toEqual(
        porCliente.c1 ?? { ...CUBETA_VACIA },
      );
    }
  });

  it('names each client by its latest month that carries a name', () => {
    expect(
      nombresDeMeses([
        { clienteId: 'c1', mes: '2026-11', nombre: 'Tienda Nueva' },
        { clienteId: 'c1', mes: '2026-10', nombre: 'Tienda Vieja' },
        { clienteId: 'c2', mes: '2026-11' },
        { clienteId: 'c3', mes: '2026-11' },
        { clienteId: 'c3', mes: '2026-10', nombre: 'Ñandú & Cía' },
      ]),
    ).toEqual({ c1: 'Tienda Nueva', c3: 'Ñandú & Cía' });
  });

  it('a range of a year touches 13 months at most', () => {
    expect(mesesDelRango({ desde: '2025-11-23', hasta: '2026-11-23' })).toHaveLength(13);
  });
});

describe('filasDe', () => {
  it('names each group, leaves out empty ones and puts the best seller first', () => {
    const cubeta = (monto: number) => ({ ...CUBETA_VACIA, exitosas: 1, monto });
    const filas = filasDe({ b: cubeta(100), a: cubeta(300), c: { ...CUBETA_VACIA } }, (clave) => clave.toUpperCase());
    expect(filas.map((f) => [f.clave, f.nombre])).toEqual([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    expect(nombreDistribuidor('mostrador', {})).toBe('Mostrador (sin distribuidor)');
    expect(nombreDistribuidor('d1', { d1: 'Juan' })).toBe('Juan');
  });
});

describe('lecturaDelMes', () => {
  it("names the fewer days: the range's, or the month's total and the days left out", () => {
    const treinta = { desde: '2026-10-27', hasta: '2026-11-25' };
    expect(lecturaDelMes('2026-10', treinta)).toEqual({
      restar: false,
      dias: ['2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31'],
    });
    expect(lecturaDelMes('2026-11', treinta)).toEqual({
      restar: true,
      dias: ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'],
    });
    expect(lecturaDelMes('2026-11', { desde: '2026-11-01', hasta: '2026-11-30' })).toEqual({ restar: true, dias: [] });
    expect(lecturaDelMes('2026-11', { desde: '2026-11-01', hasta: '2026-11-15' }).restar).toBe(false);
    expect(lecturaDelMes('2026-11', { desde: '2026-11-01', hasta: '2026-11-16' }).restar).toBe(true);
  });

  it("knows each month's length", () => {
    expect(diasDelMes('2027-02')).toHaveLength(28);
    expect(diasDelMes('2028-02').at(-1)).toBe('2028-02-29');
    expect(diasDelMes('2026-12').at(-1)).toBe('2026-12-31');
  });
});
