import { and, count, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { firstViewOf } from './first-views.js';
import { matchEmailOf, visitorKeysOf, type Shopper } from './shopper.js';

/** Redemptions that hold a use of the coupon: reserved by an unpaid order, or redeemed by a paid one. */
export const holdingStatuses = ['reserved', 'redeemed'] as const;

export interface StoredCouponFacts {
  usageCount: number;
  customerUsageCount: number;
  hasPreviousOrder: boolean;
  firstViewedAt: Date | null;
}

/** Rows of the shopper: by member id, or by e-mail (a member's guest orders count as theirs). */
function shopperMatch(userColumn: AnyPgColumn, emailColumn: AnyPgColumn, shopper: Shopper): SQL | undefined {
  const email = matchEmailOf(shopper.email);
  const parts: SQL[] = [];
  if (shopper.userId != null) parts.push(eq(userColumn, shopper.userId));
  if (email) parts.push(eq(sql`lower(${emailColumn})`, email));
  return parts.length > 0 ? or(...parts) : undefined;
}

/**
 * The stored facts a coupon's rules need: how often it is held overall and by this shopper,
 * whether the shopper already has a paid order, and when they first saw it. `excludeOrderId` is
 * the order being priced again, whose own reservation and own payment do not count against it.
 */
export async function loadCouponFacts(
  db: Database,
  input: { couponId: number; shopper: Shopper; excludeOrderId?: number | null },
): Promise<StoredCouponFacts> {
  const { couponRedemptions: r } = schema;
  const notThisOrder = input.excludeOrderId != null ? ne(r.orderId, input.excludeOrderId) : undefined;
  const held = and(eq(r.couponId, input.couponId), inArray(r.status, [...holdingStatuses]), notThisOrder);
  const mine = shopperMatch(r.userId, r.email, input.shopper);

  const [usage, customerUsage, previous, firstViewedAt] = await Promise.all([
    db.select({ n: count() }).from(r).where(held),
    mine ? db.select({ n: count() }).from(r).where(and(held, mine)) : Promise.resolve([{ n: 0 }]),
    hasPaidOrder(db, input.shopper, input.excludeOrderId),
    firstViewOf(db, input.couponId, visitorKeysOf(input.shopper)),
  ]);
  return {
    usageCount: Number(usage[0]?.n ?? 0),
    customerUsageCount: Number(customerUsage[0]?.n ?? 0),
    hasPreviousOrder: previous,
    firstViewedAt,
  };
}

/** True when the shopper (member id or e-mail) has an order that was paid, other than `excludeOrderId`. */
export async function hasPaidOrder(db: Database, shopper: Shopper, excludeOrderId?: number | null): Promise<boolean> {
  const { orders } = schema;
  const mine = shopperMatch(orders.userId, orders.email, shopper);
  if (!mine) return false;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), mine, excludeOrderId != null ? ne(orders.id, excludeOrderId) : undefined))
    .limit(1);
  return rows.length > 0;
}
