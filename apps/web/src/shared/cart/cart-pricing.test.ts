import { describe, expect, it } from 'vitest';
import { repriceCart, isSameLines } from './cart-pricing';
import { cartProductOf, findCartProduct, upsertCartProduct } from './cart-product';
import { buyTwoGetOneLine } from './cart-rules';
import { line, wheyProduct } from './test-cart-fixtures';

const products = [cartProductOf(wheyProduct)];

describe('cartProductOf', () => {
  it('keeps every member type’s prices and tiers in minor units and basis points', () => {
    const product = cartProductOf(wheyProduct);
    expect(product.prices.customer).toEqual({ sale: 6495, suggestedRetail: 7995, autoship: 5495 });
    expect(product.prices.ambassador.sale).toBe(5495);
    expect(product.tiers.customer).toEqual([
      { range: '2-5', discountBps: 300 },
      { range: '6+', discountBps: 700 },
    ]);
    expect(product.tiers.member).toEqual([{ range: '2-5', discountBps: 500 }]);
  });
});

describe('findCartProduct and upsertCartProduct', () => {
  it('finds the entry of the cart’s currency and ignores stale shapes', () => {
    const stored: unknown[] = [{ id: 1, name: 'old shape' }, ...products];
    expect(findCartProduct(stored, 1, 'USD')?.prices.customer.sale).toBe(6495);
    expect(findCartProduct(stored, 1, 'CAD')).toBeNull();
    expect(findCartProduct([{ id: 1, name: 'old shape' }], 1, 'USD')).toBeNull();
  });

  it('keeps one entry per product and currency', () => {
    const cheaper = cartProductOf({ ...wheyProduct, sale_price: 60 });
    const next = upsertCartProduct(products, cheaper);
    expect(next).toHaveLength(1);
    expect(findCartProduct(next, 1, 'USD')?.prices.customer.sale).toBe(6000);
  });
});

describe('repriceCart', () => {
  it('follows the quantity tier when the quantity changes', () => {
    expect(repriceCart([line({ id: 1, quantity: 1, price: 0 })], products, 'guest', 'USD')[0]?.price).toBe(6495);
    // 2-5 units: 3% off 64.95, rounded half-up to 63.00.
    expect(repriceCart([line({ id: 1, quantity: 2, price: 6495 })], products, 'guest', 'USD')[0]?.price).toBe(6300);
    // 6+ units: 7% off.
    expect(repriceCart([line({ id: 1, quantity: 6, price: 6495 })], products, 'guest', 'USD')[0]?.price).toBe(6040);
  });

  it('follows the member type: ambassador prices and member tiers', () => {
    const [priced] = repriceCart([line({ id: 1, quantity: 2, price: 6300, sale_price: 6495 })], products, 'ambassador', 'USD');
    expect(priced).toMatchObject({ price: 5220, sale_price: 5495 });
  });

  it('prices autoship lines at the autoship price, never tiered', () => {
    const [priced] = repriceCart([line({ id: 1, quantity: 6, purchaseType: 2 })], products, 'customer', 'USD');
    expect(priced?.price).toBe(5495);
  });

  it('leaves lines without a stored product, in another currency, or in the offer as they are', () => {
    const unknown = line({ id: 9, price: 1234 });
    const offer = buyTwoGetOneLine({ id: 1, name: 'Whey', description: '', image: null, hoverImage: null, salePriceMinor: 6495 });
    const before = [unknown, offer];
    const after = repriceCart(before, products, 'scholar', 'USD');
    expect(isSameLines(before, after)).toBe(true);
    const cad = [line({ id: 1, quantity: 2, price: 6495 })];
    expect(repriceCart(cad, products, 'guest', 'CAD')[0]?.price).toBe(6495);
  });
});
