import { describe, expect, it } from 'vitest';
import { listPrice } from './list-price';
import { testProduct } from '../../../shared/catalogue/test-product';

describe('listPrice', () => {
  it('shows guests the customer sale price with the retail price struck through', () => {
    expect(listPrice(testProduct(), 'guest')).toEqual({ priceMinor: 6495, compareAtMinor: 7995 });
  });

  it('shows ambassadors and scholars their own prices', () => {
    expect(listPrice(testProduct(), 'ambassador').priceMinor).toBe(5495);
    expect(listPrice(testProduct(), 'scholar').priceMinor).toBe(4995);
  });

  it('strikes nothing when the sale price equals the retail price', () => {
    expect(listPrice(testProduct({ sale_price: 39.95, suggested_retail_price: 39.95 }), 'customer').compareAtMinor).toBeNull();
  });
});
