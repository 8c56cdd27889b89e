import { describe, expect, it } from 'vitest';
import { lineBv } from './bv.js';

const m = (amountMinor: number) => ({ kind: 'merchandise' as const, amountMinor });
const fee = (amountMinor: number) => ({ kind: 'fee' as const, amountMinor });

describe('BV per order line (plan §2)', () => {
  it('is unit price x quantity when there is no discount', () => {
    expect(lineBv([m(3 * 1999), m(4500)], [])).toEqual([5997, 4500]);
  });
  it('takes each merchandise discount off the lines by largest remainder on their amounts', () => {
    // 1000 over 3000 and 1000: 750 and 250.
    expect(lineBv([m(3000), m(1000)], [1000])).toEqual([2250, 750]);
    // 100 over three equal lines: 34, 33, 33 (ties to the first line).
    expect(lineBv([m(1000), m(1000), m(1000)], [100])).toEqual([966, 967, 967]);
  });
  it('spreads a product coupon and a value coupon separately and the BV adds up to what was paid', () => {
    const bv = lineBv([m(2999), m(1501), m(777)], [500, 333]);
    expect(bv.reduce((a, b) => a + b, 0)).toBe(2999 + 1501 + 777 - 500 - 333);
  });
  it('counts a buy-2-get-1 line at what was paid for it', () => {
    // Three units at 20.00 with one free: the line was charged 40.00.
    expect(lineBv([m(4000)], [])).toEqual([4000]);
  });
  it('never counts the scholar website fee or any fee, and a fee takes no share of a discount', () => {
    expect(lineBv([fee(9900), m(1000)], [100])).toEqual([0, 900]);
    expect(lineBv([fee(9900)], [100])).toEqual([0]);
  });
  it('never goes below zero', () => {
    expect(lineBv([m(100)], [500])).toEqual([0]);
  });
  it('refuses negative or fractional amounts', () => {
    expect(() => lineBv([m(-1)], [])).toThrow(RangeError);
    expect(() => lineBv([m(1.5)], [])).toThrow(RangeError);
    expect(() => lineBv([m(100)], [-1])).toThrow(RangeError);
  });
});
