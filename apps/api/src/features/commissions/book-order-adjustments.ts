import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { reverseOrderCommissions } from './reverse-order-commissions.js';

interface AdjustmentLineRow {
  orderLineId: number;
  merchandiseMinor: number;
}

/**
 * Books the commission reversals of the cancellations, returns and refunds the orders capability
 * recorded (order_adjustments rows not yet processed), one adjustment per transaction: the row is
 * claimed with SKIP LOCKED, its reversals are written and it is marked processed together, so any
 * number of processes may run this at once and each adjustment is booked once. Returns how many
 * adjustments it booked.
 */
export async function bookOrderAdjustments(db: Database, now: Date, opts: { timeZone?: string; batch?: number } = {}): Promise<number> {
  const batch = opts.batch ?? 100;
  const { orderAdjustments: adjustments } = schema;
  let handled = 0;
  for (; handled < batch; handled++) {
    const booked = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(adjustments).where(isNull(adjustments.processedAt)).orderBy(asc(adjustments.id)).limit(1).for('update', { skipLocked: true });
      if (!row) return false;
      const lines = Array.isArray(row.lines) ? (row.lines as AdjustmentLineRow[]) : [];
      await reverseOrderCommissions(tx, {
        adjustmentId: row.id,
        orderId: row.orderId,
        occurredAt: row.occurredAt,
        reason: row.kind,
        lines: lines.map((l) => ({ orderLineId: Number(l.orderLineId), refundedMinor: Number(l.merchandiseMinor) || 0 })),
      }, { timeZone: opts.timeZone });
      await tx.update(adjustments).set({ processedAt: now }).where(eq(adjustments.id, row.id));
      return true;
    });
    if (!booked) break;
  }
  return handled;
}
