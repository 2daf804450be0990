import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatMoney, formatNumber, multiplyDecimals, sumDecimals } from './numbers';

/** What the browser's own formatter writes, which the hand-written one stands in for. */
const intl = (value: number | string, min: number, max: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value as number);

/** A fixed sequence of pseudo-random numbers (the same on every run). */
function* randoms(count: number) {
  let seed = 20261127;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    yield seed / 2147483648;
  }
}

describe('formatDecimal', () => {
  it('writes what Intl.NumberFormat writes for amounts, quantities and counts', () => {
    const scales = [1, 10, 1000, 1_000_000, 1e9];
    let i = 0;
    for (const r of randoms(3000)) {
      const value = (r - 0.3) * (scales[i++ % scales.length] as number);
      for (const [min, max] of [
        [2, 2],
        [0, 6],
        [0, 0],
      ] as const) {
        expect(formatDecimal(value, min, max), `${value} (${min}, ${max})`).toBe(intl(value, min, max));
      }
    }
  });

  it('rounds half away from zero and groups thousands, from numbers and decimal strings alike', () => {
    expect(formatDecimal('1234567.005', 2, 2)).toBe('1,234,567.01');
    expect(formatDecimal('-1234.5', 2, 2)).toBe('-1,234.50');
    expect(formatDecimal('999.995', 2, 2)).toBe('1,000.00');
    expect(formatDecimal(0.1 + 0.2, 0, 6)).toBe('0.3');
    expect(formatDecimal('2436.000', 0, 6)).toBe('2,436');
    expect(formatDecimal(-0, 2, 2)).toBe('0.00');
    for (const [value, min, max] of [
      [1e21, 2, 2],
      [-2.5e22, 0, 6],
      [1e-7, 0, 6],
      [4e-7, 0, 6],
    ] as const) {
      expect(formatDecimal(value, min, max), `${value}`).toBe(intl(value, min, max));
    }
    for (const s of ['0', '0.5', '12.345', '-0.004', '100000', '88680.00']) {
      expect(formatDecimal(s, 2, 2), s).toBe(intl(s, 2, 2));
    }
  });
});

describe('money and quantities', () => {
  it('formats what the API sends and leaves anything else as it is', () => {
    expect(formatMoney('88680.00')).toBe('88,680.00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('n/a')).toBe('n/a');
    expect(formatNumber('2436.000')).toBe('2,436');
    expect(formatCount(10000, false)).toBe('10,000+');
  });

  it('adds and multiplies decimals exactly', () => {
    expect(sumDecimals(['0.1', '0.2', '', 'x', 0.3])).toBe('0.6');
    expect(sumDecimals(['-1.5', '1.25'])).toBe('-0.25');
    expect(multiplyDecimals('2436', '36.40')).toBe('88670.40');
    expect(multiplyDecimals('3', '0.335')).toBe('1.01');
    expect(multiplyDecimals('3', 'n/a')).toBeNull();
  });
});
