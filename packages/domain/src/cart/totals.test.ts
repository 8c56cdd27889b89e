import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TaxComponent } from '../tax/index.js';
import type { AppliedCoupon } from './applied-coupon.js';
import type { CartItem } from './line.js';
import { computeTotals } from './totals.js';

const items: CartItem[] = [
  { productId: 1, unitPriceMinor: 2000, quantity: 2, isAutoship: false }, // 4000
  { productId: 2, unitPriceMinor: 1000, quantity: 1, isAutoship: false }, // 1000
];
const coupon = (kind: AppliedCoupon['kind'], target: AppliedCoupon['target'], amount: number, productIds: number[] | null = null): AppliedCoupon => ({ kind, target, amount, productIds });
const hst: TaxComponent[] = [{ name: 'HST', rateBps: 1300, appliesToShipping: true }];

describe('computeTotals', () => {
  it('adds items, shipping and tax without a coupon', () => {
    const totals = computeTotals({ items, shippingMinor: 1000, taxComponents: hst });
    expect(totals).toMatchObject({ itemsMinor: 5000, discountMinor: 0, taxMinor: 650, shippingTaxMinor: 130, totalMinor: 6780, netTotalMinor: 6780 });
  });

  it.each([
    // coupon, product discount, shipping discount, net total (no tax)
    [coupon('percentage', 'product', 1000), 500, 0, 5500], // 10% off the items
    [coupon('percentage', 'shipping', 5000), 0, 500, 5500], // 50% off shipping
    [coupon('value', 'product', 700), 700, 0, 5300], // fixed amount off the items
    [coupon('value', 'shipping', 400), 0, 400, 5600], // fixed amount off shipping
    [coupon('value', 'product', 999_999), 5000, 0, 1000], // never more than the items
    [coupon('value', 'shipping', 5000), 0, 1000, 5000], // never more than shipping
    [coupon('percentage', 'shipping', 10_000), 0, 1000, 5000], // free shipping
    [coupon('percentage', 'product', 1000, [2]), 100, 0, 5900], // only the eligible line is discounted
    [coupon('value', 'product', 5000, [2]), 1000, 0, 5000], // capped at the eligible lines
    [coupon('percentage', 'product', 1000, [42]), 0, 0, 6000], // no eligible line: nothing
  ])('applies %j', (applied, productDiscount, shippingDiscount, net) => {
    const totals = computeTotals({ items, coupon: applied, shippingMinor: 1000 });
    expect(totals.productDiscountMinor).toBe(productDiscount);
    expect(totals.shippingDiscountMinor).toBe(shippingDiscount);
    expect(totals.netTotalMinor).toBe(net);
    expect(totals.totalMinor).toBe(6000);
  });

  it('taxes the discounted items and the discounted shipping', () => {
    const totals = computeTotals({ items, coupon: coupon('percentage', 'product', 2000), shippingMinor: 1000, taxComponents: hst });
    expect(totals.itemsAfterDiscountMinor).toBe(4000);
    expect(totals.taxMinor).toBe(520);
    expect(totals.shippingTaxMinor).toBe(130);
    expect(totals.netTotalMinor).toBe(4000 + 1000 + 520 + 130);
    const shipping = computeTotals({ items, coupon: coupon('value', 'shipping', 600), shippingMinor: 1000, taxComponents: hst });
    expect(shipping.shippingTaxMinor).toBe(52); // 13% of the 400 left
  });

  it('spreads a product discount over the eligible lines by line total', () => {
    const totals = computeTotals({ items, coupon: coupon('value', 'product', 1001), shippingMinor: 0 });
    expect(totals.lines).toEqual([
      { lineTotalMinor: 4000, discountMinor: 801, netMinor: 3199 },
      { lineTotalMinor: 1000, discountMinor: 200, netMinor: 800 },
    ]);
  });

  it('an empty cart costs only its shipping', () => {
    expect(computeTotals({ items: [], shippingMinor: 0 }).netTotalMinor).toBe(0);
    expect(computeTotals({ items: [], coupon: coupon('value', 'product', 500), shippingMinor: 0 }).discountMinor).toBe(0);
  });

  it('refuses negative or fractional shipping', () => {
    expect(() => computeTotals({ items, shippingMinor: -1 })).toThrow(RangeError);
    expect(() => computeTotals({ items, shippingMinor: 1.5 })).toThrow(RangeError);
  });

  const itemArb = fc.record({
    productId: fc.integer({ min: 1, max: 5 }),
    unitPriceMinor: fc.nat(100_000),
    quantity: fc.integer({ min: 1, max: 60 }),
    isAutoship: fc.constant(false),
  });
  const couponArb = fc.option(
    fc.record({
      kind: fc.constantFrom<AppliedCoupon['kind']>('percentage', 'value'),
      target: fc.constantFrom<AppliedCoupon['target']>('product', 'shipping'),
      amount: fc.nat(2_000_000),
      productIds: fc.option(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 })),
    }),
  );
  const taxArb = fc.array(fc.record({ name: fc.constant('T'), rateBps: fc.nat(2000), appliesToShipping: fc.boolean() }), { maxLength: 2 });

  it('parts always add up, a discount never exceeds its base, the total is never negative', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 6 }), couponArb, fc.nat(50_000), taxArb, (cart, applied, shipping, taxComponents) => {
        const t = computeTotals({ items: cart, coupon: applied, shippingMinor: shipping, taxComponents });
        expect(t.lines.reduce((s, l) => s + l.lineTotalMinor, 0)).toBe(t.itemsMinor);
        expect(t.lines.reduce((s, l) => s + l.discountMinor, 0)).toBe(t.productDiscountMinor);
        t.lines.forEach((l) => {
          expect(l.discountMinor).toBeGreaterThanOrEqual(0);
          expect(l.discountMinor).toBeLessThanOrEqual(l.lineTotalMinor);
        });
        expect(t.productDiscountMinor).toBeLessThanOrEqual(t.itemsMinor);
        expect(t.shippingDiscountMinor).toBeLessThanOrEqual(t.shippingMinor);
        expect(t.discountMinor).toBe(t.productDiscountMinor + t.shippingDiscountMinor);
        expect(t.netTotalMinor).toBe(t.itemsAfterDiscountMinor + t.shippingAfterDiscountMinor + t.taxMinor + t.shippingTaxMinor);
        expect(t.netTotalMinor).toBe(t.totalMinor - t.discountMinor);
        expect(t.netTotalMinor).toBeGreaterThanOrEqual(0);
        expect(t.itemsAfterDiscountMinor).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
