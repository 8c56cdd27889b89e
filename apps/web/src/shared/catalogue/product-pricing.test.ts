import { describe, expect, it } from 'vitest';
import { percentToBps, productPrices, productTiers } from './product-pricing';
import { testProduct } from './test-product';

describe('productPrices', () => {
  it('reads every member type’s 2-decimal prices as minor units', () => {
    const prices = productPrices(testProduct({ sale_price: 0.1, amb_sale_price: 19.99, autoship_price_sc: 1000 }));
    expect(prices.customer).toEqual({ sale: 10, suggestedRetail: 7995, autoship: 5495 });
    expect(prices.ambassador.sale).toBe(1999);
    expect(prices.scholar.autoship).toBe(100_000);
  });
});

describe('productTiers', () => {
  it('turns the flat range fields into tier lists in basis points', () => {
    const tiers = productTiers(testProduct({ cust_qty_range_2_per: 2.5 }));
    expect(tiers.member).toEqual([
      { range: '2-5', discountBps: 500 },
      { range: '6-11', discountBps: 1000 },
      { range: '12+', discountBps: 1500 },
    ]);
    expect(tiers.customer[1]).toEqual({ range: '6-11', discountBps: 250 });
  });

  it('leaves out a tier whose range or percent is missing', () => {
    const tiers = productTiers(testProduct({ qty_range_2: null, cust_qty_range_3_per: null }));
    expect(tiers.member.map((tier) => tier.range)).toEqual(['2-5', '12+']);
    expect(tiers.customer.map((tier) => tier.range)).toEqual(['2-5', '6-11']);
  });
});

describe('percentToBps', () => {
  it('is exact for the wire’s percents', () => {
    expect(percentToBps(2.5)).toBe(250);
    expect(percentToBps(7)).toBe(700);
    expect(percentToBps(0.07)).toBe(7);
  });
});
