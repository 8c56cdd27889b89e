import { describe, expect, it } from 'vitest';
import { emptyCart, type CartState } from './cart-state';
import {
  buyTwoGetOneLine,
  cartDescription,
  cartLineTotal,
  decreaseItemQuantity,
  hasAutoshipItem,
  increaseItemQuantity,
  mergeCartItem,
  removeCartItem,
  setItemQuantity,
  totalQuantity,
} from './cart-rules';
import { line } from './test-cart-fixtures';

describe('cartDescription', () => {
  it('keeps the first 10 words, single-spaced', () => {
    expect(cartDescription('  one two  three four five six seven eight nine ten eleven twelve ')).toBe(
      'one two three four five six seven eight nine ten',
    );
  });

  it('leaves a short description whole', () => {
    expect(cartDescription('Clean whey protein')).toBe('Clean whey protein');
  });
});

describe('mergeCartItem (cart add)', () => {
  it('appends a new product with its description cut to 10 words', () => {
    const items = mergeCartItem([line({ id: 7 })], line({ id: 1, description: 'a b c d e f g h i j k l', quantity: 2 }));
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      [7, 1],
      [1, 2],
    ]);
    expect(items[1]?.description).toBe('a b c d e f g h i j');
  });

  it('adds to the quantity of a product already there and overwrites its price, sale price and purchase type', () => {
    const cart = [line({ id: 7 }), line({ id: 1, quantity: 3, price: 6300, sale_price: 6495, purchaseType: 1 })];
    const items = mergeCartItem(cart, line({ id: 1, quantity: 4, price: 5495, sale_price: 6400, purchaseType: 2 }));
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ id: 1, quantity: 7, price: 5495, sale_price: 6400, purchaseType: 2 });
    expect(cart[1]?.quantity).toBe(3);
    expect(items[0]).toBe(cart[0]);
  });

  it('never goes above 60 units on a line', () => {
    const items = mergeCartItem([line({ id: 1, quantity: 58 })], line({ id: 1, quantity: 5 }));
    expect(items[0]?.quantity).toBe(60);
  });

  it('leaves a buy-2-get-1-free line at its 3 units', () => {
    const offer = buyTwoGetOneLine({ id: 1, name: 'Whey', description: '', image: null, hoverImage: null, salePriceMinor: 6495 });
    const items = mergeCartItem([offer], line({ id: 1, quantity: 2, price: 6495 }));
    expect(items).toEqual([offer]);
  });
});

describe('removeCartItem (cart remove)', () => {
  const cart: CartState = {
    cartItems: [line({ id: 1 }), line({ id: 2 })],
    couponCodeData: { codeApplied: true, id: 3, discount_value: 1000, discount_type: 'percentage', discountCode: '10OFF', type: 'product' },
    shippingRate: 995,
    tax: { isTax: true, state_id: 5, tax_value: 1300 },
    allProducts: [{ id: 1 }],
  };

  it('removes one line and keeps the rest of the cart', () => {
    const next = removeCartItem(cart, 1);
    expect(next.cartItems.map((item) => item.id)).toEqual([2]);
    expect(next.couponCodeData.codeApplied).toBe(true);
    expect(next.shippingRate).toBe(995);
  });

  it('resets items, coupon, shipping, tax and products when the last line goes', () => {
    expect(removeCartItem(removeCartItem(cart, 1), 2)).toEqual(emptyCart);
  });
});

describe('quantity changes', () => {
  const items = [line({ id: 1, quantity: 1 }), line({ id: 2, quantity: 60 })];

  it('refuses a decrease at quantity 1 with the quantity-zero reason', () => {
    expect(decreaseItemQuantity(items, 1)).toEqual({ ok: false, reason: 'quantity-zero' });
  });

  it('refuses more than 60 units', () => {
    expect(increaseItemQuantity(items, 2)).toEqual({ ok: false, reason: 'quantity-too-high' });
  });

  it('sets a quantity within 1 to 60 on that line only', () => {
    const change = setItemQuantity(items, 2, 12);
    expect(change.ok && change.items.map((item) => item.quantity)).toEqual([1, 12]);
    const up = increaseItemQuantity(items, 1);
    expect(up.ok && up.items[0]?.quantity).toBe(2);
  });

  it('refuses a zero or fractional quantity typed in', () => {
    expect(setItemQuantity(items, 2, 0)).toEqual({ ok: false, reason: 'quantity-zero' });
    expect(setItemQuantity(items, 2, 1.5)).toEqual({ ok: false, reason: 'quantity-zero' });
  });

  it('keeps the offer line at 3 units', () => {
    const offer = buyTwoGetOneLine({ id: 1, name: 'Whey', description: '', image: null, hoverImage: null, salePriceMinor: 6495 });
    expect(increaseItemQuantity([offer], 1)).toEqual({ ok: false, reason: 'fixed-by-offer' });
  });
});

describe('totalQuantity and hasAutoshipItem', () => {
  it('adds up the units of every line', () => {
    expect(totalQuantity([line({ id: 1, quantity: 2 }), line({ id: 2, quantity: 3 })])).toBe(5);
    expect(totalQuantity([])).toBe(0);
  });

  it('spots an autoship line', () => {
    expect(hasAutoshipItem([line({ id: 1 }), line({ id: 2, purchaseType: 2 })])).toBe(true);
    expect(hasAutoshipItem([line({ id: 1 })])).toBe(false);
  });
});

describe('buyTwoGetOneLine', () => {
  it('is 3 one-time units at two thirds of the sale price, totalling exactly 2 × sale', () => {
    const offer = buyTwoGetOneLine({ id: 1, name: 'Whey', description: 'x', image: null, hoverImage: null, salePriceMinor: 6495 });
    expect(offer).toMatchObject({ quantity: 3, price: 4330, sale_price: 6495, originalPrice: 6495, isBogoOffer: true, purchaseType: 1 });
    expect(cartLineTotal(offer)).toBe(12990);
  });

  it('carries the exact total when two thirds do not split evenly', () => {
    const offer = buyTwoGetOneLine({ id: 6, name: 'Greens', description: '', image: null, hoverImage: null, salePriceMinor: 1000 });
    expect(offer.price).toBe(667);
    expect(cartLineTotal(offer)).toBe(2000);
  });
});
