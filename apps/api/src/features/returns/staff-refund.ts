// Staff refund an order in full or by line, through the one refund path (openRefund, then
// completeRefund after the decision commits). Under the order's lock, what is left to refund counts
// refunds made and those still on their way, so however many refunds arrive at once, the money
// given back never exceeds what was paid. By line, the units become an approved return (no
// restocking fee): they are held like a member's return, and the order is Returned once every unit is.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderActionFailure } from '@upline/contract/member-orders';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { quoteReturn } from '@upline/domain/orders';
import type { AppDeps } from '../../deps.js';
import { providerRefundLines, recordAdjustment } from '../orders/order-adjustments.js';
import type { OrderRow } from '../orders/order-draft.js';
import { loadOrderFacts, toPolicyOrder, type RefundRow } from './order-facts.js';
import { queueOrderEmail } from '../orders/order-emails.js';
import { completeRefund, openRefund, orderPayment } from './refunds.js';
import { loadRefundPolicy } from './refund-policy-settings.js';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'config' | 'clock' | 'mailer'>;

export type StaffRefundResult = { ok: true; refund: RefundRow; isReplay?: boolean } | { ok: false; code: OrderActionFailure };

/** Money the order's refund rows give back or are giving back (a failed one gives nothing). */
export async function committedRefundMinor(tx: Database, orderId: number): Promise<number> {
  const { refunds } = schema;
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'succeeded'])));
  return row?.sum ?? 0;
}

/** What is left to refund on an order: its total less refunds made or on their way. */
export async function refundableMinor(tx: Database, order: OrderRow): Promise<number> {
  return Math.max(0, order.totalMinor - Math.max(order.refundedMinor, await committedRefundMinor(tx, order.id)));
}

export async function staffRefund(deps: Deps, input: { staffId: number; orderId: number; lines?: { lineId: number; quantity: number }[]; note?: string; requestKey: string }): Promise<StaffRefundResult> {
  const { orders, refunds, orderReturns, orderReturnLines } = schema;
  const now = deps.clock.now();
  const idempotencyKey = `order:${input.orderId}:staff-refund:${input.requestKey}`;
  const policy = await loadRefundPolicy(deps.db, deps.config.shopTimeZone);
  const decided = await deps.db.transaction(async (tx): Promise<StaffRefundResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('no key update');
    if (!order) return { ok: false, code: 'order_not_found' };
    // The same staff request again (a double click, a retry): the refund it already made, as it
    // stands; the first request (or the retry job) takes it to the provider, never this one.
    const [again] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
    if (again) return { ok: true, refund: again, isReplay: true };
    const payment = await orderPayment(tx, order.id);
    if (!payment) return { ok: false, code: 'not_paid' };
    const left = await refundableMinor(tx, order);
    if (left <= 0) return { ok: false, code: 'not_refundable' };
    const facts = (await loadOrderFacts(tx, [order.id])).get(order.id) ?? { lines: [], returned: new Map(), hasOpenReturn: false };
    const policyOrder = { ...toPolicyOrder(order, facts), refundedMinor: order.totalMinor - left };
    const before = { status: order.status, paymentStatus: order.paymentStatus, refundedMinor: order.refundedMinor, refundableMinor: left };

    if (!input.lines) {
      // Everything left, shipping included; the units not yet returned carry the commission reversal.
      const units = policyOrder.lines.filter((l) => l.quantity > l.returnedQuantity).map((l) => ({ lineId: l.id, quantity: l.quantity - l.returnedQuantity }));
      const quote = quoteReturn({ ...policyOrder, refundedMinor: 0 }, units, { ...policy, restockingFeeBps: 0 });
      const adjustmentLines = quote.ok ? quote.lines.map((l) => ({ orderLineId: l.lineId, quantity: l.quantity, merchandiseMinor: l.merchandiseMinor })) : providerRefundLines(order, facts.lines, left);
      const refund = await openRefund(tx, { order, payment, reason: 'staff', amountMinor: left, idempotencyKey, requestedBy: input.staffId, now });
      await recordAdjustment(tx, { order, kind: 'refund', amountMinor: left, lines: adjustmentLines, refundId: refund.id, now });
      await tx.insert(schema.auditLog).values({
        actorId: input.staffId,
        action: 'order.refunded',
        entity: 'order',
        entityId: String(order.id),
        data: { before, after: { refundableMinor: 0 }, refundId: refund.id, amountMinor: left, lines: 'all', note: input.note ?? null },
        at: now,
      });
      await queueOrderEmail(tx, order, { kind: 'refunded', refundMinor: left }, now);
      return { ok: true, refund };
    }

    const quote = quoteReturn(policyOrder, input.lines, { ...policy, restockingFeeBps: 0 });
    if (!quote.ok) return { ok: false, code: quote.reason };
    const [request] = await tx
      .insert(orderReturns)
      .values({
        orderId: order.id,
        requestedBy: input.staffId,
        status: 'approved',
        reason: input.note ?? 'refunded by staff',
        currency: order.currency,
        merchandiseMinor: quote.merchandiseMinor,
        restockingFeeMinor: 0,
        taxMinor: quote.taxMinor,
        refundMinor: quote.refundMinor,
        decidedBy: input.staffId,
        decidedAt: now,
        decisionNote: input.note ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!request) throw new Error('return not written');
    await tx.insert(orderReturnLines).values(
      quote.lines.map((l) => ({ returnId: request.id, orderLineId: l.lineId, quantity: l.quantity, merchandiseMinor: l.merchandiseMinor, restockingFeeMinor: 0, taxMinor: l.taxMinor, refundMinor: l.refundMinor })),
    );
    const refund = await openRefund(tx, { order, payment, reason: 'staff', amountMinor: quote.refundMinor, idempotencyKey, returnId: request.id, requestedBy: input.staffId, now });
    await recordAdjustment(tx, {
      order,
      kind: 'return',
      amountMinor: quote.refundMinor,
      lines: quote.lines.map((l) => ({ orderLineId: l.lineId, quantity: l.quantity, merchandiseMinor: l.merchandiseMinor })),
      refundId: refund.id,
      returnId: request.id,
      now,
    });
    await tx.insert(schema.auditLog).values({
      actorId: input.staffId,
      action: 'order.refunded',
      entity: 'order',
      entityId: String(order.id),
      data: { before, after: { refundableMinor: left - quote.refundMinor }, refundId: refund.id, returnId: request.id, amountMinor: quote.refundMinor, lines: input.lines, note: input.note ?? null },
      at: now,
    });
    await queueOrderEmail(tx, order, { kind: 'refunded', refundMinor: quote.refundMinor }, now);
    return { ok: true, refund };
  });
  if (!decided.ok || decided.isReplay) return decided;
  // After the decision is kept: the provider call, outside the transaction, with the refund's own key.
  return { ok: true, refund: await completeRefund(deps, decided.refund.id) };
}
