import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ShopperType } from './member-types.js';
import type { ProductPrices, ProductTiers } from './pricing.js';
import { computeUnitPrice } from './pricing.js';
import type { Tier } from './tier-range.js';
import { validateTiers } from './validate-tiers.js';

const prices: ProductPrices = {
  customer: { sale: 4999, suggestedRetail: 5999, autoship: 4499 },
  ambassador: { sale: 3999, suggestedRetail: 5999, autoship: 3599 },
  scholar: { sale: 3799, suggestedRetail: 5999, autoship: 3499 },
};
const tiers: ProductTiers = {
  member: [
    { range: '2-5', discountBps: 1000 },
    { range: '6-11', discountBps: 1500 },
    { range: '12+', discountBps: 2000 },
  ],
  customer: [
    { range: '3-5', discountBps: 500 },
    { range: '6+', discountBps: 1000 },
    { range: '', discountBps: 0 },
  ],
};

const price = (shopperType: ShopperType, purchaseType: 1 | 2, quantityInCart: number, quantityChosen: number) =>
  computeUnitPrice({ prices, tiers, shopperType, purchaseType, quantityInCart, quantityChosen });

describe('computeUnitPrice (storefront §5, §6)', () => {
  it.each([
    // shopper, purchase type, in cart, chosen, unit price, tier index, rule
    ['customer', 1, 0, 1, 4999, null, 'one unit: the sale price'],
    ['customer', 1, 0, 3, 4749, 0, 'customer tier 3-5 at 5%: 4999 - 249.95 -> 4749'],
    ['customer', 1, 0, 5, 4749, 0, 'upper end of a-b is inclusive'],
    ['customer', 1, 0, 6, 4499, 1, "'6+' means six or more: 10% off"],
    ['customer', 1, 0, 60, 4499, 1, 'open range holds the largest quantity'],
    ['guest', 1, 0, 1, 4999, null, 'a guest pays the customer sale price'],
    ['guest', 1, 0, 3, 4749, 0, 'a guest uses the customer tiers'],
    ['ambassador', 1, 0, 1, 3999, null, 'an ambassador pays the ambassador sale price'],
    ['ambassador', 1, 0, 2, 3599, 0, 'ambassadors use the member tiers: 2-5 at 10%'],
    ['ambassador', 1, 0, 11, 3399, 1, '6-11 at 15%: 3999 - 599.85 -> 3399'],
    ['scholar', 1, 0, 12, 3039, 2, 'scholars use the member tiers: 12+ at 20%'],
    ['scholar', 1, 0, 1, 3799, null, 'a scholar pays the scholar sale price'],
    ['customer', 1, 2, 1, 4749, 0, 'tier matched on quantity in cart plus chosen (2 + 1 = 3)'],
    ['ambassador', 1, 5, 1, 3399, 1, 'in cart 5 plus chosen 1 reaches 6-11'],
    ['customer', 2, 0, 1, 4499, null, 'autoship: the customer autoship price'],
    ['customer', 2, 0, 10, 4499, null, 'autoship never takes a tier discount'],
    ['guest', 2, 3, 3, 4499, null, 'a guest autoship is the customer autoship price'],
    ['ambassador', 2, 0, 12, 3599, null, 'ambassador autoship price, never tiered'],
    ['scholar', 2, 0, 6, 3499, null, 'scholar autoship price, never tiered'],
  ] as const)('%s, type %i, %i in cart + %i: %i (tier %s), %s', (shopper, type, inCart, chosen, unit, tierIndex, _rule) => {
    const result = price(shopper, type, inCart, chosen);
    expect(result.unitPriceMinor).toBe(unit);
    expect(result.tier?.index ?? null).toBe(tierIndex);
    expect(result.totalQuantity).toBe(inCart + chosen);
    expect(result.discountMinor).toBe(result.listPriceMinor - result.unitPriceMinor);
  });

  it('reports the list price of the purchase type and the suggested retail price', () => {
    expect(price('scholar', 1, 0, 12)).toMatchObject({ listPriceMinor: 3799, suggestedRetailMinor: 5999 });
    expect(price('scholar', 2, 0, 12)).toMatchObject({ listPriceMinor: 3499, discountMinor: 0 });
  });

  it('never matches malformed tier text', () => {
    const broken: ProductTiers = { member: [], customer: [{ range: '3 to 5', discountBps: 5000 }] };
    const result = computeUnitPrice({ prices, tiers: broken, shopperType: 'customer', purchaseType: 1, quantityInCart: 0, quantityChosen: 4 });
    expect(result).toMatchObject({ unitPriceMinor: 4999, tier: null });
  });

  it('refuses negative or fractional quantities', () => {
    expect(() => price('customer', 1, -1, 1)).toThrow(RangeError);
    expect(() => price('customer', 1, 0, 1.5)).toThrow(RangeError);
  });

  const tierArb: fc.Arbitrary<Tier> = fc.oneof(
    fc.record({
      range: fc
        .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }))
        .map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
      discountBps: fc.integer({ min: 0, max: 10_000 }),
    }),
    fc.record({ range: fc.integer({ min: 0, max: 30 }).map((n) => `${n}+`), discountBps: fc.integer({ min: 0, max: 10_000 }) }),
    fc.record({ range: fc.string({ maxLength: 5 }), discountBps: fc.integer({ min: -100, max: 20_000 }) }),
  );
  const pricesArb = fc.record({ sale: fc.nat(1_000_000), suggestedRetail: fc.nat(1_000_000), autoship: fc.nat(1_000_000) });
  const shopperArb = fc.constantFrom<ShopperType>('customer', 'ambassador', 'scholar', 'guest');

  it('never gives a negative price, whatever the tiers', () => {
    fc.assert(
      fc.property(pricesArb, fc.array(tierArb, { maxLength: 4 }), shopperArb, fc.constantFrom<1 | 2>(1, 2), fc.nat(60), fc.nat(60), (set, list, shopper, type, inCart, chosen) => {
        const result = computeUnitPrice({
          prices: { customer: set, ambassador: set, scholar: set },
          tiers: { member: list, customer: list },
          shopperType: shopper,
          purchaseType: type,
          quantityInCart: inCart,
          quantityChosen: chosen,
        });
        expect(result.unitPriceMinor).toBeGreaterThanOrEqual(0);
        expect(result.unitPriceMinor).toBeLessThanOrEqual(result.listPriceMinor);
      }),
    );
  });

  it('more units never raise the unit price when the tiers pass validateTiers', () => {
    fc.assert(
      fc.property(pricesArb, fc.array(tierArb, { maxLength: 3 }), shopperArb, fc.integer({ min: 0, max: 40 }), (set, list, shopper, quantity) => {
        fc.pre(validateTiers(list).ok);
        const at = (q: number) =>
          computeUnitPrice({
            prices: { customer: set, ambassador: set, scholar: set },
            tiers: { member: list, customer: list },
            shopperType: shopper,
            purchaseType: 1,
            quantityInCart: 0,
            quantityChosen: q,
          }).unitPriceMinor;
        expect(at(quantity + 1)).toBeLessThanOrEqual(at(quantity));
      }),
      { numRuns: 500 },
    );
  });

  it('more units never raise the unit price for contiguous tiers with growing discounts', () => {
    const ladder = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 2500 })), { minLength: 1, maxLength: 3 })
      .chain((steps) =>
        fc.integer({ min: 1, max: 5 }).map((start) => {
          let min = start;
          let discount = 0;
          return steps.map(([width, step], i) => {
            discount += step;
            const range = i === steps.length - 1 ? `${min}+` : `${min}-${min + width - 1}`;
            min += width;
            return { range, discountBps: Math.min(discount, 10_000) };
          });
        }),
      );
    fc.assert(
      fc.property(fc.nat(1_000_000), ladder, fc.integer({ min: 0, max: 40 }), (sale, list, quantity) => {
        expect(validateTiers(list)).toEqual({ ok: true });
        const set = { sale, suggestedRetail: sale, autoship: sale };
        const at = (q: number) =>
          computeUnitPrice({ prices: { customer: set, ambassador: set, scholar: set }, tiers: { member: list, customer: list }, shopperType: 'ambassador', purchaseType: 1, quantityInCart: 0, quantityChosen: q }).unitPriceMinor;
        expect(at(quantity + 1)).toBeLessThanOrEqual(at(quantity));
      }),
    );
  });
});
