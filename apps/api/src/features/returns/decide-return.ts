// Staff decide a return request: approving it refunds the quoted amount (never more than is left
// on the order) through the provider and books the adjustment; rejecting it gives the units back
// to the order so the member may ask again.
import { and, eq } from 'drizzle-orm';
import type { OrderActionFailure } from '@upline/contract/member-orders';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { recordAdjustment } from '../orders/order-adjustments.js';
import type { RefundRow, ReturnRow } from './order-facts.js';
import { queueOrderEmail } from '../orders/order-emails.js';
import { completeRefund, openRefund, orderPayment } from './refunds.js';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'config' | 'clock' | 'mailer'>;

export type DecideResult = { ok: true; returnRequest: ReturnRow; refund: RefundRow | null } | { ok: false; code: OrderActionFailure };

export async function decideReturn(deps: Deps, input: { staffId: number; returnId: number; approve: boolean; note?: string }): Promise<DecideResult> {
  const { orderReturns, orderReturnLines, orders } = schema;
  const now = deps.clock.now();
  const [head] = await deps.db.select({ orderId: orderReturns.orderId }).from(orderReturns).where(eq(orderReturns.id, input.returnId));
  if (!head) return { ok: false, code: 'return_not_found' };
  const decided = await deps.db.transaction(async (tx): Promise<DecideResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, head.orderId)).for('no key update');
    const [request] = await tx.select().from(orderReturns).where(eq(orderReturns.id, input.returnId)).for('no key update');
    if (!order || !request) return { ok: false, code: 'return_not_found' };
    if (request.status !== 'requested') return { ok: false, code: 'return_already_decided' };
    const audit = (action: string, data: object) => tx.insert(schema.auditLog).values({ actorId: input.staffId, action, entity: 'order', entityId: String(order.id), data, at: now });
    const decision = { decidedBy: input.staffId, decidedAt: now, decisionNote: input.note ?? null, updatedAt: now };
    if (!input.approve) {
      const [rejected] = await tx.update(orderReturns).set({ status: 'rejected', ...decision }).where(and(eq(orderReturns.id, request.id), eq(orderReturns.status, 'requested'))).returning();
      await audit('return.rejected', { returnId: request.id, note: input.note ?? null });
      await queueOrderEmail(tx, order, { kind: 'return_rejected', note: input.note ?? null }, now);
      return { ok: true, returnRequest: rejected ?? request, refund: null };
    }
    const payment = await orderPayment(tx, order.id);
    if (!payment) return { ok: false, code: 'not_paid' };
    const amountMinor = Math.min(request.refundMinor, order.totalMinor - order.refundedMinor);
    if (amountMinor <= 0) return { ok: false, code: 'not_refundable' };
    const [approved] = await tx.update(orderReturns).set({ status: 'approved', ...decision }).where(eq(orderReturns.id, request.id)).returning();
    const refund = await openRefund(tx, { order, payment, reason: 'return', amountMinor, idempotencyKey: `return:${request.id}:refund`, returnId: request.id, requestedBy: input.staffId, now });
    const lines = await tx.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, request.id));
    await recordAdjustment(tx, {
      order,
      kind: 'return',
      amountMinor,
      lines: lines.map((l) => ({ orderLineId: l.orderLineId, quantity: l.quantity, merchandiseMinor: l.merchandiseMinor })),
      refundId: refund.id,
      returnId: request.id,
      now,
    });
    await audit('return.approved', { returnId: request.id, refundId: refund.id, amountMinor, note: input.note ?? null });
    await queueOrderEmail(tx, order, { kind: 'return_approved', refundMinor: amountMinor }, now);
    return { ok: true, returnRequest: approved ?? request, refund };
  });
  if (!decided.ok || !decided.refund) return decided;
  const refund = await completeRefund(deps, decided.refund.id);
  const [after] = await deps.db.select().from(orderReturns).where(eq(orderReturns.id, input.returnId));
  return { ok: true, returnRequest: after ?? decided.returnRequest, refund };
}
