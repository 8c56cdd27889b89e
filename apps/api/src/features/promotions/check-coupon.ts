import type { Database } from '@upline/db';
import type { CartItem } from '@upline/domain/cart';
import type { Currency } from '@upline/domain/money';
import { evaluateCoupon, type CouponEvaluation } from '@upline/domain/promotions';
import { loadCouponFacts } from './coupon-facts.js';
import { findCouponByCode, toDomainCoupon } from './load-coupon.js';
import type { Shopper } from './shopper.js';

export interface CheckCouponInput {
  code: string;
  /** The priced cart lines (server prices, never the client's). */
  lines: readonly (CartItem & { productId: number })[];
  currency: Currency;
  shopper: Shopper;
  /** The order being priced again, whose own reservation does not count against it. */
  orderId?: number | null;
  now: Date;
}

/** Looks a code up and applies its rules to the cart with the stored facts (usage, first order, first view). */
export async function checkCoupon(db: Database, input: CheckCouponInput): Promise<CouponEvaluation> {
  const row = await findCouponByCode(db, input.code);
  const base = { now: input.now, lines: input.lines, currency: input.currency };
  if (!row) return evaluateCoupon(null, { ...base, usageCount: 0, customerUsageCount: 0, hasPreviousOrder: false });
  const facts = await loadCouponFacts(db, { couponId: row.id, shopper: input.shopper, excludeOrderId: input.orderId });
  return evaluateCoupon(toDomainCoupon(row), { ...base, ...facts });
}
