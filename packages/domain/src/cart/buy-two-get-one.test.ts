import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buyTwoGetOneFree } from './buy-two-get-one.js';
import { lineTotal } from './line.js';

describe('buyTwoGetOneFree', () => {
  it.each([
    [1999, [1333, 1333, 1332], 1333],
    [3000, [2000, 2000, 2000], 2000],
    [50, [34, 33, 33], 33],
    [0, [0, 0, 0], 0],
  ])('sale %i: units %j, shown at %i', (sale, units, shown) => {
    const offer = buyTwoGetOneFree(sale);
    expect(offer).toEqual({ quantity: 3, unitPricesMinor: units, lineTotalMinor: sale * 2, unitPriceMinor: shown, originalPriceMinor: sale });
  });

  it('three units always cost exactly two sale prices, unit prices within one cent of each other', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (sale) => {
        const offer = buyTwoGetOneFree(sale);
        expect(offer.unitPricesMinor.reduce((a, b) => a + b, 0)).toBe(2 * sale);
        expect(Math.max(...offer.unitPricesMinor) - Math.min(...offer.unitPricesMinor)).toBeLessThanOrEqual(1);
        const line = { unitPriceMinor: offer.unitPriceMinor, quantity: offer.quantity, isAutoship: false, lineTotalMinor: offer.lineTotalMinor };
        expect(lineTotal(line)).toBe(2 * sale);
      }),
    );
  });

  it('refuses a negative sale price', () => {
    expect(() => buyTwoGetOneFree(-1)).toThrow(RangeError);
  });
});
