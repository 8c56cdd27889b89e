// The discount a validated coupon gives, and how it is spread over the cart. A product coupon
// comes off the items of its eligible lines (all lines when it names no products); a shipping
// coupon comes off shipping. Neither ever exceeds what it discounts, so nothing goes below zero.
import { allocate, percentOf } from '../money/index.js';
import type { CartItem } from './line.js';
import { lineTotal } from './line.js';

export type DiscountKind = 'percentage' | 'value';
export type DiscountTarget = 'product' | 'shipping';

export interface AppliedCoupon {
  kind: DiscountKind;
  target: DiscountTarget;
  /** Basis points for a percentage coupon, minor units for a value coupon. */
  amount: number;
  /** Products whose lines the coupon applies to; null for every product. */
  productIds: readonly number[] | null;
}

export interface CouponDiscount {
  /** Off the items, in minor units; equals the sum of lineDiscountsMinor. */
  productDiscountMinor: number;
  /** Off shipping, in minor units. */
  shippingDiscountMinor: number;
  /** The product discount per cart line (0 on ineligible lines), in cart order. */
  lineDiscountsMinor: number[];
}

/** True when the line counts for the coupon: every line, or a line of one of its products. */
export function isEligibleLine(coupon: Pick<AppliedCoupon, 'productIds'>, item: Pick<CartItem, 'productId'>): boolean {
  return coupon.productIds === null || (item.productId !== undefined && coupon.productIds.includes(item.productId));
}

/** What the coupon takes off a base in minor units: percentOf for percentages, the fixed amount for values, capped to [0, base]. */
export function discountOf(coupon: Pick<AppliedCoupon, 'kind' | 'amount'>, baseMinor: number): number {
  const raw = coupon.kind === 'percentage' ? percentOf(baseMinor, coupon.amount) : coupon.amount;
  return Math.min(Math.max(raw, 0), Math.max(baseMinor, 0));
}

/** Splits a coupon over the cart: product discount per eligible line (weighted by line total) or a shipping discount. */
export function computeCouponDiscount(items: readonly CartItem[], coupon: AppliedCoupon | null | undefined, shippingMinor: number): CouponDiscount {
  const none = { productDiscountMinor: 0, shippingDiscountMinor: 0, lineDiscountsMinor: items.map(() => 0) };
  if (!coupon) return none;
  const eligibleTotals = items.map((item) => (isEligibleLine(coupon, item) ? lineTotal(item) : 0));
  const hasEligibleLine = items.some((item) => isEligibleLine(coupon, item));
  if (!hasEligibleLine) return none;

  if (coupon.target === 'shipping') return { ...none, shippingDiscountMinor: discountOf(coupon, shippingMinor) };
  const base = eligibleTotals.reduce((sum, total) => sum + total, 0);
  const productDiscountMinor = discountOf(coupon, base);
  return { ...none, productDiscountMinor, lineDiscountsMinor: allocate(productDiscountMinor, eligibleTotals) };
}
