import { and, desc, eq } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { queryPrepared, schema } from '@upline/db';
import { orderLockText, type RideWithMove } from '../payments/apply-payment-event.js';
import type { PaymentRow } from '../payments/payment-events.js';
import { accrualOrderCtes, accrualOrderJson, accrueOrderCommissions, type AccrualOrderRow } from '../commissions/accrue-order-commissions.js';
import { confirmRedemption, releaseRedemption, reserveCoupon } from '../promotions/coupon-redemptions.js';
import { startAutoshipFromOrder } from '../subscriptions/start-autoship.js';
import { isDuplicateCharge } from './duplicate-charge.js';
import { queueOrderEmail } from './order-emails.js';
import { recordProviderRefund } from './order-adjustments.js';
import { readOrderRow } from './order-by-id.js';
import type { OrderRow } from './order-draft.js';
import { recordStatusEvent } from './order-rows.js';

const paidStatuses: readonly string[] = ['paid', 'partially_refunded', 'refunded'];

/** True once money was taken for the order (refunds included). */
export const isOrderPaid = (order: Pick<OrderRow, 'paymentStatus'>) => paidStatuses.includes(order.paymentStatus);

/**
 * The order made paid, its status events (a JSON list), the names and quantities of its lines
 * for the confirmation, and the commission accrual's first read (the credited sponsor's tree row
 * locked FOR KEY SHARE, the plan version, the lines' BV): common table expressions and answer
 * columns (the order as one JSON value), run as a statement of their own or with the payment's
 * move (`paidOrderRider`).
 */
const paidCtes = `
u as (
  update orders set payment_status = 'paid', status = $2, paid_at = $3, payment_method = $4, updated_at = $3 where id = $1 returning *
), e as (
  insert into order_status_events (order_id, field, from_status, to_status, note, at)
  select u.id, r.field, r.from_status, r.to_status, r.note, $3 from u cross join jsonb_populate_recordset(null::order_status_events, $5::jsonb) r
), ${accrualOrderCtes('u')}`;
const paidColumns = `
(select row_to_json(u) from u) as "order",
coalesce((select json_agg(json_build_object('name', l.name, 'quantity', l.quantity) order by l.position) from order_lines l where l.order_id = $1), '[]'::json) as confirmation_lines,
${accrualOrderJson} as accrual`;
const paidText = `with ${paidCtes} select ${paidColumns}`;

type PaidRow = { order: Record<string, unknown> | null; confirmation_lines: { name: string; quantity: number }[]; accrual: AccrualOrderRow[] };

/** The paid statement's values for an order that a succeeded payment makes paid. */
function paidOrderValues(order: OrderRow, payment: PaymentRow, now: Date): unknown[] {
  const status = order.status === 'Pending' ? 'Processing' : order.status;
  const events: { field: 'status' | 'payment_status'; from_status: string; to_status: string; note: string }[] = [{ field: 'payment_status', from_status: order.paymentStatus, to_status: 'paid', note: `${payment.provider} payment ${payment.providerRef ?? payment.id}` }];
  if (status !== order.status) events.push({ field: 'status', from_status: order.status, to_status: status, note: 'paid' });
  else if (order.status === 'Cancelled') events.push({ field: 'status', from_status: order.status, to_status: order.status, note: 'paid after cancellation: refund due' });
  return [order.id, status, now, payment.method ?? order.paymentMethod, JSON.stringify(events)];
}

const lockedOrderRows = new WeakMap<Record<string, unknown>, OrderRow>();

/** The order as the payment's lock read it, decoded once per row (the rider and the sync both need it). */
function lockedOrderRow(locked: Record<string, unknown>): OrderRow {
  let row = lockedOrderRows.get(locked);
  if (row === undefined) {
    row = readOrderRow(locked);
    lockedOrderRows.set(locked, row);
  }
  return row;
}

/**
 * The paid order's writes, to run in the statement that moves its payment to succeeded (one round
 * trip for both): only when that payment has an order, locked with it, that is not paid yet;
 * syncOrderWithPayment then takes their answer (`rode`) instead of writing them again.
 */
export const paidOrderRider = (now: Date): RideWithMove => (moved, lockedOrder) => {
  if (moved.status !== 'succeeded' || moved.orderId === null || !lockedOrder) return null;
  const order = lockedOrderRow(lockedOrder);
  if (isOrderPaid(order)) return null;
  return { name: 'order_paid', ctes: paidCtes, columns: paidColumns, values: paidOrderValues(order, moved, now) };
};

