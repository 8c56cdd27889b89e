// The volume-discount table shown on the product page: one row per usable tier of the shopper's
// tier group, in quantity order, with the one-time unit price at that tier.
import type { ShopperType } from './member-types.js';
import { priceGroupOf, tierGroupOf } from './member-types.js';
import type { ProductPrices, ProductTiers } from './pricing.js';
import { tierUnitPrice } from './pricing.js';
import { usableTiers } from './tier-range.js';

export interface TierRow {
  range: string;
  minQuantity: number;
  maxQuantity: number | null;
  discountBps: number;
  /** One-time unit price at this tier, in minor units. */
  unitPriceMinor: number;
  /** Saving per unit against the sale price, in minor units. */
  savingMinor: number;
}

/** Rows (by ascending minimum quantity) of the one-time tier prices a shopper type sees; autoship is never tiered. */
export function tierTable(input: { prices: ProductPrices; tiers: ProductTiers; shopperType: ShopperType }): TierRow[] {
  const sale = input.prices[priceGroupOf(input.shopperType)].sale;
  return usableTiers(input.tiers[tierGroupOf(input.shopperType)])
    .sort((a, b) => a.minQuantity - b.minQuantity || a.index - b.index)
    .map((tier) => {
      const unitPriceMinor = tierUnitPrice(sale, tier.discountBps);
      return {
        range: tier.range,
        minQuantity: tier.minQuantity,
        maxQuantity: tier.maxQuantity,
        discountBps: tier.discountBps,
        unitPriceMinor,
        savingMinor: sale - unitPriceMinor,
      };
    });
}
