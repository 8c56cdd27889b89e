import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { defaultShopTimeZone, fullReversalMinor, partialReversalMinor, periodFor } from '@upline/domain/commissions';
import type { Currency } from '@upline/domain/money';
import { openPeriodFrom } from './commission-periods.js';
import { planVersionAt } from './plan-version.js';

/** A refund, return or cancellation of an order, as the orders capability records it. */
export interface CommissionAdjustment {
  /** The adjustment's own id: a reversal is booked once per adjustment and accrual. */
  adjustmentId: number;
  orderId: number;
  occurredAt: Date;
  reason: 'cancel' | 'return' | 'refund';
  /** Per order line, the merchandise given back (before tax), in minor units. Ignored for 'cancel', which reverses the lines in full. */
  lines: readonly { orderLineId: number; refundedMinor: number }[];
}

export interface ReversalOutcome {
  /** Reversal lines written now (0 when the adjustment was already booked). */
  written: number;
  /** Their total, zero or negative. */
  amountMinor: number;
}

type NewLedgerLine = typeof schema.commissionLedgerLines.$inferInsert;

/**
 * Books the reversal lines of an order's refund, return or cancellation (plan §6), in the
 * caller's transaction. History is never edited: each accrual of a listed order line gets one
 * reversal line pointing at it. A cancellation, or a refund of everything left of the line,
 * reverses what is left of the accrual exactly; a partial refund reverses it pro rata at the rate
 * actually paid (half up of accrual x refunded merchandise / BV of the line, never more than what
 * is left). The line lands in the open period of its schedule that contains the refund time (the
 * next open one if that is closed). Its base is the merchandise refunded, negated, so that later
 * partial refunds of the line are computed on the sum of all of them. Idempotent per adjustment
 * and accrual (a unique index), so replaying an adjustment books nothing twice.
 */
export async function reverseOrderCommissions(tx: Transaction, adjustment: CommissionAdjustment, opts: { timeZone?: string } = {}): Promise<ReversalOutcome> {
  const { commissionLedgerLines: ledger, orders } = schema;
  const lineIds = [...new Set(adjustment.lines.map((l) => l.orderLineId))];
  if (lineIds.length === 0) return { written: 0, amountMinor: 0 };
  // The order first, as every writer of its money does (decision 0006): two refunds of one order
  // are booked one after the other, each seeing what the other reversed.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, adjustment.orderId)).for('no key update');

  const lines = await tx
    .select()
    .from(ledger)
    .where(and(eq(ledger.orderId, adjustment.orderId), inArray(ledger.orderLineId, lineIds)));
  const accruals = lines.filter((l) => l.kind === 'accrual');
  if (accruals.length === 0) return { written: 0, amountMinor: 0 };
  const refundedByLine = new Map<number, number>();
  for (const l of adjustment.lines) refundedByLine.set(l.orderLineId, (refundedByLine.get(l.orderLineId) ?? 0) + Math.max(0, l.refundedMinor));

  const { plan } = await planVersionAt(tx, adjustment.occurredAt);
  const timeZone = opts.timeZone ?? defaultShopTimeZone;
  const periodIds = new Map<string, number>();
  const periodOf = async (schedule: 'biweekly' | 'monthly', currency: Currency) => {
    const key = `${schedule}:${currency}`;
    const known = periodIds.get(key);
    if (known !== undefined) return known;
    const id = await openPeriodFrom(tx, periodFor(schedule, adjustment.occurredAt, plan, timeZone), currency, plan);
    periodIds.set(key, id);
    return id;
  };

  const rows: NewLedgerLine[] = [];
  for (const accrual of accruals) {
    const earlier = lines.filter((l) => l.kind === 'reversal' && l.reversesLineId === accrual.id);
    if (earlier.some((l) => l.adjustmentId === adjustment.adjustmentId)) continue;
    const alreadyReversedMinor = earlier.reduce((sum, l) => sum + l.amountMinor, 0);
    const previouslyRefundedMinor = -earlier.reduce((sum, l) => sum + l.baseMinor, 0);
    const leftBvMinor = Math.max(0, accrual.baseMinor - previouslyRefundedMinor);
    const asked = adjustment.reason === 'cancel' ? leftBvMinor : Math.min(leftBvMinor, refundedByLine.get(accrual.orderLineId ?? -1) ?? 0);
    const isWhole = adjustment.reason === 'cancel' || asked >= leftBvMinor;
    const amountMinor = isWhole
      ? fullReversalMinor(accrual.amountMinor, alreadyReversedMinor)
      : partialReversalMinor({ accrualMinor: accrual.amountMinor, lineBvMinor: accrual.baseMinor, previouslyRefundedMinor, refundedMinor: asked, alreadyReversedMinor });
    if (asked === 0 && amountMinor === 0) continue;
    // The reversal follows its accrual's schedule, whatever a later plan version says of the level.
    const schedule = accrual.monthlyPeriodId !== null ? 'monthly' : 'biweekly';
    const periodId = await periodOf(schedule, accrual.currency);
    rows.push({
      kind: 'reversal',
      memberId: accrual.memberId,
      orderId: accrual.orderId,
      orderLineId: accrual.orderLineId,
      planVersionId: accrual.planVersionId,
      biweeklyPeriodId: schedule === 'biweekly' ? periodId : null,
      monthlyPeriodId: schedule === 'monthly' ? periodId : null,
      currency: accrual.currency,
      baseMinor: -asked,
      rateBps: accrual.rateBps,
      amountMinor,
      structuralLevel: accrual.structuralLevel,
      paidLevel: accrual.paidLevel,
      compressedOver: accrual.compressedOver,
      // Nothing to hold: a reversal lowers the member's next statement.
      status: 'payable',
      holdUntil: null,
      reversesLineId: accrual.id,
      adjustmentId: adjustment.adjustmentId,
      reason: adjustment.reason,
      createdAt: adjustment.occurredAt,
    });
  }
  if (rows.length === 0) return { written: 0, amountMinor: 0 };
  const written = await tx.insert(ledger).values(rows).onConflictDoNothing().returning({ amountMinor: ledger.amountMinor });
  return { written: written.length, amountMinor: written.reduce((sum, r) => sum + r.amountMinor, 0) };
}
