import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromDecimal, toDecimal } from './decimal.js';

describe('toDecimal and fromDecimal', () => {
  it.each([
    [1999, 19.99],
    [5, 0.05],
    [-1250, -12.5],
    [0, 0],
  ])('%i minor is %s on the wire', (minor, decimal) => {
    expect(toDecimal(minor)).toBe(decimal);
  });

  it.each([
    ['19.99', 1999],
    [19.99, 1999], // 19.99 * 100 is 1998.9999999999998 as a float; parsing the digits avoids that
    [1.15, 115], // 1.15 * 100 = 114.99999999999999
    ['  7 ', 700],
    ['0.5', 50],
    ['.5', 50],
    ['12.', 1200],
    ['-3.10', -310],
    ['+3.1', 310],
    ['1e2', 10_000],
    ['1.005', 101], // sub-cent digits round half-up
    ['1.004', 100],
    ['-1.005', -101],
    [0.1 + 0.2, 30],
    [1e-7, 0],
  ])('parses %j as %i minor', (value, minor) => {
    expect(fromDecimal(value)).toBe(minor);
  });

  it.each([[''], ['abc'], ['1,000.00'], ['$5'], ['.'], ['-'], ['1e999'], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses %j',
    (value) => {
      expect(() => fromDecimal(value)).toThrow(RangeError);
    },
  );

  it('round-trips every safe amount: fromDecimal(toDecimal(x)) === x', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (minor) => {
        expect(fromDecimal(toDecimal(minor))).toBe(minor);
        expect(fromDecimal(toDecimal(minor).toFixed(2))).toBe(minor);
      }),
    );
  });
});
