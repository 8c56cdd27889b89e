import { eq, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { allocate } from '@upline/domain/money';
import type { PaymentRow } from '../payments/payment-events.js';
import type { OrderRow } from './order-draft.js';

type LineRow = typeof schema.orderLines.$inferSelect;

/** The merchandise given back on one order line, before tax. */
export interface AdjustmentLine {
  orderLineId: number;
  quantity: number;
  merchandiseMinor: number;
}

export interface AdjustmentInput {
  order: OrderRow;
  kind: 'cancel' | 'return' | 'refund';
  amountMinor: number;
  lines: AdjustmentLine[];
  refundId?: number | null;
  returnId?: number | null;
  now: Date;
}

/**
 * Writes the one event of a cancellation, return or refund of a paid order, in the caller's
 * transaction, for the commission engine to book its reversals from (issue: commissions).
 */
export async function recordAdjustment(tx: Database, input: AdjustmentInput): Promise<number> {
  const [row] = await tx
    .insert(schema.orderAdjustments)
    .values({
      orderId: input.order.id,
      kind: input.kind,
      refundId: input.refundId ?? null,
      returnId: input.returnId ?? null,
      currency: input.order.currency,
      amountMinor: input.amountMinor,
      lines: input.lines,
      occurredAt: input.now,
      createdAt: input.now,
    })
    .returning({ id: schema.orderAdjustments.id });
  if (!row) throw new Error('adjustment not written');
  return row.id;
}

/** Every unit of every product line, at what was paid for it (a cancellation gives it all back). */
export function wholeOrderLines(lines: readonly LineRow[]): AdjustmentLine[] {
  return lines.filter((l) => l.kind === 'product').map((l) => ({ orderLineId: l.id, quantity: l.quantity, merchandiseMinor: l.lineTotalMinor - l.discountMinor }));
}

/**
 * A refund made at the provider without the shop (from its dashboard): its merchandise share is
 * the refund's share of the order total, split over the lines by what was paid for them.
 */
export function providerRefundLines(order: OrderRow, lines: readonly LineRow[], refundMinor: number): AdjustmentLine[] {
  const products = lines.filter((l) => l.kind === 'product');
  const paid = products.map((l) => l.lineTotalMinor - l.discountMinor);
  const merchandise = paid.reduce((a, b) => a + b, 0);
  if (order.totalMinor <= 0 || merchandise <= 0) return [];
  const share = Math.min(merchandise, Math.round((refundMinor * merchandise) / order.totalMinor));
  const parts = allocate(share, paid);
  return products.map((l, i) => ({ orderLineId: l.id, quantity: 0, merchandiseMinor: parts[i] ?? 0 }));
}

/** Money the shop's own refund rows account for on a payment (pending ones may already be at the provider). */
export async function refundRowsTotal(tx: Database, paymentId: number): Promise<{ succeeded: number; pending: number }> {
  const { refunds } = schema;
  const [row] = await tx
    .select({
      succeeded: sql<number>`coalesce(sum(${refunds.amountMinor}) filter (where ${refunds.status} = 'succeeded'), 0)`.mapWith(Number),
      pending: sql<number>`coalesce(sum(${refunds.amountMinor}) filter (where ${refunds.status} = 'pending'), 0)`.mapWith(Number),
    })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return row ?? { succeeded: 0, pending: 0 };
}

/**
 * A refund the provider reports that the shop did not make (from the provider's dashboard): what
 * the payment says was refunded beyond our refund rows is recorded as a 'provider' refund and an
 * adjustment, in the webhook's transaction, so commissions are reversed for it too. Returns the
 * amount recorded (0 when our rows already account for everything).
 */
export async function recordProviderRefund(tx: Database, order: OrderRow, payment: PaymentRow, now: Date): Promise<number> {
  const known = await refundRowsTotal(tx, payment.id);
  const extra = payment.refundedMinor - known.succeeded - known.pending;
  if (extra <= 0) return 0;
  const [refund] = await tx
    .insert(schema.refunds)
    .values({
      orderId: order.id,
      paymentId: payment.id,
      reason: 'provider',
      amountMinor: extra,
      currency: order.currency,
      provider: payment.provider,
      status: 'succeeded',
      idempotencyKey: `payment:${payment.id}:provider-refund:${payment.refundedMinor}`,
      completedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: schema.refunds.id });
  if (!refund) return 0;
  const lines = await tx.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
  await recordAdjustment(tx, { order, kind: 'refund', amountMinor: extra, lines: providerRefundLines(order, lines, extra), refundId: refund.id, now });
  await tx.insert(schema.auditLog).values({ actorId: null, action: 'refund.recorded_from_provider', entity: 'order', entityId: String(order.id), data: { refundId: refund.id, amountMinor: extra }, at: now });
  return extra;
}
