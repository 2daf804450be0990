import { describe, expect, it } from 'vitest';
import { add, compare, div, exact, isZero, mul, round, sub, toFixed } from './exact';

describe('exact decimals', () => {
  it('adds what floats cannot: 0.1 + 0.2 is 0.3', () => {
    expect(toFixed(add('0.1', '0.2'), 2)).toBe('0.30');
    expect(compare(add('0.1', '0.2'), '0.3')).toBe(0);
  });
  it('subtracts, multiplies and divides exactly', () => {
    expect(toFixed(sub('1121.00', '1026.00'), 2)).toBe('95.00');
    expect(toFixed(mul('12', '85.5'), 2)).toBe('1026.00');
    // 100 / 3 = 33.333…, rounded to the cent.
    expect(toFixed(div('100', '3'), 2)).toBe('33.33');
    expect(toFixed(mul(div('100', '3'), 3), 2)).toBe('100.00');
  });
  it('rounds half away from zero at any precision', () => {
    expect(toFixed(round('5.005', 2), 2)).toBe('5.01');
    expect(toFixed('-5.005', 2)).toBe('-5.01');
    expect(toFixed('0.0525', 4)).toBe('0.0525');
    expect(toFixed('2.5', 0)).toBe('3');
  });
  it('compares and tells zero', () => {
    expect(compare('10.00', '9.99')).toBe(1);
    expect(compare('-1', '0')).toBe(-1);
    expect(isZero('0.00')).toBe(true);
    expect(isZero(sub('95', '95.00'))).toBe(true);
  });
  it('refuses what is not a decimal, and floats', () => {
    expect(() => exact('1e3')).toThrow();
    expect(() => exact(0.1)).toThrow();
    expect(() => div('1', '0')).toThrow();
  });
});
