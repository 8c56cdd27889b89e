// The member's Return action on a whole order (POST user/order/cancel/{id}): what it does
// depends on the refund policy at this moment: an unpaid order is cancelled; a paid, unshipped
// order within eight business hours is cancelled and refunded in full at once; later, or once
// shipped, every unit still held becomes a return request for staff; past the window, nothing.
import { eq } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { returnOptionAt, type RefundPolicy } from '@upline/domain/orders';
import type { AppDeps } from '../../deps.js';
import { localDate } from '@upline/domain/commissions';
import type { OrderRow } from '../orders/order-draft.js';
import { recordStatusEvent } from '../orders/order-rows.js';
import { giveBackRedemption } from '../promotions/coupon-redemptions.js';
import { recordAdjustment, wholeOrderLines } from '../orders/order-adjustments.js';
import { loadOrderFacts, toPolicyOrder } from './order-facts.js';
import { lockMemberOrder, noActionFailure, type OrderActionResult } from './order-action.js';
import { queueOrderEmail } from '../orders/order-emails.js';
import { completeRefund, openRefund, orderPayment } from './refunds.js';
import { loadRefundPolicy } from './refund-policy-settings.js';
import { insertReturnRequest } from './request-return.js';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'config' | 'clock' | 'mailer'>;

async function cancelInTx(tx: Transaction, order: OrderRow, actorId: number, reason: string | undefined, now: Date) {
  await tx.update(schema.orders).set({ status: 'Cancelled', cancelledAt: now, updatedAt: now }).where(eq(schema.orders.id, order.id));
  await recordStatusEvent(tx, { orderId: order.id, field: 'status', from: order.status, to: 'Cancelled', actorId, note: reason ? `cancelled by the member: ${reason}` : 'cancelled by the member', now });
  await giveBackRedemption(tx, order.id, now);
}

export async function cancelMemberOrder(deps: Deps, input: { userId: number; orderId: number; reason?: string }): Promise<OrderActionResult> {
  const policy: RefundPolicy = await loadRefundPolicy(deps.db, deps.config.shopTimeZone);
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx): Promise<OrderActionResult> => {
    const order = await lockMemberOrder(tx, input.userId, input.orderId);
    if (!order) return { ok: false, code: 'order_not_found' };
    const facts = (await loadOrderFacts(tx, [order.id])).get(order.id) ?? { lines: [], returned: new Map(), hasOpenReturn: false };
    const option = returnOptionAt(toPolicyOrder(order, facts), now, policy);
    const audit = (action: string, data: object) => tx.insert(schema.auditLog).values({ actorId: input.userId, action, entity: 'order', entityId: String(order.id), data, at: now });
    switch (option.action) {
      case 'none':
        return { ok: false, code: noActionFailure(option.reason) };
      case 'closed':
        return { ok: false, code: 'window_closed', closedOn: localDate(option.closedAt, policy.calendar.timeZone) };
      case 'cancel_unpaid': {
        await cancelInTx(tx, order, input.userId, input.reason, now);
        await audit('order.cancelled', { paid: false, reason: input.reason ?? null });
        await queueOrderEmail(tx, order, { kind: 'cancelled', refundMinor: 0 }, now);
        return { ok: true, kind: 'cancelled', orderId: order.id, refund: null, returnRequest: null };
      }
      case 'cancel': {
        const payment = await orderPayment(tx, order.id);
        if (!payment) return { ok: false, code: 'not_paid' };
        await cancelInTx(tx, order, input.userId, input.reason, now);
        const refund = await openRefund(tx, { order, payment, reason: 'cancel', amountMinor: option.refundMinor, idempotencyKey: `order:${order.id}:cancel-refund`, requestedBy: input.userId, now });
        await recordAdjustment(tx, { order, kind: 'cancel', amountMinor: option.refundMinor, lines: wholeOrderLines(facts.lines), refundId: refund.id, now });
        await audit('order.cancelled', { paid: true, refundId: refund.id, refundMinor: option.refundMinor, reason: input.reason ?? null });
        await queueOrderEmail(tx, order, { kind: 'cancelled', refundMinor: option.refundMinor }, now);
        return { ok: true, kind: 'refunded', orderId: order.id, refund, returnRequest: null };
      }
      case 'return': {
        const lines = toPolicyOrder(order, facts).lines.filter((l) => l.quantity > l.returnedQuantity).map((l) => ({ lineId: l.id, quantity: l.quantity - l.returnedQuantity }));
        const created = await insertReturnRequest(tx, { order, facts, policy, lines, reason: input.reason, userId: input.userId, now });
        if (!created.ok) return created;
        return { ok: true, kind: 'return_requested', orderId: order.id, refund: null, returnRequest: created.returnRequest };
      }
    }
  });
  if (!decided.ok || !decided.refund) return decided;
  // After the cancellation is kept: the provider call runs outside the transaction, with the refund's own key.
  const refund = await completeRefund(deps, decided.refund.id);
  return { ...decided, refund };
}
