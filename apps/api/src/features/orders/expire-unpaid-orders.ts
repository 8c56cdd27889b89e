import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { cancelUnpaidOrder } from './cancel-unpaid-order.js';

/** Payments that may still turn into money: their order waits for the provider or reconciliation. */
const openPaymentStatuses = ['pending', 'requires_action', 'succeeded'] as const;

/**
 * Cancels orders left unpaid for longer than the hold (an abandoned checkout), so the coupon use
 * they reserved goes back to the shopper. Orders with a payment still in flight are left to
 * reconciliation. Returns how many were cancelled; safe to run twice.
 */
export async function expireUnpaidOrders(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, now: Date): Promise<number> {
  const { orders, payments } = schema;
  const cutoff = new Date(now.getTime() - deps.config.unpaidOrderHoldHours * 3_600_000);
  const stale = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Pending'),
        eq(orders.paymentStatus, 'unpaid'),
        lt(orders.createdAt, cutoff),
        notExists(
          deps.db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.orderId, orders.id), inArray(payments.status, [...openPaymentStatuses]))),
        ),
      ),
    )
    .limit(500);
  let cancelled = 0;
  for (const order of stale) {
    if (await cancelUnpaidOrder(deps, order, `unpaid for more than ${deps.config.unpaidOrderHoldHours} hours`)) cancelled += 1;
  }
  return cancelled;
}
