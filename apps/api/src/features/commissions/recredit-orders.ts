import { and, asc, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { lineBv, recreditOrderLine, scheduleOfLevel, type LiveAccrual, type PayoutSchedule } from '@upline/domain/commissions';
import type { Currency } from '@upline/domain/money';
import { accrualLine, creditedUpline, paidDayPeriods, walkOrderLine, type NewLedgerLine } from './upline-accruals.js';

/** One line a back-dated sponsor change takes back or books. */
export interface RecreditedLine {
  /** The ledger line (the accrual taken back, or the new accrual). */
  lineId: number;
  orderId: number;
  orderNumber: string;
  memberId: number;
  currency: Currency;
  /** The amount taken back (the accrual's live amount, positive) or booked. */
  amountMinor: number;
  paidLevel: number;
}

export interface RecreditResult {
  /** Orders whose lines changed. */
  orderCount: number;
  reversed: RecreditedLine[];
  added: RecreditedLine[];
}

/**
 * Re-credits, after a sponsor change already moved the tree in this transaction, the orders paid on
 * or after `effectiveFrom` (shop calendar) that are credited through the moving members (their
 * link, or their enrolling sponsor for their own orders): each order line's live accruals are
 * compared with a walk of the new chain on what is left of its BV (plan §3, at the plan version of
 * the paid time), and what differs is taken back (a reversal of what is left, reason
 * `sponsor_change`) and booked (a new accrual), both in the open periods of the paid day and both
 * pointing at the change's audit row (decision 0023). The orders are locked first (decision 0006),
 * so a refund of one of them books before or after, never across. Idempotent per change: the
 * ledger's keys hold one reversal per change and accrual, one accrual per change, line and member.
 */
export async function recreditOrders(
  tx: Transaction,
  input: { subtreePath: string; effectiveFrom: string; timeZone: string; changeId: number; now: Date },
): Promise<RecreditResult> {
  const { orders, orderLines, orderAdjustments, memberTree, commissionLedgerLines: ledger } = schema;
  const moving = tx.select({ id: memberTree.memberId }).from(memberTree).where(like(memberTree.path, `${input.subtreePath}%`));
  const candidates = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber, userId: orders.userId, sponsorId: orders.sponsorId, paidAt: orders.paidAt, currency: orders.currency })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paidAt),
        sql`(${orders.paidAt} at time zone ${input.timeZone})::date >= ${input.effectiveFrom}::date`,
        or(inArray(orders.sponsorId, moving), and(isNull(orders.sponsorId), inArray(orders.userId, moving))),
      ),
    )
    .orderBy(asc(orders.id))
    .for('no key update');
  const result: RecreditResult = { orderCount: 0, reversed: [], added: [] };
  if (candidates.length === 0) return result;
  const orderIds = candidates.map((o) => o.id);
  // One query at a time: a transaction is one connection.
  const allLines = await tx.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.position), asc(orderLines.id));
  const allLedger = await tx.select().from(ledger).where(inArray(ledger.orderId, orderIds)).orderBy(asc(ledger.id));
  const processed = await tx
    .select({ orderId: orderAdjustments.orderId, kind: orderAdjustments.kind, lines: orderAdjustments.lines })
    .from(orderAdjustments)
    .where(and(inArray(orderAdjustments.orderId, orderIds), isNotNull(orderAdjustments.processedAt)));

  for (const order of candidates) {
    const paidAt = order.paidAt as Date;
    const currency = order.currency as Currency;
    const upline = await creditedUpline(tx, { userId: order.userId, sponsorId: order.sponsorId, paidAt });
    if (upline === null) continue;
    const { plan } = upline;
    const lines = allLines.filter((l) => l.orderId === order.id);
    const bvs = lineBv(lines.map((l) => ({ kind: l.kind === 'fee' ? ('fee' as const) : ('merchandise' as const), amountMinor: l.bvMinor })), []);
    const adjustments = processed.filter((a) => a.orderId === order.id);
    const isCancelled = adjustments.some((a) => a.kind === 'cancel');
    const bookedLines = allLedger.filter((l) => l.orderId === order.id);

    let periodIds: Map<PayoutSchedule, number> | null = null;
    const periodOf = async (schedule: PayoutSchedule) => {
      periodIds ??= await paidDayPeriods(tx, paidAt, input.timeZone, currency, plan);
      return periodIds.get(schedule) ?? null;
    };

    const rows: NewLedgerLine[] = [];
    const reversedHere: RecreditedLine[] = [];
    for (const [index, line] of lines.entries()) {
      const bvMinor = bvs[index] ?? 0;
      if (bvMinor <= 0) continue;
      const accruals = bookedLines.filter((l) => l.kind === 'accrual' && l.orderLineId === line.id);
      const reversalsOf = (id: number) => bookedLines.filter((l) => l.kind === 'reversal' && l.reversesLineId === id);
      const live = accruals.map((a) => {
        const back = reversalsOf(a.id);
        return {
          accrual: a,
          leftMinor: a.amountMinor + back.reduce((sum, r) => sum + r.amountMinor, 0),
          leftBvMinor: a.baseMinor + back.reduce((sum, r) => sum + r.baseMinor, 0),
        };
      });
      // What is left of the line's BV: as the ledger has it, or, when nobody was paid on the line,
      // its BV less the merchandise that booked refunds gave back.
      const refundedMinor = adjustments.flatMap((a) => (Array.isArray(a.lines) ? (a.lines as { orderLineId: number; merchandiseMinor: number }[]) : [])).filter((l) => l.orderLineId === line.id).reduce((sum, l) => sum + Math.max(0, l.merchandiseMinor), 0);
      const leftBvMinor = live.length > 0 ? Math.max(0, ...live.map((l) => l.leftBvMinor)) : isCancelled ? 0 : Math.max(0, bvMinor - refundedMinor);
      const walked = walkOrderLine(upline, leftBvMinor);
      const liveAccruals: LiveAccrual[] = live.map((l) => ({ id: l.accrual.id, memberId: l.accrual.memberId, structuralLevel: l.accrual.structuralLevel, paidLevel: l.accrual.paidLevel, rateBps: l.accrual.rateBps, leftMinor: l.leftMinor }));
      const { reverse, add } = recreditOrderLine(liveAccruals, walked);

      for (const taken of reverse) {
        const { accrual, leftBvMinor: accrualBv } = live.find((l) => l.accrual.id === taken.id)!;
        const schedule: PayoutSchedule = accrual.monthlyPeriodId !== null ? 'monthly' : 'biweekly';
        const periodId = await periodOf(schedule);
        rows.push({
          kind: 'reversal',
          memberId: accrual.memberId,
          orderId: order.id,
          orderLineId: line.id,
          planVersionId: accrual.planVersionId,
          biweeklyPeriodId: schedule === 'biweekly' ? periodId : null,
          monthlyPeriodId: schedule === 'monthly' ? periodId : null,
          currency,
          baseMinor: -accrualBv,
          rateBps: accrual.rateBps,
          amountMinor: -taken.leftMinor,
          structuralLevel: accrual.structuralLevel,
          paidLevel: accrual.paidLevel,
          compressedOver: accrual.compressedOver,
          status: 'payable',
          holdUntil: null,
          reversesLineId: accrual.id,
          reason: 'sponsor_change',
          sponsorChangeId: input.changeId,
          createdAt: input.now,
        });
        reversedHere.push({ lineId: accrual.id, orderId: order.id, orderNumber: order.orderNumber, memberId: accrual.memberId, currency, amountMinor: taken.leftMinor, paidLevel: accrual.paidLevel });
      }
      for (const paid of add) {
        const periodId = await periodOf(scheduleOfLevel(plan, paid.paidLevel));
        rows.push(accrualLine({ upline, paid, order: { id: order.id, paidAt, currency }, orderLineId: line.id, periodId: () => periodId, sponsorChangeId: input.changeId }));
      }
    }
    if (rows.length === 0) continue;
    const inserted = await tx.insert(ledger).values(rows).onConflictDoNothing().returning({ id: ledger.id, kind: ledger.kind, memberId: ledger.memberId, amountMinor: ledger.amountMinor, paidLevel: ledger.paidLevel });
    result.orderCount += 1;
    result.reversed.push(...reversedHere);
    for (const row of inserted.filter((r) => r.kind === 'accrual')) {
      result.added.push({ lineId: row.id, orderId: order.id, orderNumber: order.orderNumber, memberId: row.memberId, currency, amountMinor: row.amountMinor, paidLevel: row.paidLevel });
    }
  }
  return result;
}
