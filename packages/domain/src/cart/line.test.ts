import { describe, expect, it } from 'vitest';
import { cartMessages, checkQuantity, hasAutoship, itemsTotal, lineTotal, mergeCartLine, quantityInCart, totalQuantity } from './line.js';

describe('cart lines', () => {
  it('totals a line as unit price × quantity unless an offer set its exact total', () => {
    expect(lineTotal({ unitPriceMinor: 1999, quantity: 3, isAutoship: false })).toBe(5997);
    expect(lineTotal({ unitPriceMinor: 1333, quantity: 3, isAutoship: false, lineTotalMinor: 3998 })).toBe(3998);
  });

  it('refuses negative prices and fractional quantities', () => {
    expect(() => lineTotal({ unitPriceMinor: -1, quantity: 1, isAutoship: false })).toThrow(RangeError);
    expect(() => lineTotal({ unitPriceMinor: 100, quantity: 1.5, isAutoship: false })).toThrow(RangeError);
    expect(() => lineTotal({ unitPriceMinor: 100, quantity: 1, isAutoship: false, lineTotalMinor: -5 })).toThrow(RangeError);
  });

  it('sums items, units and units per product, and spots autoship', () => {
    const items = [
      { productId: 1, unitPriceMinor: 1000, quantity: 2, isAutoship: false },
      { productId: 6, unitPriceMinor: 250, quantity: 1, isAutoship: true },
    ];
    expect(itemsTotal(items)).toBe(2250);
    expect(totalQuantity(items)).toBe(3);
    expect(quantityInCart(items, 1)).toBe(2);
    expect(quantityInCart(items, 99)).toBe(0);
    expect(hasAutoship(items)).toBe(true);
    expect(hasAutoship(items.slice(0, 1))).toBe(false);
  });

  it.each([
    [0, { ok: false, reason: 'quantity-zero' }],
    [-3, { ok: false, reason: 'quantity-zero' }],
    [1, { ok: true, quantity: 1 }],
    [60, { ok: true, quantity: 60 }],
    [61, { ok: false, reason: 'quantity-too-high' }],
  ])('quantity %i gives %j', (quantity, expected) => {
    expect(checkQuantity(quantity)).toEqual(expected);
  });

  it("uses the spec's text for a quantity below one", () => {
    expect(cartMessages['quantity-zero']).toBe('Quantity can not be zero.');
  });

  it('merging a product already present sums quantities and overwrites price and purchase type', () => {
    const lines = Object.freeze([
      { productId: 1, quantity: 2, price: 1000, purchaseType: 1 },
      { productId: 2, quantity: 1, price: 500, purchaseType: 1 },
    ]);
    const merged = mergeCartLine(lines, { productId: 1, quantity: 3, price: 900, purchaseType: 2 });
    expect(merged).toEqual([
      { productId: 1, quantity: 5, price: 900, purchaseType: 2 },
      { productId: 2, quantity: 1, price: 500, purchaseType: 1 },
    ]);
    expect(lines[0]).toEqual({ productId: 1, quantity: 2, price: 1000, purchaseType: 1 });
    expect(mergeCartLine(lines, { productId: 3, quantity: 1, price: 1, purchaseType: 1 })).toHaveLength(3);
  });
});
