import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDecimal,
  formatMoney,
  formatNumber,
  multiplyDecimals,
  shareOfDecimal,
  subtractDecimals,
  sumDecimals,
} from './numbers';

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

  it('writes a quantity for reading: thousands grouped, trailing zeros dropped, at most 6 decimals', () => {
    expect(formatNumber('1234.5')).toBe('1,234.5');
    expect(formatNumber('12.500')).toBe('12.5');
    expect(formatNumber('-0.250')).toBe('-0.25');
    expect(formatNumber('0')).toBe('0');
    expect(formatNumber('0.000')).toBe('0');
    expect(formatNumber('1000000.000')).toBe('1,000,000');
    expect(formatNumber('0.1234567')).toBe('0.123457');
    expect(formatNumber('98765432109876543.125')).toBe('98,765,432,109,876,543.125');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('n/a')).toBe('n/a');
  });

  it('writes a quantity plain, as a person types it: no separators, nothing rounded', () => {
    const plain = (value: unknown) => formatNumber(value, { plain: true });
    expect(plain('6.000')).toBe('6');
    expect(plain('12.500')).toBe('12.5');
    expect(plain('100.0')).toBe('100');
    expect(plain('120')).toBe('120');
    expect(plain('1234.5')).toBe('1234.5');
    expect(plain('-0.250')).toBe('-0.25');
    expect(plain('0')).toBe('0');
    expect(plain('0.000')).toBe('0');
    expect(plain('1000000.000')).toBe('1000000');
    expect(plain('0.1234567')).toBe('0.1234567');
    expect(plain('98765432109876543.125')).toBe('98765432109876543.125');
    expect(plain('0100')).toBe('0100');
    expect(plain(4)).toBe('4');
    expect(plain(null)).toBe('');
    expect(plain('')).toBe('');
    expect(plain('1,000.50')).toBe('1,000.50');
    expect(plain('1.50 ')).toBe('1.50 ');
  });

  it('writes money to the cent, grouped, rounded half away from zero', () => {
    expect(formatMoney('1026.00')).toBe('1,026.00');
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(formatMoney('-0.250')).toBe('-0.25');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('1000000.000')).toBe('1,000,000.00');
    expect(formatMoney('0.005')).toBe('0.01');
    expect(formatMoney('-2.345')).toBe('-2.35');
    expect(formatMoney('99999999999999999.995')).toBe('100,000,000,000,000,000.00');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
  });

  it('writes a rate or a unit cost with its cents and up to 4 decimals', () => {
    const rate = (value: unknown) => formatMoney(value, { decimals: 4 });
    expect(rate('1.8500')).toBe('1.85');
    expect(rate('0.0525')).toBe('0.0525');
    expect(rate('2.0000')).toBe('2.00');
    expect(rate('1234.56789')).toBe('1,234.5679');
    expect(rate('-0.250')).toBe('-0.25');
    expect(rate(null)).toBe('');
  });

  it('writes money plain for a text box: no separators, the cents always there', () => {
    expect(formatMoney('1234.5000', { decimals: 4, plain: true })).toBe('1234.50');
    expect(formatMoney('0.0525', { decimals: 4, plain: true })).toBe('0.0525');
    expect(formatMoney('12', { plain: true })).toBe('12.00');
    expect(formatMoney('12.5', { plain: true })).toBe('12.50');
    expect(formatMoney('12.500', { plain: true })).toBe('12.500');
    expect(formatMoney('-0.250', { plain: true })).toBe('-0.250');
    expect(formatMoney('1000000', { plain: true })).toBe('1000000.00');
    expect(formatMoney('0', { plain: true })).toBe('0.00');
    expect(formatMoney(null, { plain: true })).toBe('');
  });

  it('adds and multiplies decimals exactly', () => {
    expect(sumDecimals(['0.1', '0.2', '', 'x', 0.3])).toBe('0.6');
    expect(sumDecimals(['-1.5', '1.25'])).toBe('-0.25');
    expect(multiplyDecimals('2436', '36.40')).toBe('88670.40');
    expect(multiplyDecimals('3', '0.335')).toBe('1.01');
    expect(multiplyDecimals('3', 'n/a')).toBeNull();
  });
});

describe('subtractDecimals and shareOfDecimal', () => {
  it('subtracts exactly, from the text', () => {
    expect(subtractDecimals('10.3', '10.1')).toBe('0.2');
    expect(subtractDecimals('4', '6.5')).toBe('-2.5');
    expect(subtractDecimals('1000000.000', '0.001')).toBe('999999.999');
    expect(subtractDecimals('abc', '1')).toBeNull();
  });

  it('gives part of a line its share of the weight and pieces, as the server does', () => {
    // 3 of 8 cartons of 100.10 lb in 8 pieces: 37.5375 lb → 37.54; 3 pieces.
    expect(shareOfDecimal('100.10', '3', '8', 2)).toBe('37.54');
    expect(shareOfDecimal('8', '3', '8', 0)).toBe('3');
    // 1 of 2 of 1.01 lb: 0.505 → 0.51 (half away from zero); 5 pieces → 2.5 → 3.
    expect(shareOfDecimal('1.01', '1', '2', 2)).toBe('0.51');
    expect(shareOfDecimal('5', '1', '2', 0)).toBe('3');
    expect(shareOfDecimal('5', '1', '0', 0)).toBeNull();
  });
});
