import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { allocate } from '@upline/domain/money';
import type { OrderRow } from '../orders/order-draft.js';
import type { LineRow } from './order-facts.js';

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
