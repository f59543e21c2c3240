import { describe, expect, it } from 'vitest';
import { clabeValida, digitoControlClabe, formatClabe } from './clabe';

describe('CLABE', () => {
  it('takes a CLABE whose control digit is right', () => {
    // Banxico's worked example: 002 115 01600326941 → control digit 1.
    expect(digitoControlClabe('00211501600326941')).toBe(1);
    expect(clabeValida('002115016003269411')).toBe(true);
    expect(clabeValida('012180001234567899')).toBe(true);
  });

  it('refuses a wrong control digit, a wrong length or letters', () => {
    expect(clabeValida('002115016003269412')).toBe(false);
    expect(clabeValida('00211501600326941')).toBe(false);
    expect(clabeValida('00211501600326941A')).toBe(false);
  });

  it('prints bank, branch, account and control digit apart', () => {
    expect(formatClabe('002115016003269411')).toBe('002 115 01600326941 1');
  });
});
