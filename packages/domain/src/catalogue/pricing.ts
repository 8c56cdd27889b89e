// The unit price a shopper pays for a product (storefront §5 and §6): the member type's sale
// price less the matching quantity tier for one-time purchases, the member type's autoship price
// (never tiered) for autoship. The tier is matched on the whole quantity of the product in the
// cart: what is already there plus what is being added.
import { percentOf } from '../money/index.js';
import type { PurchaseType, ShopperType, MemberType } from './member-types.js';
import { AUTOSHIP, priceGroupOf, tierGroupOf } from './member-types.js';
import type { MatchedTier, Tier } from './tier-range.js';
import { matchTier } from './tier-range.js';

/** One member type's prices for a product in one currency, in minor units. */
export interface PriceSet {
  sale: number;
  suggestedRetail: number;
  autoship: number;
}

export type ProductPrices = Readonly<Record<MemberType, PriceSet>>;

export interface ProductTiers {
  /** qty_range_N: ambassadors and scholars. */
  member: readonly Tier[];
  /** cust_qty_range_N: customers and guests. */
  customer: readonly Tier[];
}

export interface UnitPriceInput {
  prices: ProductPrices;
  tiers: ProductTiers;
  shopperType: ShopperType;
  purchaseType: PurchaseType;
  /** Units of this product already in the cart. */
  quantityInCart: number;
  /** Units being chosen now. */
  quantityChosen: number;
}

export interface UnitPrice {
  /** What one unit costs, in minor units. */
  unitPriceMinor: number;
  /** The price before any tier: the sale price (one-time) or the autoship price. */
  listPriceMinor: number;
  suggestedRetailMinor: number;
  /** Tier discount per unit, in minor units (0 without a tier). */
  discountMinor: number;
  /** The tier that matched, null when none did or for autoship. */
  tier: MatchedTier | null;
  /** The quantity the tier was matched on: in cart plus chosen. */
  totalQuantity: number;
}

function assertQuantity(quantity: number, what: string): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`${what} must be a non-negative integer`);
}

/** Tier price of one unit: sale price less discountBps of it (rounded half-up), in minor units. */
export function tierUnitPrice(salePriceMinor: number, discountBps: number): number {
  return salePriceMinor - percentOf(salePriceMinor, discountBps);
}

/** Unit price in minor units for a shopper, purchase type and total quantity (in cart + chosen). */
export function computeUnitPrice(input: UnitPriceInput): UnitPrice {
  assertQuantity(input.quantityInCart, 'quantityInCart');
  assertQuantity(input.quantityChosen, 'quantityChosen');
  const totalQuantity = input.quantityInCart + input.quantityChosen;
  const prices = input.prices[priceGroupOf(input.shopperType)];
  const base = { suggestedRetailMinor: prices.suggestedRetail, totalQuantity };

  if (input.purchaseType === AUTOSHIP) {
    return { ...base, unitPriceMinor: prices.autoship, listPriceMinor: prices.autoship, discountMinor: 0, tier: null };
  }
  const tier = matchTier(input.tiers[tierGroupOf(input.shopperType)], totalQuantity);
  const unitPriceMinor = tier ? tierUnitPrice(prices.sale, tier.discountBps) : prices.sale;
  return { ...base, unitPriceMinor, listPriceMinor: prices.sale, discountMinor: prices.sale - unitPriceMinor, tier };
}