/**
 * Brings an order in line with one of its payments, inside the caller's transaction (the one that
 * moved the payment, for webhooks and reconciliation). Only forward: a paid order stays paid.
 * - succeeded: payment 'paid', a Pending order becomes Processing (checkout §4: the order leaves
 *   Pending once paid), the coupon use is confirmed (reserved again first if a refused card had
 *   released it) and the order's commission lines are written;
 * - failed or cancelled (the latest attempt): payment 'failed', the coupon use is given back, the
 *   order stays Pending so the shopper can try another card;
 * - requires_action: the order waits for the shopper's bank;
 * - refunded: the order follows the refund.
 * Returns the order after the change, or null when the payment has no order. `lockedOrder` is the
 * order's row when the caller's transaction has locked and read it already; `rode` the paid
 * statement's answer when it ran with the payment's move (paidOrderRider).
 */
export async function syncOrderWithPayment(
  tx: Transaction,
  payment: PaymentRow,
  now: Date,
  lockedOrder?: Record<string, unknown>,
  rode?: Record<string, unknown>,
): Promise<OrderRow | null> {
  const { orders, payments } = schema;
  if (payment.orderId === null) return null;
  // `lockedOrder`: the order as this transaction already read it under the same lock.
  const locked = lockedOrder ?? (await queryPrepared<Record<string, unknown>>(tx, 'order_lock', orderLockText, [payment.orderId]))[0];
  if (!locked) return null;
  const order = lockedOrderRow(locked);
  const event = (field: 'status' | 'payment_status', from: string | null, to: string, note: string) => recordStatusEvent(tx, { orderId: order.id, field, from, to, note, now });
  const update = async (values: Partial<typeof orders.$inferInsert>) => {
    const [updated] = await tx.update(orders).set({ ...values, updatedAt: now }).where(eq(orders.id, order.id)).returning();
    return updated ?? order;
  };

  if (payment.status === 'succeeded') {
    if (isOrderPaid(order)) return order;
    // `rode`: the paid statement's answer when it ran with the payment's move.
    const row = (rode as PaidRow | undefined) ?? (await queryPrepared<PaidRow>(tx, 'order_paid', paidText, paidOrderValues(order, payment, now)))[0];
    const updated = row?.order ? readOrderRow(row.order) : order;
    if (order.couponId !== null) {
      await reserveCoupon(tx, { couponId: order.couponId, orderId: order.id, userId: order.userId, email: order.email, now });
      await confirmRedemption(tx, order.id, now);
    }
    // Commissions are owed from the moment the order is paid, in the same transaction (plan §3).
    await accrueOrderCommissions(tx, order.id, row?.order ? { orderRead: row.accrual } : {});
    // A member's autoship starts with its first paid order, in the same transaction (decision 0010).
    await startAutoshipFromOrder(tx, updated, payment, now);
    // The shopper's confirmation goes out with the paid state, once: a paid order returns above.
    await queueOrderEmail(tx, updated, { kind: 'confirmed', lines: row?.confirmation_lines ?? [], totalMinor: updated.totalMinor }, now);
    return updated;
  }

  if (payment.status === 'refunded' || payment.status === 'partially_refunded') {
    // A duplicate charge given back is not a refund of the order, which keeps its own payment.
    if (isDuplicateCharge(payment)) return order;
    if (order.paymentStatus === payment.status && order.refundedMinor === payment.refundedMinor) return order;
    const updated = await update({ paymentStatus: payment.status, refundedMinor: payment.refundedMinor, ...(payment.status === 'refunded' ? { refundedAt: now } : {}) });
    await event('payment_status', order.paymentStatus, payment.status, 'refund');
    await recordProviderRefund(tx, order, payment, now);
    return updated;
  }

  if (isOrderPaid(order)) return order;
  // An older attempt's late news must not override a newer attempt's state.
  const [latest] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, order.id))).orderBy(desc(payments.id)).limit(1);
  if (latest && latest.id !== payment.id) return order;

  if (payment.status === 'failed' || payment.status === 'cancelled') {
    if (order.paymentStatus === 'failed') return order;
    const updated = await update({ paymentStatus: 'failed' });
    await event('payment_status', order.paymentStatus, 'failed', payment.failureMessage ?? 'payment refused');
    await releaseRedemption(tx, order.id, now);
    return updated;
  }
  if (payment.status === 'requires_action' && order.paymentStatus !== 'requires_action') {
    const updated = await update({ paymentStatus: 'requires_action' });
    await event('payment_status', order.paymentStatus, 'requires_action', 'authentication required');
    return updated;
  }
  return order;
}
