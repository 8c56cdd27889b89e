import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TaxComponent } from './compute-tax.js';
import { combinedRateBps, computeTax } from './compute-tax.js';

const quebec: TaxComponent[] = [
  { name: 'GST', rateBps: 500, appliesToShipping: true },
  { name: 'QST', rateBps: 997.5, appliesToShipping: true },
];
const ontario: TaxComponent[] = [{ name: 'HST', rateBps: 1300, appliesToShipping: true }];
const taxesShipping: TaxComponent[] = [{ name: 'State sales tax', rateBps: 625, appliesToShipping: true }];
const exemptShipping: TaxComponent[] = [{ name: 'State sales tax', rateBps: 725, appliesToShipping: false }];

describe('computeTax', () => {
  it('charges GST and QST separately in Quebec, each rounded on its own line', () => {
    const result = computeTax({ components: quebec, itemsAfterDiscountMinor: 10_000, shippingMinor: 1_500 });
    expect(result.lines).toEqual([
      { name: 'GST', rateBps: 500, itemsTaxMinor: 500, shippingTaxMinor: 75 },
      { name: 'QST', rateBps: 997.5, itemsTaxMinor: 998, shippingTaxMinor: 150 }, // 997.5 and 149.625 round half-up
    ]);
    expect(result).toMatchObject({ taxMinor: 1_498, shippingTaxMinor: 225 });
  });

  it('charges 13% HST on items and shipping in Ontario', () => {
    const result = computeTax({ components: ontario, itemsAfterDiscountMinor: 4_999, shippingMinor: 1_299 });
    // 649.87 -> 650 and 168.87 -> 169
    expect(result).toEqual({
      lines: [{ name: 'HST', rateBps: 1300, itemsTaxMinor: 650, shippingTaxMinor: 169 }],
      taxMinor: 650,
      shippingTaxMinor: 169,
    });
  });

  it.each([
    ['taxes shipping', taxesShipping, 625, 63], // 6.25% of 1000 = 62.5 -> 63
    ['exempts shipping', exemptShipping, 725, 0],
  ])('a US state that %s', (_label, components, itemsTax, shippingTax) => {
    const result = computeTax({ components, itemsAfterDiscountMinor: 10_000, shippingMinor: 1_000 });
    expect(result.taxMinor).toBe(itemsTax);
    expect(result.shippingTaxMinor).toBe(shippingTax);
  });

  it('charges nothing in a state without sales tax', () => {
    expect(computeTax({ components: [], itemsAfterDiscountMinor: 10_000, shippingMinor: 1_000 })).toEqual({ lines: [], taxMinor: 0, shippingTaxMinor: 0 });
  });

  it('refuses a negative rate and fractional minor units', () => {
    expect(() => computeTax({ components: [{ name: 'X', rateBps: -1, appliesToShipping: false }], itemsAfterDiscountMinor: 1, shippingMinor: 0 })).toThrow(RangeError);
    expect(() => computeTax({ components: ontario, itemsAfterDiscountMinor: 1.5, shippingMinor: 0 })).toThrow(RangeError);
  });

  it('combines rates for display', () => {
    expect(combinedRateBps(quebec)).toBe(1497.5);
    expect(combinedRateBps(ontario)).toBe(1300);
    expect(combinedRateBps([])).toBe(0);
  });

  it('totals are the sums of the lines, and each line is within half a cent of its exact tax', () => {
    const component = fc.record({ name: fc.string(), rateBps: fc.integer({ min: 0, max: 30_000 }).map((r) => r / 2), appliesToShipping: fc.boolean() });
    fc.assert(
      fc.property(fc.array(component, { maxLength: 4 }), fc.nat(1e9), fc.nat(1e7), (components, items, shipping) => {
        const result = computeTax({ components, itemsAfterDiscountMinor: items, shippingMinor: shipping });
        expect(result.taxMinor).toBe(result.lines.reduce((s, l) => s + l.itemsTaxMinor, 0));
        expect(result.shippingTaxMinor).toBe(result.lines.reduce((s, l) => s + l.shippingTaxMinor, 0));
        result.lines.forEach((line, i) => {
          expect(Math.abs(line.itemsTaxMinor - (items * line.rateBps) / 10_000)).toBeLessThanOrEqual(0.5 + 1e-6);
          if (!components[i]?.appliesToShipping) expect(line.shippingTaxMinor).toBe(0);
        });
      }),
    );
  });
});
