import { describe, expect, it } from 'vitest';
import { formatMoney, leerPesos, pesosToCentavos, USE_PUNTO } from './money';

describe('money', () => {
  it('shows integer centavos as Mexican pesos', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-2000)).toBe('-$20.00');
  });

  it('reads typed pesos into exact centavos', () => {
    expect(pesosToCentavos('20')).toBe(2000);
    expect(pesosToCentavos('$1,234.5')).toBe(123450);
    expect(pesosToCentavos('1,234,567.89')).toBe(123456789);
    expect(pesosToCentavos(' 150.50 ')).toBe(15050);
    expect(pesosToCentavos('0.07')).toBe(7);
    expect(pesosToCentavos('-3.10')).toBe(-310);
    expect(pesosToCentavos('19.999')).toBeNull();
    expect(pesosToCentavos('abc')).toBeNull();
    expect(pesosToCentavos('')).toBeNull();
  });

  it('refuses a comma that is not a thousands separator instead of guessing', () => {
    for (const ambiguo of ['150,50', '1,5', '1.234,50', '12,34.5', '1,2345', ',5', '1,,000']) {
      expect(pesosToCentavos(ambiguo), ambiguo).toBeNull();
      expect(leerPesos(ambiguo), ambiguo).toEqual({ error: USE_PUNTO });
    }
    expect(leerPesos('abc')).toEqual({ error: null });
  });
});
