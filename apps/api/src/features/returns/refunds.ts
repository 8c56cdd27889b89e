// Money back through the provider that took it, exactly once. A refund row is written 'pending'
// with a deterministic idempotency key in the transaction that decides it (cancellation, approved
// return); the provider is called after that commits, with the same key on every try; its answer
// is recorded under the payment's lock. A crash in between leaves a pending row that the retry job
// finishes with the same key, so the provider never refunds twice.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@upline/db';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { alertStaff } from '../../platform/staff-alerts.js';
import { isDuplicateCharge } from '../orders/duplicate-charge.js';
import { refundRowsTotal } from '../orders/order-adjustments.js';
import type { OrderRow } from '../orders/order-draft.js';
import { recordStatusEvent } from '../orders/order-rows.js';
import { syncOrderWithPayment } from '../orders/sync-order-payment.js';
import type { PaymentRow } from '../payments/payment-events.js';
import { refundAtProvider } from '../payments/refund-at-provider.js';
import type { RefundRow } from './order-facts.js';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'config' | 'clock' | 'mailer'>;

/** Attempts after which a refund the provider keeps failing is left to staff. */
export const MAX_REFUND_ATTEMPTS = 8;

/** The payment an order was paid with (a duplicate charge given back is never it). */
export async function orderPayment(tx: Database, orderId: number): Promise<PaymentRow | null> {
  const { payments } = schema;
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded', 'partially_refunded', 'refunded'])))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.find((p) => !isDuplicateCharge(p)) ?? null;
}

export interface OpenRefundInput {
  order: OrderRow;
  payment: PaymentRow;
  reason: 'cancel' | 'return' | 'staff';
  amountMinor: number;
  idempotencyKey: string;
  returnId?: number;
  requestedBy: number | null;
  now: Date;
}

/** Writes the pending refund in the caller's transaction; the same key answers the row already written. */
export async function openRefund(tx: Database, input: OpenRefundInput): Promise<RefundRow> {
  const { refunds } = schema;
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: input.order.id,
      paymentId: input.payment.id,
      returnId: input.returnId ?? null,
      reason: input.reason,
      amountMinor: input.amountMinor,
      currency: input.order.currency,
      provider: input.payment.provider,
      idempotencyKey: input.idempotencyKey,
      requestedBy: input.requestedBy,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  if (row) return row;
  const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
  if (!existing) throw new Error('refund row vanished');
  return existing;
}

/**
 * Sends a pending refund to the provider and records the answer. Safe to call many times and from
 * two processes at once: the provider sees one key, and only the first answer moves the rows.
 */
export async function completeRefund(deps: Deps, refundId: number): Promise<RefundRow> {
  const { refunds, payments, orders } = schema;
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw new Error(`refund ${refundId} not found`);
  if (refund.status !== 'pending') return refund;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) throw new Error(`payment ${refund.paymentId} not found`);

  const result = await refundAtProvider(deps, payment, refund.amountMinor, refund.idempotencyKey);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    // Lock order: payment, then order (decision 0006), then the refund row.
    const [lockedPayment] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('no key update');
    if (!lockedPayment) throw new Error('payment vanished');
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('no key update');
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('no key update');
    if (!current || !order || current.status !== 'pending') return { refund: current ?? refund, alert: null };

    if (!result.ok) {
      const attempts = current.attempts + 1;
      const isFinal = result.code === 'refund_refused' || attempts >= MAX_REFUND_ATTEMPTS;
      const [updated] = await tx
        .update(refunds)
        .set({ attempts, failureMessage: result.message, status: isFinal ? 'failed' : 'pending', updatedAt: now })
        .where(eq(refunds.id, refund.id))
        .returning();
      return { refund: updated ?? current, alert: isFinal ? `Refund ${refund.id} of order ${order.orderNumber} failed: ${result.message}` : null };
    }

    const [updated] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRef: result.refundRef, attempts: current.attempts + 1, failureMessage: null, completedAt: now, updatedAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    const known = await refundRowsTotal(tx, payment.id);
    const refundedMinor = Math.min(lockedPayment.amountMinor, Math.max(lockedPayment.refundedMinor, known.succeeded));
    const status = refundedMinor >= lockedPayment.amountMinor ? 'refunded' : 'partially_refunded';
    const [movedPayment] = await tx.update(payments).set({ refundedMinor, status, updatedAt: now }).where(eq(payments.id, payment.id)).returning();
    if (movedPayment) await syncOrderWithPayment(tx, movedPayment, now);
    if (refund.returnId !== null) await settleReturn(tx, refund.returnId, order, now);
    await tx.insert(schema.auditLog).values({ actorId: null, action: 'refund.succeeded', entity: 'order', entityId: String(order.id), data: { refundId: refund.id, amountMinor: refund.amountMinor, providerRef: result.refundRef }, at: now });
    return { refund: updated ?? current, alert: null };
  });
  if (outcome.alert) {
    await alertStaff(deps, {
      subject: outcome.alert,
      text: `${outcome.alert}\nThe shopper was told the refund is on its way. Refund it at the provider (${payment.provider} ${payment.providerRef ?? ''}) and mark it in the admin.`,
    });
  }
  return outcome.refund;
}

/** A return whose refund went through: refunded, and the order Returned once every unit came back. */
async function settleReturn(tx: Transaction, returnId: number, order: OrderRow, now: Date): Promise<void> {
  const { orderReturns, orderReturnLines, orderLines, orders } = schema;
  await tx.update(orderReturns).set({ status: 'refunded', updatedAt: now }).where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, 'approved')));
  const [units] = await tx
    .select({
      bought: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${order.id} and ${orderLines.kind} = 'product')`.mapWith(Number),
      returned: sql<number>`coalesce(sum(${orderReturnLines.quantity}), 0)`.mapWith(Number),
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderId, order.id), eq(orderReturns.status, 'refunded')));
  if (units && units.returned >= units.bought && order.status !== 'Returned' && order.status !== 'Cancelled') {
    await tx.update(orders).set({ status: 'Returned', updatedAt: now }).where(eq(orders.id, order.id));
    await recordStatusEvent(tx, { orderId: order.id, field: 'status', from: order.status, to: 'Returned', note: `return ${returnId} refunded`, now });
  }
}

/** Pending refunds a crash or a provider outage left behind: tried again with their own keys. */
export async function retryPendingRefunds(deps: Deps, olderThanMs = 60_000, batch = 50): Promise<number> {
  const { refunds } = schema;
  const before = new Date(deps.clock.now().getTime() - olderThanMs);
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), sql`${refunds.updatedAt} < ${before}`))
    .orderBy(asc(refunds.id))
    .limit(batch);
  let done = 0;
  for (const { id } of due) {
    const refund = await completeRefund(deps, id);
    if (refund.status === 'succeeded') done++;
  }
  return done;
}
