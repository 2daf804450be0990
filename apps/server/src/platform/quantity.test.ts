import { describe, expect, it } from 'vitest';
import { Quantity } from './quantity';

describe('Quantity', () => {
  it('reads quantities as whole thousandths from their text, without a float', () => {
    expect(Quantity.thousandths('12.5')).toBe(12500);
    expect(Quantity.thousandths('4')).toBe(4000);
    expect(Quantity.thousandths('-0.25')).toBe(-250);
    expect(Quantity.thousandths('0.001')).toBe(1);
    // Past the third decimal, half up: 1000.5 → 1001.
    expect(Quantity.thousandths('1.0005')).toBe(1001);
    expect(Quantity.thousandths('99999999999.999')).toBe(99999999999999);
  });

  it('writes thousandths back as the database keeps them and as people read them', () => {
    expect(Quantity.fixed(12500)).toBe('12.500');
    expect(Quantity.fixed(-250)).toBe('-0.250');
    expect(Quantity.fixed(0)).toBe('0.000');
    expect(Quantity.fixed(99999999999999)).toBe('99999999999.999');
    expect(Quantity.plain('12.500')).toBe('12.5');
    expect(Quantity.plain('4.000')).toBe('4');
    expect(Quantity.plain('40')).toBe('40');
    expect(Quantity.plain(2500)).toBe('2.5');
    expect(Quantity.plain(-1)).toBe('-0.001');
  });

  it("gives a part of a line its share of the line's weight and pieces, rounded half up", () => {
    // 3 of 8 cartons of 100.10 lb in 8 pieces: 37.5375 lb → 37.54; 3 pieces.
    expect(Quantity.share({ quantity: '8', weight: '100.10', pieces: 8 }, '3')).toEqual({ weight: '37.54', pieces: 3 });
    // 1 of 2 of 1.01 lb: 0.505 → 0.51; 5 pieces → 2.5 → 3.
    expect(Quantity.share({ quantity: '2', weight: '1.01', pieces: 5 }, '1')).toEqual({ weight: '0.51', pieces: 3 });
    expect(Quantity.share({ quantity: '0', weight: '5.00', pieces: 2 }, '0')).toEqual({ weight: '5.00', pieces: 2 });
  });
});
