import { describe, expect, it } from 'vitest';
import type { CartQuote } from '@upline/contract/cart';
import { noCoupon } from '../../../shared/cart/cart-state';
import type { CartItem } from '../../../shared/cart/cart-types';
import { cartSummary } from './cart-summary';
import { quoteRequestOf } from '../../../shared/cart/quote-request';

const item = (fields: Partial<CartItem> & Pick<CartItem, 'id'>): CartItem => ({
  name: 'Whey',
  description: '',
  hoverImage: null,
  image: null,
  quantity: 2,
  price: 4999,
  sale_price: 4999,
  purchaseType: 1,
  ...fields,
});

const tenOff = { codeApplied: true, id: 1, discount_value: 1000, discount_type: 'percentage' as const, discountCode: '10OFF', type: 'product' as const };

function quote(fields: Partial<CartQuote> = {}): CartQuote {
  return {
    currency: 'USD',
    memberType: 'customer',
    items: [
      { productId: 1, name: 'Whey', thumbnailUrl: null, quantity: 2, purchaseType: 1, unitPrice: 63, listPrice: 64.95, suggestedRetailPrice: 79.95, lineTotal: 126, couponDiscount: 12.6, tier: { range: '2-5', percent: 3 }, isBogo: false },
    ],
    itemsTotal: 126,
    productDiscount: 12.6,
    shippingDiscount: 0,
    discount: 12.6,
    coupon: { applied: true, id: 1, code: '10OFF', discount_type: 'percentage', type: 'product', discount_value: 10, discount: 12.6 },
    shipping: { options: [], selected: null, amount: 0, isFree: false },
    taxLines: [],
    tax: 0,
    shippingTax: 0,
    total: 113.4,
    ...fields,
  };
}

describe('cartSummary', () => {
  const cart = { cartItems: [item({ id: 1 })], couponCodeData: tenOff };

  it('shows the browser’s computation until the quote answers', () => {
    const summary = cartSummary(cart, 'USD', undefined);
    expect(summary).toMatchObject({ source: 'local', itemsMinor: 9998, discountMinor: 1000, totalMinor: 8998 });
    expect(summary.lines.get(1)).toEqual({ unitPriceMinor: 4999, lineTotalMinor: 9998 });
  });

  it('takes the server’s amounts where they disagree', () => {
    const summary = cartSummary(cart, 'USD', quote());
    expect(summary).toMatchObject({ source: 'server', itemsMinor: 12600, discountMinor: 1260, totalMinor: 11340, couponRefusal: null });
    expect(summary.lines.get(1)).toEqual({ unitPriceMinor: 6300, lineTotalMinor: 12600, name: 'Whey', thumbnailUrl: null });
  });

  it('reports the server’s refusal of the stored coupon', () => {
    const refused = quote({ coupon: { applied: false, code: '10OFF', reason: 'first-order-only', message: 'This coupon code is only valid on your first order' }, discount: 0, total: 126 });
    expect(cartSummary(cart, 'USD', refused)).toMatchObject({ discountMinor: 0, totalMinor: 12600, couponRefusal: { code: 'first-order-only' } });
  });
});

describe('quoteRequestOf', () => {
  it('sends lines, the applied code, currency and language, never a price', () => {
    expect(quoteRequestOf({ cartItems: [item({ id: 1, purchaseType: 2 })], couponCodeData: tenOff }, 'CAD', 'fr')).toEqual({
      lines: [{ productId: 1, quantity: 2, purchaseType: 2 }],
      currency: 'CAD',
      lang: 'fr',
      couponCode: '10OFF',
    });
  });

  it('names the buy-2-get-1-free offer when the cart is in it, and nothing for an empty cart', () => {
    const request = quoteRequestOf({ cartItems: [item({ id: 6, quantity: 3, isBogoOffer: true, originalPrice: 3995 })], couponCodeData: noCoupon }, 'USD', 'en');
    expect(request).toMatchObject({ offer: { kind: 'buyTwoGetOneFree', productId: 6 } });
    expect(request).not.toHaveProperty('couponCode');
    expect(quoteRequestOf({ cartItems: [], couponCodeData: noCoupon }, 'USD', 'en')).toBeNull();
  });
});
