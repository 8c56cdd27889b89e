import { describe, expect, it } from 'vitest';
import type { ProductPrices } from './pricing.js';
import { computeUnitPrice } from './pricing.js';
import { tierTable } from './tier-table.js';

const prices: ProductPrices = {
  customer: { sale: 2000, suggestedRetail: 2500, autoship: 1800 },
  ambassador: { sale: 1500, suggestedRetail: 2500, autoship: 1400 },
  scholar: { sale: 1400, suggestedRetail: 2500, autoship: 1300 },
};
const tiers = {
  member: [{ range: '6+', discountBps: 2000 }, { range: '2-5', discountBps: 1000 }],
  customer: [{ range: '3+', discountBps: 500 }, { range: 'oops', discountBps: 900 }],
};

describe('tierTable', () => {
  it('lists the member tiers for ambassadors in quantity order with their unit prices', () => {
    expect(tierTable({ prices, tiers, shopperType: 'ambassador' })).toEqual([
      { range: '2-5', minQuantity: 2, maxQuantity: 5, discountBps: 1000, unitPriceMinor: 1350, savingMinor: 150 },
      { range: '6+', minQuantity: 6, maxQuantity: null, discountBps: 2000, unitPriceMinor: 1200, savingMinor: 300 },
    ]);
  });

  it('lists the customer tiers for guests at customer prices and leaves out malformed rows', () => {
    expect(tierTable({ prices, tiers, shopperType: 'guest' })).toEqual([
      { range: '3+', minQuantity: 3, maxQuantity: null, discountBps: 500, unitPriceMinor: 1900, savingMinor: 100 },
    ]);
  });

  it('shows the same price the cart charges at each threshold', () => {
    for (const row of tierTable({ prices, tiers, shopperType: 'scholar' })) {
      const charged = computeUnitPrice({ prices, tiers, shopperType: 'scholar', purchaseType: 1, quantityInCart: 0, quantityChosen: row.minQuantity });
      expect(charged.unitPriceMinor).toBe(row.unitPriceMinor);
    }
  });
});
