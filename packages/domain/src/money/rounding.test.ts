import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bpsToPercent, divideRoundHalfUp, percentOf } from './rounding.js';

describe('percentOf (half-up on the minor unit)', () => {
  it.each([
    // amountMinor, rateBps, expected
    [10_000, 1000, 1000], // 10% of $100.00
    [1999, 1000, 200], // 199.9 -> 200
    [1995, 1000, 200], // 199.5 -> 200 (half rounds up)
    [1994, 1000, 199], // 199.4 -> 199
    [5, 1000, 1], // 0.5 -> 1
    [4, 1000, 0], // 0.4 -> 0
    [-5, 1000, -1], // -0.5 -> -1 (away from zero, mirror of +5)
    [10_000, 997.5, 998], // QST 9.975% of $100.00 = 997.5 -> 998
    [3333, 1300, 433], // HST 13% of $33.33 = 433.29 -> 433
    [1234, 0, 0],
    [1234, 10_000, 1234],
  ])('%i minor at %s bps is %i', (amount, rate, expected) => {
    expect(percentOf(amount, rate)).toBe(expected);
  });

  it('refuses fractional minor units and rates finer than 1/10,000 bps', () => {
    expect(() => percentOf(10.5, 1000)).toThrow(RangeError);
    expect(() => percentOf(100, 0.000_01)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
  });

  it('is within half a cent of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (amount, rate) => {
        const exact = (amount * rate) / 10_000;
        expect(Math.abs(percentOf(amount, rate) - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('is symmetric in sign, so a refund mirrors its sale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (amount, rate) => {
        expect(percentOf(-amount, rate) + percentOf(amount, rate)).toBe(0);
      }),
    );
  });

  it('never exceeds its base for rates up to 100%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (amount, rate) => {
        const part = percentOf(amount, rate);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(amount);
      }),
    );
  });
});

describe('divideRoundHalfUp', () => {
  it.each([
    [7n, 2n, 4n],
    [-7n, 2n, -4n],
    [5n, 3n, 2n],
    [4n, 3n, 1n],
    [-4n, 3n, -1n],
    [0n, 9n, 0n],
  ])('%s / %s rounds to %s', (n, d, expected) => {
    expect(divideRoundHalfUp(n, d)).toBe(expected);
  });

  it('refuses a non-positive divisor', () => {
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('bpsToPercent', () => {
  it('reads basis points as percent', () => {
    expect(bpsToPercent(825)).toBe(8.25);
    expect(bpsToPercent(1)).toBe(0.01);
    expect(bpsToPercent(10_000)).toBe(100);
    expect(bpsToPercent(0)).toBe(0);
  });
});
