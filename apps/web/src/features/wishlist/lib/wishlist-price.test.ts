import { describe, expect, it } from 'vitest';
import type { Product } from '@upline/contract/catalogue';
import { isSaved, wishlistPrice } from './wishlist-price';

const product = {
  id: 1,
  currency: 'USD',
  sale_price: 64.95,
  suggested_retail_price: 79.95,
  amb_sale_price: 54.95,
  amb_suggested_retail_price: 54.95,
  sc_sale_price: 52.95,
  sc_suggested_retail_price: 79.95,
  autoship_price_customer: 54.95,
  autoship_price_amb: 49.95,
  autoship_price_sc: 47.95,
  qty_range_1: null,
  qty_range_1_per: null,
  qty_range_2: null,
  qty_range_2_per: null,
  qty_range_3: null,
  qty_range_3_per: null,
  cust_qty_range_1: null,
  cust_qty_range_1_per: null,
  cust_qty_range_2: null,
  cust_qty_range_2_per: null,
  cust_qty_range_3: null,
  cust_qty_range_3_per: null,
} as Product;

describe('wishlistPrice', () => {
  it('shows the shopper type’s sale price with the higher retail price struck', () => {
    expect(wishlistPrice(product, 'guest')).toEqual({ priceMinor: 6495, compareAtMinor: 7995 });
  });

  it('strikes nothing when the retail price is not higher', () => {
    expect(wishlistPrice(product, 'ambassador')).toEqual({ priceMinor: 5495, compareAtMinor: null });
  });
});

describe('isSaved', () => {
  it('tells whether the product is in the list', () => {
    expect(isSaved([{ id: 3 }, { id: 1 }], 1)).toBe(true);
    expect(isSaved([{ id: 3 }], 1)).toBe(false);
    expect(isSaved(undefined, 1)).toBe(false);
  });
});
