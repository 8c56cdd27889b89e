import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../shared/cart/cart-types';
import { addCartItem, quantityInCart, toCartItem } from './cart-line';

const line = {
  id: 1,
  name: 'Whey',
  description: 'one two three four five six seven eight nine ten eleven twelve',
  image: '/a.svg',
  hoverImage: '/b.svg',
  quantity: 2,
  priceMinor: 6300,
  salePriceMinor: 6495,
  purchaseType: 1 as const,
};

describe('toCartItem', () => {
  it('keeps the spec’s fields and cuts the description to 10 words', () => {
    expect(toCartItem(line)).toEqual({
      id: 1,
      name: 'Whey',
      description: 'one two three four five six seven eight nine ten',
      image: '/a.svg',
      hoverImage: '/b.svg',
      quantity: 2,
      price: 6300,
      sale_price: 6495,
      purchaseType: 1,
    });
  });
});

describe('addCartItem', () => {
  const other: CartItem = { ...toCartItem({ ...line, id: 7, name: 'Greens' }), quantity: 1 };

  it('appends a product that is not in the cart yet', () => {
    const items = addCartItem([other], toCartItem(line));
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      [7, 1],
      [1, 2],
    ]);
  });

  it('adds to the quantity of a product already there and overwrites its price, sale price and purchase type', () => {
    const existing: CartItem = { ...toCartItem(line), quantity: 3, price: 6300, purchaseType: 1 };
    const cart = [other, existing];
    const items = addCartItem(cart, toCartItem({ ...line, quantity: 4, priceMinor: 5495, salePriceMinor: 6400, purchaseType: 2 }));
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ id: 1, quantity: 7, price: 5495, sale_price: 6400, purchaseType: 2 });
    // The cart passed in is not changed.
    expect(cart[1]?.quantity).toBe(3);
    expect(items[0]).toBe(other);
  });
});

describe('quantityInCart', () => {
  it('counts the units of one product', () => {
    const items = [toCartItem(line), toCartItem({ ...line, id: 2, quantity: 5 })];
    expect(quantityInCart(items, 1)).toBe(2);
    expect(quantityInCart(items, 3)).toBe(0);
  });
});
