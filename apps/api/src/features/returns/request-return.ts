// A return of some units of some lines (POST user/order/return/{id}): the policy's quote is kept
// with the request, and staff approve or reject it.
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { quoteReturn, returnOptionAt, type RefundPolicy, type ReturnRequestLine } from '@upline/domain/orders';
import { localDate } from '@upline/domain/commissions';
import type { AppDeps } from '../../deps.js';
import type { OrderRow } from '../orders/order-draft.js';
import { lockMemberOrder, noActionFailure, type OrderActionResult } from './order-action.js';
import { loadOrderFacts, toPolicyOrder, type OrderFacts, type ReturnRow } from './order-facts.js';
import { queueOrderEmail } from '../orders/order-emails.js';
import { loadRefundPolicy } from './refund-policy-settings.js';

type InsertResult = { ok: true; returnRequest: ReturnRow } | { ok: false; code: 'too_many_units' | 'unknown_line' | 'not_refundable' };

/** Writes the return request, its lines, the audit entry and the shopper's e-mail, in the caller's transaction. */
export async function insertReturnRequest(
  tx: Transaction,
  input: { order: OrderRow; facts: OrderFacts; policy: RefundPolicy; lines: ReturnRequestLine[]; reason: string | undefined; userId: number; now: Date },
): Promise<InsertResult> {
  const quote = quoteReturn(toPolicyOrder(input.order, input.facts), input.lines, input.policy);
  if (!quote.ok) return { ok: false, code: quote.reason };
  const [row] = await tx
    .insert(schema.orderReturns)
    .values({
      orderId: input.order.id,
      requestedBy: input.userId,
      reason: input.reason ?? null,
      currency: input.order.currency,
      merchandiseMinor: quote.merchandiseMinor,
      restockingFeeMinor: quote.restockingFeeMinor,
      taxMinor: quote.taxMinor,
      refundMinor: quote.refundMinor,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('return request not written');
  await tx.insert(schema.orderReturnLines).values(
    quote.lines.map((l) => ({ returnId: row.id, orderLineId: l.lineId, quantity: l.quantity, merchandiseMinor: l.merchandiseMinor, restockingFeeMinor: l.restockingFeeMinor, taxMinor: l.taxMinor, refundMinor: l.refundMinor })),
  );
  await tx.insert(schema.auditLog).values({ actorId: input.userId, action: 'order.return_requested', entity: 'order', entityId: String(input.order.id), data: { returnId: row.id, lines: input.lines, refundMinor: quote.refundMinor }, at: input.now });
  await queueOrderEmail(tx, input.order, { kind: 'return_requested', refundMinor: quote.refundMinor, restockingFeeMinor: quote.restockingFeeMinor }, input.now);
  return { ok: true, returnRequest: row };
}

export async function requestReturn(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  input: { userId: number; orderId: number; lines: ReturnRequestLine[]; reason?: string },
): Promise<OrderActionResult> {
  const policy = await loadRefundPolicy(deps.db, deps.config.shopTimeZone);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<OrderActionResult> => {
    const order = await lockMemberOrder(tx, input.userId, input.orderId);
    if (!order) return { ok: false, code: 'order_not_found' };
    const facts = (await loadOrderFacts(tx, [order.id])).get(order.id) ?? { lines: [], returned: new Map(), hasOpenReturn: false };
    const option = returnOptionAt(toPolicyOrder(order, facts), now, policy);
    if (option.action === 'none') return { ok: false, code: noActionFailure(option.reason) };
    if (option.action === 'closed') return { ok: false, code: 'window_closed', closedOn: localDate(option.closedAt, policy.calendar.timeZone) };
    if (option.action === 'cancel_unpaid') return { ok: false, code: 'not_paid' };
    const created = await insertReturnRequest(tx, { order, facts, policy, lines: input.lines, reason: input.reason, userId: input.userId, now });
    if (!created.ok) return created;
    return { ok: true, kind: 'return_requested', orderId: order.id, refund: null, returnRequest: created.returnRequest };
  });
}
