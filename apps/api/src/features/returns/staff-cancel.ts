// Staff cancel an order that has not shipped, whatever the member's window says: an unpaid order is
// cancelled; a paid one is cancelled and everything left on it refunded under the same key as the
// member's cancellation (`order:{id}:cancel-refund`), so the two can never both refund.
// Staff also resend the order confirmation through the outbox.
import { eq } from 'drizzle-orm';
import type { OrderActionFailure } from '@upline/contract/member-orders';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { recordAdjustment, wholeOrderLines } from '../orders/order-adjustments.js';
import { recordStatusEvent } from '../orders/order-rows.js';
import { isOrderPaid } from '../orders/sync-order-payment.js';
import { giveBackRedemption } from '../promotions/coupon-redemptions.js';
import { loadOrderFacts, type RefundRow } from './order-facts.js';
import { queueOrderEmail } from '../orders/order-emails.js';
import { completeRefund, openRefund, orderPayment } from './refunds.js';
import { refundableMinor } from './staff-refund.js';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'config' | 'clock' | 'mailer'>;

export type StaffCancelResult = { ok: true; refund: RefundRow | null } | { ok: false; code: OrderActionFailure };

export async function staffCancelOrder(deps: Deps, input: { staffId: number; orderId: number; reason?: string }): Promise<StaffCancelResult> {
  const { orders } = schema;
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx): Promise<StaffCancelResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('no key update');
    if (!order) return { ok: false, code: 'order_not_found' };
    if (order.status === 'Cancelled') return { ok: false, code: 'already_cancelled' };
    if (order.shippingStatus !== 'Not Shipped') return { ok: false, code: 'already_shipped' };
    const before = { status: order.status, paymentStatus: order.paymentStatus, shippingStatus: order.shippingStatus };
    const note = input.reason ? `cancelled by staff: ${input.reason}` : 'cancelled by staff';
    const cancel = async () => {
      await tx.update(orders).set({ status: 'Cancelled', cancelledAt: now, updatedAt: now }).where(eq(orders.id, order.id));
      await recordStatusEvent(tx, { orderId: order.id, field: 'status', from: order.status, to: 'Cancelled', actorId: input.staffId, note, now });
      await giveBackRedemption(tx, order.id, now);
    };
    const audit = (data: object) => tx.insert(schema.auditLog).values({ actorId: input.staffId, action: 'order.cancelled', entity: 'order', entityId: String(order.id), data: { before, after: { ...before, status: 'Cancelled' }, reason: input.reason ?? null, ...data }, at: now });

    if (!isOrderPaid(order)) {
      await cancel();
      await audit({ paid: false });
      await queueOrderEmail(tx, order, { kind: 'cancelled', refundMinor: 0 }, now);
      return { ok: true, refund: null };
    }
    const payment = await orderPayment(tx, order.id);
    if (!payment) return { ok: false, code: 'not_paid' };
    const left = await refundableMinor(tx, order);
    await cancel();
    if (left <= 0) {
      await audit({ paid: true, refundMinor: 0 });
      await queueOrderEmail(tx, order, { kind: 'cancelled', refundMinor: 0 }, now);
      return { ok: true, refund: null };
    }
    const facts = (await loadOrderFacts(tx, [order.id])).get(order.id);
    const refund = await openRefund(tx, { order, payment, reason: 'cancel', amountMinor: left, idempotencyKey: `order:${order.id}:cancel-refund`, requestedBy: input.staffId, now });
    await recordAdjustment(tx, { order, kind: 'cancel', amountMinor: left, lines: wholeOrderLines(facts?.lines ?? []), refundId: refund.id, now });
    await audit({ paid: true, refundId: refund.id, refundMinor: left });
    await queueOrderEmail(tx, order, { kind: 'cancelled', refundMinor: left }, now);
    return { ok: true, refund };
  });
  if (!decided.ok || !decided.refund) return decided;
  return { ok: true, refund: await completeRefund(deps, decided.refund.id) };
}

/** Queues the order's confirmation again (paid orders only), with an audit row. */
export async function resendConfirmation(deps: Pick<AppDeps, 'db' | 'clock'>, input: { staffId: number; orderId: number }): Promise<{ ok: true } | { ok: false; code: OrderActionFailure }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, input.orderId));
    if (!order) return { ok: false as const, code: 'order_not_found' as const };
    if (!isOrderPaid(order)) return { ok: false as const, code: 'not_paid' as const };
    const lines = await tx.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
    await queueOrderEmail(tx, order, { kind: 'confirmed', lines: lines.map((l) => ({ name: l.name, quantity: l.quantity })), totalMinor: order.totalMinor }, now);
    await tx.insert(schema.auditLog).values({ actorId: input.staffId, action: 'order.confirmation_resent', entity: 'order', entityId: String(order.id), data: { before: null, after: { template: 'order_confirmed' } }, at: now });
    return { ok: true as const };
  });
}
