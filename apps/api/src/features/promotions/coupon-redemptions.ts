import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { holdingStatuses } from './coupon-facts.js';
import { matchEmailOf } from './shopper.js';

// A coupon use is counted when the order is created (reserved), confirmed when it is paid
// (redeemed) and given back when payment fails (released). Reserving locks the coupon row, so
// concurrent orders for a limited coupon queue on that lock and each counts what the previous
// ones committed: a coupon is never held more times than its limits allow. The lock is FOR NO
// KEY UPDATE, not FOR UPDATE: the caller has already inserted the order, whose foreign key to the
// coupon holds a key-share lock on the same row, and FOR UPDATE would wait on the key-share locks
// of every other order in flight while they wait on ours (a deadlock). NO KEY UPDATE does not
// conflict with key-share locks and still queues reservations one behind the other. The caller's
// transaction must run at READ COMMITTED (PostgreSQL's default), so each count after the lock
// sees the reservations committed meanwhile.

export interface ReserveCouponInput {
  couponId: number;
  orderId: number;
  userId?: number | null;
  /** The order's contact e-mail; guests' per-customer limits match on it. */
  email: string;
  now: Date;
}

export type ReserveCouponResult =
  | { ok: true; redemptionId: number }
  | { ok: false; reason: 'invalid' | 'used-up' | 'customer-limit' };

/** Reserves one use of a coupon for an order, inside the caller's transaction; refuses when a limit is reached. */
export async function reserveCoupon(tx: Database, input: ReserveCouponInput): Promise<ReserveCouponResult> {
  const { coupons, couponRedemptions: r } = schema;
  const [coupon] = await tx
    .select({ id: coupons.id, isActive: coupons.isActive, usageLimit: coupons.usageLimit, perCustomerLimit: coupons.perCustomerLimit })
    .from(coupons)
    .where(eq(coupons.id, input.couponId))
    .for('no key update');
  if (!coupon || !coupon.isActive) return { ok: false, reason: 'invalid' };

  const [existing] = await tx.select({ id: r.id, couponId: r.couponId, status: r.status }).from(r).where(eq(r.orderId, input.orderId));
  // A retried order creation keeps the use it already holds.
  if (existing && existing.couponId === input.couponId && existing.status !== 'released') return { ok: true, redemptionId: existing.id };

  const held = and(eq(r.couponId, input.couponId), inArray(r.status, [...holdingStatuses]), ne(r.orderId, input.orderId));
  if (coupon.usageLimit !== null) {
    const [row] = await tx.select({ n: count() }).from(r).where(held);
    if (Number(row?.n ?? 0) >= coupon.usageLimit) return { ok: false, reason: 'used-up' };
  }
  if (coupon.perCustomerLimit !== null) {
    const email = matchEmailOf(input.email);
    const mine: SQL[] = [];
    if (input.userId != null) mine.push(eq(r.userId, input.userId));
    if (email) mine.push(eq(sql`lower(${r.email})`, email));
    if (mine.length > 0) {
      const [row] = await tx.select({ n: count() }).from(r).where(and(held, or(...mine)));
      if (Number(row?.n ?? 0) >= coupon.perCustomerLimit) return { ok: false, reason: 'customer-limit' };
    }
  }

  const values = {
    couponId: input.couponId,
    userId: input.userId ?? null,
    email: input.email.trim(),
    status: 'reserved' as const,
    updatedAt: input.now,
  };
  if (existing) {
    // The order's earlier use was released (failed payment) or named another coupon: take this one.
    await tx.update(r).set(values).where(eq(r.id, existing.id));
    return { ok: true, redemptionId: existing.id };
  }
  const [inserted] = await tx
    .insert(r)
    .values({ ...values, orderId: input.orderId, createdAt: input.now })
    .returning({ id: r.id });
  if (!inserted) throw new Error('coupon redemption insert returned nothing');
  return { ok: true, redemptionId: inserted.id };
}

/** Marks the order's reserved use as redeemed (the order was paid); true when there was one. */
export async function confirmRedemption(tx: Database, orderId: number, now?: Date): Promise<boolean> {
  const { couponRedemptions: r } = schema;
  const rows = await tx
    .update(r)
    .set({ status: 'redeemed', updatedAt: now ?? sql`now()` })
    .where(and(eq(r.orderId, orderId), eq(r.status, 'reserved')))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** Gives the order's reserved use back (payment failed or the unpaid order was cancelled); true when there was one. */
export async function releaseRedemption(tx: Database, orderId: number, now?: Date): Promise<boolean> {
  const { couponRedemptions: r } = schema;
  const rows = await tx
    .update(r)
    .set({ status: 'released', updatedAt: now ?? sql`now()` })
    .where(and(eq(r.orderId, orderId), eq(r.status, 'reserved')))
    .returning({ id: r.id });
  return rows.length > 0;
}

/**
 * Gives the order's coupon use back whatever its state (reserved or redeemed): the whole order was
 * cancelled before shipping, so the use never happened. True when there was one.
 */
export async function giveBackRedemption(tx: Database, orderId: number, now?: Date): Promise<boolean> {
  const { couponRedemptions: r } = schema;
  const rows = await tx
    .update(r)
    .set({ status: 'released', updatedAt: now ?? sql`now()` })
    .where(and(eq(r.orderId, orderId), inArray(r.status, ['reserved', 'redeemed'])))
    .returning({ id: r.id });
  return rows.length > 0;
}
