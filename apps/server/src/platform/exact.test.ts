import { describe, expect, it } from 'vitest';
import { exact, sumExact } from './exact';

describe('exact decimals', () => {
  it('adds what floating point gets wrong', () => {
    // 0.1 + 0.2 = 0.3 exactly (a float says 0.30000000000000004)
    expect(exact('0.1').add('0.2').toPlain()).toBe('0.3');
    expect(sumExact(['0.1', '0.1', '0.1'].map((x) => exact(x))).compare('0.3')).toBe(0);
  });
  it('multiplies, divides and subtracts', () => {
    // 10,000 lb ÷ 100 = 100 cwt × 1.85 = 185.00
    expect(exact('10000').div(100).mul('1.85').toFixed(2)).toBe('185.00');
    // 1 ÷ 3 × 3 = 1 exactly
    expect(exact(1).div(3).mul(3).toFixed(4)).toBe('1.0000');
    expect(exact('5').sub('7.25').toFixed(2)).toBe('-2.25');
  });
  it('rounds half up, away from zero', () => {
    expect(exact('2.345').toFixed(2)).toBe('2.35');
    expect(exact('-2.345').toFixed(2)).toBe('-2.35');
    expect(exact('2.3449').toFixed(2)).toBe('2.34');
    expect(exact(1).div(8).toFixed(2)).toBe('0.13'); // 0.125 → 0.13
  });
  it('rounds up to a whole unit and compares', () => {
    expect(exact('1.001').ceil().toPlain()).toBe('2');
    expect(exact('3').ceil().toPlain()).toBe('3');
    expect(exact('-1.5').ceil().toPlain()).toBe('-1');
    expect(exact('0.0525').compare('0.05')).toBe(1);
    expect(exact('0.0525').toPlain()).toBe('0.0525');
  });
  it('refuses what is not a decimal', () => {
    expect(() => exact('1e3')).toThrow();
    expect(() => exact('abc')).toThrow();
    expect(() => exact(1).div(0)).toThrow();
  });
});
