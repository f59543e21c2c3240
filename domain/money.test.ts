import { describe, expect, it } from 'vitest';
import { formatMoney, pesosToCentavos } from './money';

describe('money', () => {
  it('shows integer centavos as Mexican pesos', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-2000)).toBe('-$20.00');
  });

  it('reads typed pesos into exact centavos', () => {
    expect(pesosToCentavos('20')).toBe(2000);
    expect(pesosToCentavos('$1,234.5')).toBe(123450);
    expect(pesosToCentavos('0.07')).toBe(7);
    expect(pesosToCentavos('-3.10')).toBe(-310);
    expect(pesosToCentavos('19.999')).toBeNull();
    expect(pesosToCentavos('abc')).toBeNull();
    expect(pesosToCentavos('')).toBeNull();
  });
});
