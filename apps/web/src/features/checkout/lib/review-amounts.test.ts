import { describe, expect, it } from 'vitest';
import { noCoupon } from '../../../shared/cart/cart-state';
import type { CartItem } from '../../../shared/cart/cart-types';
import { formatRate, reviewAmountsOf } from './review-amounts';
import { testQuote } from './test-quote';

const whey: CartItem = { id: 1, name: 'Whey', description: '', image: null, hoverImage: null, quantity: 2, price: 6495, sale_price: 6495, purchaseType: 1 };

describe('order review amounts', () => {
  it("shows the server's quote with each tax line", () => {
    const amounts = reviewAmountsOf({ cartItems: [whey], couponCodeData: noCoupon }, 'USD', testQuote());
    expect(amounts).toMatchObject({
      source: 'server',
      currency: 'CAD',
      subtotalMinor: 12990,
      discountMinor: 1299,
      shippingMinor: 1295,
      shippingTaxMinor: 194,
      taxMinor: 1751,
      totalMinor: 14931,
    });
    expect(amounts.taxLines).toEqual([
      { name: 'GST', rate: 5, taxMinor: 585, shippingTaxMinor: 65 },
      { name: 'QST', rate: 9.975, taxMinor: 1166, shippingTaxMinor: 129 },
    ]);
  });

  it('has no shipping amount while no method is chosen', () => {
    const quote = testQuote();
    const amounts = reviewAmountsOf({ cartItems: [whey], couponCodeData: noCoupon }, 'CAD', { ...quote, shipping: { ...quote.shipping, selected: null, amount: 0 } });
    expect(amounts.shippingMinor).toBeNull();
  });

  it('counts the tax as quoted as soon as the total includes it, before shipping is chosen', () => {
    const quote = testQuote();
    const beforeShipping = reviewAmountsOf({ cartItems: [whey], couponCodeData: noCoupon }, 'CAD', { ...quote, shipping: { ...quote.shipping, selected: null, amount: 0 } });
    expect(beforeShipping).toMatchObject({ isTaxQuoted: true, taxMinor: 1751 });
    const noAddress = reviewAmountsOf({ cartItems: [whey], couponCodeData: noCoupon }, 'CAD', { ...quote, tax: 0, taxLines: [], shippingTax: 0 });
    expect(noAddress.isTaxQuoted).toBe(false);
    expect(reviewAmountsOf({ cartItems: [whey], couponCodeData: noCoupon }, 'USD', undefined).isTaxQuoted).toBe(false);
  });

  it("computes the subtotal in the browser before the quote answers", () => {
    const amounts = reviewAmountsOf({ cartItems: [whey], couponCodeData: noCoupon }, 'USD', undefined);
    expect(amounts).toMatchObject({ source: 'local', currency: 'USD', subtotalMinor: 12990, totalMinor: 12990, shippingMinor: null, taxLines: [] });
  });

  it('writes rates without trailing zeros', () => {
    expect(formatRate(9.975, 'en-CA')).toBe('9.975');
    expect(formatRate(5, 'en-CA')).toBe('5');
    expect(formatRate(14.975, 'fr-CA')).toBe('14,975');
  });
});
