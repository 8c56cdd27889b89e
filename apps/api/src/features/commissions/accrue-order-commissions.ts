import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { defaultShopTimeZone, lineBv } from '@upline/domain/commissions';
import type { Currency } from '@upline/domain/money';
import { accrualLine, creditedUpline, paidDayPeriods, walkOrderLine, type NewLedgerLine } from './upline-accruals.js';

export interface AccrualOptions {
  /** The shop's calendar for periods (SHOP_TIME_ZONE); America/Toronto by default. */
  timeZone?: string;
}

/**
 * Writes the commission lines of a paid order (plan §2 and §3), inside the transaction that made
 * it paid: per order line, BV from what was paid for its merchandise (fee lines never carry any),
 * the credited sponsor's chain walked with the plan version in effect at the paid time, one line
 * per (order line, beneficiary) in the period of its schedule, held for the refund window. Safe
 * to run again: an order that already has accruals gets none (they are written by one statement),
 * and the accrual unique index keeps one line per order line and beneficiary when two runs meet.
 * Returns how many lines it wrote.
 */
export async function accrueOrderCommissions(tx: Transaction, orderId: number, opts: AccrualOptions = {}): Promise<number> {
  const { orders, orderLines, memberTree, commissionLedgerLines: ledger } = schema;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.paidAt === null) return 0;
  const paidAt = order.paidAt;
  const currency = order.currency as Currency;
  const timeZone = opts.timeZone ?? defaultShopTimeZone;

  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position), asc(orderLines.id));
  const bvs = lineBv(
    lines.map((l) => ({ kind: l.kind === 'fee' ? ('fee' as const) : ('merchandise' as const), amountMinor: l.bvMinor })),
    [],
  );
  if (!bvs.some((bv) => bv > 0)) return 0;

  // The credited sponsor, else the buyer's enrolling sponsor (the default sponsor is already on guest orders).
  // Their tree row is read FOR KEY SHARE first: a staff sponsor change locks the moving members'
  // rows, so this walk either commits before the change (which then re-credits it) or waits and
  // walks the new tree (decision 0023).
  const treeRowOf = order.sponsorId ?? order.userId;
  if (treeRowOf !== null) await tx.select({ id: memberTree.memberId }).from(memberTree).where(eq(memberTree.memberId, treeRowOf)).for('key share');
  // Booked already (by another confirmation of the payment, or re-credited by a sponsor change since).
  const [booked] = await tx.select({ id: ledger.id }).from(ledger).where(and(eq(ledger.orderId, order.id), eq(ledger.kind, 'accrual'))).limit(1);
  if (booked) return 0;
  const upline = await creditedUpline(tx, { userId: order.userId, sponsorId: order.sponsorId, paidAt });
  if (upline === null) return 0;
  // Both periods of the paid day exist before any line points at them.
  const periodIds = await paidDayPeriods(tx, paidAt, timeZone, currency, upline.plan);

  const rows: NewLedgerLine[] = [];
  lines.forEach((line, index) => {
    const bvMinor = bvs[index] ?? 0;
    if (bvMinor <= 0) return;
    for (const paid of walkOrderLine(upline, bvMinor)) {
      rows.push(accrualLine({ upline, paid, order: { id: order.id, paidAt, currency }, orderLineId: line.id, periodId: (schedule) => periodIds.get(schedule) ?? null }));
    }
  });
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(ledger).values(rows).onConflictDoNothing().returning({ id: ledger.id });
  return inserted.length;
}
