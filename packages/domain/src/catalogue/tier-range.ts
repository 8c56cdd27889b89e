// Quantity tier ranges as the product data writes them: '2-5' (both ends inclusive) or '6+'
// (six or more). Anything else is malformed and never matches, so a typo in the admin cannot
// hand out a discount by accident.

export interface TierRange {
  minQuantity: number;
  /** Inclusive upper bound; null for an open range such as '6+'. */
  maxQuantity: number | null;
}

export interface Tier {
  range: string;
  /** Discount off the sale price in basis points (1000 = 10%). */
  discountBps: number;
}

const BOUNDED = /^(\d{1,6})\s*-\s*(\d{1,6})$/;
const OPEN = /^(\d{1,6})\s*\+$/;

/** Parses '2-5' (inclusive) or '6+' (six or more); null for malformed text or a reversed range. */
export function parseTierRange(text: string): TierRange | null {
  const trimmed = text.trim();
  const bounded = BOUNDED.exec(trimmed);
  if (bounded) {
    const minQuantity = Number(bounded[1]);
    const maxQuantity = Number(bounded[2]);
    return minQuantity <= maxQuantity ? { minQuantity, maxQuantity } : null;
  }
  const open = OPEN.exec(trimmed);
  return open ? { minQuantity: Number(open[1]), maxQuantity: null } : null;
}

/** True when the quantity (units) lies in the range, both ends inclusive. */
export function isInRange(range: TierRange, quantity: number): boolean {
  return quantity >= range.minQuantity && (range.maxQuantity === null || quantity <= range.maxQuantity);
}

/** True when a discount is usable: an integer number of basis points from 0 to 10,000. */
export function isValidDiscountBps(discountBps: number): boolean {
  return Number.isSafeInteger(discountBps) && discountBps >= 0 && discountBps <= 10_000;
}

export interface MatchedTier extends TierRange {
  /** Position of the tier in the product's list (0 for qty_range_1). */
  index: number;
  range: string;
  discountBps: number;
}

/** The usable tiers with their parsed ranges, in list order; malformed ranges and discounts are left out. */
export function usableTiers(tiers: readonly Tier[]): MatchedTier[] {
  const usable: MatchedTier[] = [];
  tiers.forEach((tier, index) => {
    const parsed = parseTierRange(tier.range);
    if (parsed && isValidDiscountBps(tier.discountBps))
      usable.push({ ...parsed, index, range: tier.range, discountBps: tier.discountBps });
  });
  return usable;
}

/** The first usable tier (list order) whose range holds the total quantity, or null. */
export function matchTier(tiers: readonly Tier[], totalQuantity: number): MatchedTier | null {
  return usableTiers(tiers).find((tier) => isInRange(tier, totalQuantity)) ?? null;
}
