// Decides whether a coupon applies to a cart and what it gives. Every rule of the coupon is
// checked against the facts; when several fail, the refusal reported is the first in
// couponRefusalOrder, so the answer does not depend on how the rules happen to be stored.
import type { AppliedCoupon, CartItem } from '../cart/index.js';
import { computeCouponDiscount, hasAutoship, isEligibleLine, itemsTotal } from '../cart/index.js';
import type { Currency } from '../money/index.js';
import type { Coupon, CouponRule, Instant } from './coupon.js';
import { toEpochMs } from './coupon.js';
import type { CouponRefusal } from './messages.js';
import { couponRefusalOrder } from './messages.js';

const HOUR_MS = 3_600_000;

export interface CouponFacts {
  now: Instant;
  lines: readonly (CartItem & { productId: number })[];
  currency: Currency;
  /** Paid orders that used the coupon so far. */
  usageCount: number;
  /** Paid orders of this shopper (by user id or normalised e-mail) that used it. */
  customerUsageCount: number;
  /** True when the shopper already has a paid order. */
  hasPreviousOrder: boolean;
  /** When the shopper first saw the offer; absent when this is the first view. */
  firstViewedAt?: Instant | null;
}

export type CouponEvaluation =
  | {
      ok: true;
      couponId: number;
      code: string;
      discount: AppliedCoupon;
      /** What it takes off the current items, in minor units (0 for a shipping coupon, whose base is not known yet). */
      itemsDiscountMinor: number;
    }
  | { ok: false; reason: CouponRefusal };

function productIdsOf(rules: readonly CouponRule[]): readonly number[] | null {
  const restriction = rules.find((rule) => rule.kind === 'products');
  return restriction ? restriction.productIds : null;
}

function refusalOf(rule: CouponRule, facts: CouponFacts, nowMs: number): CouponRefusal | null {
  switch (rule.kind) {
    case 'startsAt':
      return nowMs < toEpochMs(rule.at) ? 'not-started' : null;
    case 'endsAt':
      return nowMs >= toEpochMs(rule.at) ? 'expired' : null;
    case 'hoursFromFirstView': {
      const firstView = facts.firstViewedAt == null ? nowMs : toEpochMs(facts.firstViewedAt);
      return nowMs >= firstView + rule.hours * HOUR_MS ? 'expired' : null;
    }
    case 'usageLimit':
      return facts.usageCount >= rule.limit ? 'used-up' : null;
    case 'perCustomerLimit':
      return facts.customerUsageCount >= rule.limit ? 'customer-limit' : null;
    case 'firstOrderOnly':
      return facts.hasPreviousOrder ? 'first-order-only' : null;
    case 'minSubtotal':
      return itemsTotal(facts.lines) < rule.amountMinor ? 'below-minimum' : null;
    case 'products':
      return null; // eligibility is checked for every coupon below
  }
}

/** Applies a coupon's rules to the cart facts: the discount it gives, or the first refusal in couponRefusalOrder. */
export function evaluateCoupon(coupon: Coupon | null | undefined, facts: CouponFacts): CouponEvaluation {
  const nowMs = toEpochMs(facts.now);
  const refusals = new Set<CouponRefusal>();
  if (hasAutoship(facts.lines)) refusals.add('autoship-in-cart');
  if (!coupon || !coupon.isActive) {
    refusals.add('invalid');
  } else {
    if (coupon.currency !== null && coupon.currency !== facts.currency) refusals.add('wrong-currency');
    for (const rule of coupon.rules) {
      const refusal = refusalOf(rule, facts, nowMs);
      if (refusal) refusals.add(refusal);
    }
    const productIds = productIdsOf(coupon.rules);
    if (!facts.lines.some((line) => isEligibleLine({ productIds }, line))) refusals.add('no-eligible-product');
  }
  const reason = couponRefusalOrder.find((r) => refusals.has(r));
  if (reason || !coupon) return { ok: false, reason: reason ?? 'invalid' };

  const discount: AppliedCoupon = { ...coupon.discount, productIds: productIdsOf(coupon.rules) };
  return {
    ok: true,
    couponId: coupon.id,
    code: coupon.code,
    discount,
    itemsDiscountMinor: computeCouponDiscount(facts.lines, discount, 0).productDiscountMinor,
  };
}
