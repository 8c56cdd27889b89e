import { describe, expect, it } from 'vitest';
import { AUTOSHIP, ONE_TIME } from '@upline/domain/catalogue';
import { priceView } from './price-view';
import { testProduct } from '../../../shared/catalogue/test-product';

const base = { product: testProduct(), shopperType: 'guest' as const, purchaseType: ONE_TIME, quantityInCart: 0, quantityChosen: 1 };

describe('priceView', () => {
  it('prices one unit for a guest at the customer sale price, retail struck through', () => {
    const view = priceView(base);
    expect(view.unitPriceMinor).toBe(6495);
    expect(view.compareAtMinor).toBe(7995);
    expect(view.tier).toBeNull();
  });

  it('switches to the shopper type’s autoship price, with the one-time price struck through', () => {
    const view = priceView({ ...base, shopperType: 'ambassador', purchaseType: AUTOSHIP, quantityChosen: 6 });
    expect(view.unitPriceMinor).toBe(4595);
    expect(view.compareAtMinor).toBe(5495);
    // Tiers never apply to autoship.
    expect(view.tier).toBeNull();
    expect(view.totalMinor).toBe(4595 * 6);
  });

  it('applies the quantity tier on the quantity in the cart plus the chosen quantity', () => {
    const view = priceView({ ...base, quantityInCart: 4, quantityChosen: 2 });
    expect(view.tier?.range).toBe('6-11');
    // 7% off 64.95 = 4.5465 -> 4.55 off.
    expect(view.unitPriceMinor).toBe(6040);
    expect(view.compareAtMinor).toBe(6495);
    expect(view.totalMinor).toBe(12_080);
  });

  it('uses the member tiers for ambassadors', () => {
    const view = priceView({ ...base, shopperType: 'ambassador', quantityChosen: 2 });
    expect(view.tier?.discountBps).toBe(500);
    expect(view.unitPriceMinor).toBe(5495 - 275);
    expect(view.tierRows.map((row) => row.range)).toEqual(['2-5', '6-11', '12+']);
  });

  it('gives the shopper type’s tier table with one-time prices', () => {
    const rows = priceView(base).tierRows;
    expect(rows.map((row) => [row.range, row.discountBps, row.unitPriceMinor])).toEqual([
      ['2-5', 300, 6300],
      ['6-11', 700, 6040],
      ['12+', 1000, 5845],
    ]);
  });
});
