import { describe, expect, it } from 'vitest';
import {
  rechazoDeCargo,
  sinCredito,
  adeudoDelLibro,
  creditoClienteSchema,
  describirCredito,
  diasEntre,
  estadoCredito,
  montoVencido,
  moverAdeudo,
  tramosDe,
  venceEl,
} from './credito';
import { RECARGAS_POR_MINUTO, tomarFicha, vendidoEl } from './limites-venta';
import { sumarDias } from './reportes';

describe('the debt, first in, first out over the ledger', () => {
  it('charges covered by the saldo make no debt; the one that crosses zero owes only what the saldo did not cover', () => {
    expect(
      adeudoDelLibro([
        { monto: 10_000, dia: '2026-11-01' },
        { monto: -6_000, dia: '2026-11-01' },
        { monto: -6_000, dia: '2026-11-02' },
      ]),
    ).toEqual([{ dia: '2026-11-02', monto: 2_000 }]);
  });

  it("several charges: one lot per day, the day's charges together", () => {
    expect(
      adeudoDelLibro([
        { monto: -1_000, dia: '2026-11-01' },
        { monto: -500, dia: '2026-11-01' },
        { monto: -2_000, dia: '2026-11-03' },
        { monto: -700, dia: '2026-11-04' },
      ]),
    ).toEqual([
      { dia: '2026-11-01', monto: 1_500 },
      { dia: '2026-11-03', monto: 2_000 },
      { dia: '2026-11-04', monto: 700 },
    ]);
  });

  it('a partial payment pays the oldest lot first, then the next', () => {
    const libro = [
      { monto: -1_500, dia: '2026-11-01' },
      { monto: -2_000, dia: '2026-11-03' },
      { monto: -700, dia: '2026-11-04' },
    ];
    expect(adeudoDelLibro([...libro, { monto: 1_000, dia: '2026-11-05' }])).toEqual([
      { dia: '2026-11-01', monto: 500 },
      { dia: '2026-11-03', monto: 2_000 },
      { dia: '2026-11-04', monto: 700 },
    ]);
    expect(adeudoDelLibro([...libro, { monto: 2_000, dia: '2026-11-05' }])).toEqual([
      { dia: '2026-11-03', monto: 1_500 },
      { dia: '2026-11-04', monto: 700 },
    ]);
  });

  it('a payment larger than the debt clears it and leaves a positive saldo; the next charge starts afresh', () => {
    const libro = [
      { monto: -1_500, dia: '2026-11-01' },
      { monto: -2_000, dia: '2026-11-03' },
      { monto: 5_000, dia: '2026-11-05' },
    ];
    expect(adeudoDelLibro(libro)).toEqual([]);
    expect(adeudoDelLibro([...libro, { monto: -2_000, dia: '2026-11-09' }])).toEqual([
      { dia: '2026-11-09', monto: 500 },
    ]);
  });

  it('a refund while in debt pays it like a deposit', () => {
    expect(moverAdeudo([{ dia: '2026-11-01', monto: 4_800 }], -4_800, 4_800, '2026-11-01')).toEqual([]);
  });

  it('Σ lots == max(0, −saldo) after every movement of a random ledger', () => {
    let saldo = 0;
    let lotes: ReturnType<typeof adeudoDelLibro> = [];
    let semilla = 7;
    const aleatorio = () => (semilla = (semilla * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 500; i += 1) {
      const monto = Math.round((aleatorio() - 0.55) * 10_000);
      const dia = sumarDias('2026-01-01', Math.floor(i / 7));
      lotes = moverAdeudo(lotes, saldo, monto, dia);
      saldo += monto;
      expect(lotes.reduce((sum, l) => sum + l.monto, 0)).toBe(Math.max(0, -saldo));
      expect(lotes.every((l) => l.monto > 0)).toBe(true);
    }
  });
});

describe('its term', () => {
  const lotes = [
    { dia: '2026-11-20', monto: 1_200 },
    { dia: '2026-11-26', monto: 800 },
  ];

  it('a lot is within term through its last day, and past due the day after', () => {
    expect(venceEl('2026-11-20', 7)).toBe('2026-11-27');
    expect(montoVencido(lotes, 7, '2026-11-27')).toBe(0);
    expect(montoVencido(lotes, 7, '2026-11-28')).toBe(1_200);
    expect(montoVencido(lotes, 7, '2026-12-04')).toBe(2_000);
    expect(diasEntre('2026-11-28', '2026-12-03')).toBe(5);
  });

  it('the buckets of Cartera spread each lot by its own days past due', () => {
    expect(tramosDe(lotes, 7, '2026-11-27')).toEqual({ corriente: 2_000, d1a7: 0, d8a15: 0, d16a30: 0, mas30: 0 });
    expect(tramosDe(lotes, 7, '2026-12-06')).toEqual({ corriente: 0, d1a7: 800, d8a15: 1_200, d16a30: 0, mas30: 0 });
    expect(tramosDe(lotes, 7, '2027-01-10')).toEqual({ corriente: 0, d1a7: 0, d8a15: 0, d16a30: 0, mas30: 2_000 });
  });

  it("says it in a shop's words", () => {
    const cliente = {
      saldo: -120_000,
      limiteCredito: 200_000,
      plazoDias: 7,
      adeudo: [{ dia: '2026-11-26', monto: 120_000 }],
    };
    const hoy = estadoCredito(cliente, '2026-11-27');
    expect(hoy).toMatchObject({ disponible: 80_000, deuda: 120_000, vence: '2026-12-03', vencido: 0 });
    expect(describirCredito(hoy)).toBe('Crédito usado $1,200.00 de $2,000.00; vence el 03/12/26');
    const vencida = estadoCredito(cliente, '2026-12-04');
    expect(describirCredito(vencida)).toBe(
      'Crédito usado $1,200.00 de $2,000.00; venció el 03/12/26: $1,200.00 vencido',
    );
    // Past due, nothing of the line is left to spend until a deposit: not the $800.00 still unused.
    expect(vencida).toMatchObject({ disponible: 0, deuda: 120_000, vencido: 120_000 });
    expect(describirCredito(estadoCredito({ saldo: 5_000, limiteCredito: 200_000 }, '2026-11-27'))).toBe(
      'Crédito usado $0.00 de $2,000.00; disponible $2,050.00',
    );
    expect(describirCredito(estadoCredito({ saldo: 5_000 }, '2026-11-27'))).toBeNull();
  });
});

describe('what a shop may send', () => {
  it('a burst of its rate at once, then one more each 60/rate seconds', () => {
    let limites = {};
    for (let i = 0; i < RECARGAS_POR_MINUTO; i += 1) {
      const tomada = tomarFicha(limites, 1_000);
      expect(tomada).not.toBeNull();
      limites = { ...limites, ...tomada };
    }
    expect(tomarFicha(limites, 1_000)).toBeNull();
    expect(tomarFicha(limites, 2_999)).toBeNull();
    expect(tomarFicha(limites, 3_000)).not.toBeNull();
    expect(tomarFicha({}, 0, 1)).toEqual({ fichas: 0, en: 0 });
  });

  it("counts the day's sales on that day only", () => {
    expect(vendidoEl({ dia: '2026-11-27', vendido: 5_000 }, '2026-11-27')).toBe(5_000);
    expect(vendidoEl({ dia: '2026-11-26', vendido: 5_000 }, '2026-11-27')).toBe(0);
  });

  it('the admin sets the credit, the term, the rate and the cap with a reason', () => {
    const ok = {
      uid: 'c1',
      limiteCredito: 200_000,
      plazoDias: 7,
      recargasPorMinuto: 30,
      topeVentaDiaria: null,
      motivo: 'Buen pagador',
    };
    expect(creditoClienteSchema.parse(ok)).toEqual(ok);
    const errores = (cambio: object) =>
      creditoClienteSchema.safeParse({ ...ok, ...cambio }).error?.issues.map((issue) => issue.message);
    expect(errores({ limiteCredito: -1 })).toEqual(['El límite de crédito no puede ser negativo']);
    expect(errores({ plazoDias: 0 })).toEqual(['El plazo debe ser de al menos 1 día']);
    expect(errores({ topeVentaDiaria: 0 })).toEqual(['El tope de venta diaria debe ser mayor que cero']);
    expect(errores({ recargasPorMinuto: 0 })).toEqual(['Permita al menos 1 recarga por minuto']);
    expect(errores({ motivo: '  ' })).toEqual(['El motivo es obligatorio']);
  });
});

describe('a charge the ledger takes or refuses (rechazoDeCargo: the transaction and Confirmar alike)', () => {
  const hoy = '2026-11-28';
  const con = (saldo: number, limiteCredito: number, adeudo: { dia: string; monto: number }[] = []) =>
    estadoCredito({ saldo, limiteCredito, plazoDias: 7, adeudo }, hoy);

  it('without a line, the saldo alone pays', () => {
    expect(rechazoDeCargo(sinCredito(10_000), 10_000, true, 'cliente')).toBeNull();
    expect(rechazoDeCargo(sinCredito(10_000), 10_001, true, 'cliente')).toBe(
      'Saldo insuficiente: su saldo es $100.00 y la recarga cuesta $100.01',
    );
  });

  it('with a line of $2,000, down to −$2,000 and not a centavo more; the message says the disponible', () => {
    expect(rechazoDeCargo(con(10_000, 200_000), 210_000, true, 'cliente')).toBeNull();
    expect(rechazoDeCargo(con(10_000, 200_000), 210_001, true, 'cliente')).toBe(
      'Disponible insuficiente: su disponible es $2,100.00 (saldo $100.00 y crédito de $2,000.00) y la recarga cuesta $2,100.01',
    );
    // A compra of SIMs paid from saldo is told in its own words.
    expect(rechazoDeCargo(con(10_000, 200_000), 210_001, true, 'compra')).toBe(
      'Disponible insuficiente: su disponible es $2,100.00 (saldo $100.00 y crédito de $2,000.00) y la compra suma $2,100.01',
    );
    // A movement that may not use credit (an admin's cargo) sees the saldo alone.
    expect(rechazoDeCargo(con(10_000, 200_000), 10_001, false, 'admin')).toBe(
      'Saldo insuficiente: el saldo es $100.00 y el cargo $100.01',
    );
  });

  it('a debt past its term takes no new charge on credit, but the saldo still pays what it covers', () => {
    const vencida = con(-5_000, 200_000, [{ dia: '2026-11-10', monto: 5_000 }]);
    expect(rechazoDeCargo(vencida, 100, true, 'cliente')).toBe(
      'Su crédito venció el 17/11/26: adeuda $50.00. Haga un depósito para seguir vendiendo',
    );
    const conSaldo = con(1_000, 200_000, [{ dia: '2026-11-10', monto: 0 }]);
    expect(rechazoDeCargo(conSaldo, 1_000, true, 'cliente')).toBeNull();
  });
});
