import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate } from './allocate.js';

const sum = (parts: number[]) => parts.reduce((a, b) => a + b, 0);

describe('allocate (largest remainder)', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]], // the spare cent goes to the first of equal remainders
    [200, [1, 1, 1], [67, 67, 66]],
    [3998, [1, 1, 1], [1333, 1333, 1332]], // buy-2-get-1 on a 19.99 sale price
    [1000, [3, 7], [300, 700]],
    [10, [0, 5, 5], [0, 5, 5]],
    [5, [0, 0], [3, 2]], // all-zero weights split evenly
    [-100, [1, 1, 1], [-34, -33, -33]], // a refund mirrors the sale
    [1, [1, 2], [0, 1]], // the larger remainder wins: 1/3 vs 2/3
    [0, [], []],
  ])('splits %i over %j as %j', (amount, weights, expected) => {
    expect(allocate(amount, weights)).toEqual(expected);
  });

  it('refuses negative or fractional weights and a non-zero amount over nothing', () => {
    expect(() => allocate(10, [1, -1])).toThrow(RangeError);
    expect(() => allocate(10, [0.5, 1])).toThrow(RangeError);
    expect(() => allocate(10, [])).toThrow(RangeError);
    expect(() => allocate(10.5, [1])).toThrow(RangeError);
  });

  const weights = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 });

  it('parts always sum exactly to the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), weights, (amount, ws) => {
        const parts = allocate(amount, ws);
        expect(parts).toHaveLength(ws.length);
        expect(sum(parts)).toBe(amount);
      }),
    );
  });

  it('never gives a negative part for a non-negative amount, and each part is within one cent of its share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), weights, (amount, ws) => {
        const total = sum(ws);
        allocate(amount, ws).forEach((part, i) => {
          expect(part).toBeGreaterThanOrEqual(0);
          const share = total === 0 ? amount / ws.length : (amount * (ws[i] ?? 0)) / total;
          expect(Math.abs(part - share)).toBeLessThan(1 + 1e-6);
        });
      }),
    );
  });

  it('gives zero to zero-weight parts when some weight is positive', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), weights, (amount, ws) => {
        fc.pre(ws.some((w) => w > 0));
        allocate(amount, ws).forEach((part, i) => {
          if (ws[i] === 0) expect(part).toBe(0);
        });
      }),
    );
  });

  it('is deterministic and does not mutate the weights', () => {
    const ws = Object.freeze([1, 1, 1]);
    expect(allocate(100, ws)).toEqual(allocate(100, ws));
    expect(ws).toEqual([1, 1, 1]);
  });
});
