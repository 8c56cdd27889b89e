import { describe, expect, it } from 'vitest';
import { quantityInCart, toCartItem } from './cart-line';

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

describe('quantityInCart', () => {
  it('counts the units of one product', () => {
    const items = [toCartItem(line), toCartItem({ ...line, id: 2, quantity: 5 })];
    expect(quantityInCart(items, 1)).toBe(2);
    expect(quantityInCart(items, 3)).toBe(0);
  });
});
