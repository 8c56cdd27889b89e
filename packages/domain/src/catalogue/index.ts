// Catalogue: member-type prices, quantity tiers and the unit price a shopper pays.
export type { MemberType, ShopperType, PurchaseType, TierGroup } from './member-types.js';
export { ONE_TIME, AUTOSHIP, priceGroupOf, tierGroupOf } from './member-types.js';
export type { Tier, TierRange, MatchedTier } from './tier-range.js';
export { parseTierRange, isInRange, isValidDiscountBps, usableTiers, matchTier } from './tier-range.js';
export type { PriceSet, ProductPrices, ProductTiers, UnitPriceInput, UnitPrice } from './pricing.js';
export { computeUnitPrice, tierUnitPrice } from './pricing.js';
export type { TierRow } from './tier-table.js';
export { tierTable } from './tier-table.js';
export type { TierProblem, TierValidation } from './validate-tiers.js';
export { validateTiers } from './validate-tiers.js';
