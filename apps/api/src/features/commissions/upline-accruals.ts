import { eq } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { biweeklyPeriodOf, holdUntil, localDate, monthlyPeriodOf, scheduleOfLevel, walkUpline, type CommissionPlan, type PaidLine, type PayoutSchedule, type UplineMember } from '@upline/domain/commissions';
import type { Currency } from '@upline/domain/money';
import { openPeriodsFrom } from './commission-periods.js';
import { creditedChain } from './credited-chain.js';
import { planVersionAt } from './plan-version.js';

export type NewLedgerLine = typeof schema.commissionLedgerLines.$inferInsert;

/** The upline a paid order pays: the plan version of its paid time and the credited sponsor's chain. */
export interface CreditedUpline {
  planVersionId: number;
  plan: CommissionPlan;
  chain: UplineMember[];
  buyerId: number;
}

/**
 * The upline a paid order pays (plan §2): its credited sponsor, else the buyer's enrolling sponsor
 * (the default sponsor is already on guest orders), walked with the plan version in effect at the
 * paid time. Null when nobody is credited.
 */
export async function creditedUpline(tx: Transaction, order: { userId: number | null; sponsorId: number | null; paidAt: Date }): Promise<CreditedUpline | null> {
  let creditedId = order.sponsorId;
  if (creditedId === null && order.userId !== null) {
    const [buyer] = await tx.select({ sponsorId: schema.users.sponsorId }).from(schema.users).where(eq(schema.users.id, order.userId));
    creditedId = buyer?.sponsorId ?? null;
  }
  if (creditedId === null) return null;
  const { id: planVersionId, plan } = await planVersionAt(tx, order.paidAt);
  const chain = await creditedChain(tx, creditedId);
  return { planVersionId, plan, chain, buyerId: order.userId ?? 0 };
}

/** Who an order line's BV pays up the credited upline (plan §3). */
export function walkOrderLine(upline: CreditedUpline, bvMinor: number): PaidLine[] {
  return walkUpline({ plan: upline.plan, buyerId: upline.buyerId, chain: upline.chain, bvMinor }).lines;
}

/**
 * The ids of both periods of the paid day (shop calendar), created in this order everywhere; a
 * period already closed (a late replay) passes its lines to the next open one.
 */
export async function paidDayPeriods(tx: Transaction, paidAt: Date, timeZone: string, currency: Currency, plan: CommissionPlan): Promise<Map<PayoutSchedule, number>> {
  const day = localDate(paidAt, timeZone);
  return openPeriodsFrom(tx, [biweeklyPeriodOf(day, plan), monthlyPeriodOf(day)], currency, plan);
}

/**
 * The accrual line of one beneficiary of an order line: in the period of its level's schedule,
 * held for the refund window, dated at the paid time (the ledger's time is the event it books, so
 * a replay books in the past). `sponsorChangeId` when a sponsor change books it.
 */
export function accrualLine(input: {
  upline: CreditedUpline;
  paid: PaidLine;
  order: { id: number; paidAt: Date; currency: Currency };
  orderLineId: number;
  periodId: (schedule: PayoutSchedule) => number | null;
  sponsorChangeId?: number;
}): NewLedgerLine {
  const { upline, paid, order } = input;
  const schedule = scheduleOfLevel(upline.plan, paid.paidLevel);
  const periodId = input.periodId(schedule);
  return {
    kind: 'accrual',
    memberId: paid.memberId,
    orderId: order.id,
    orderLineId: input.orderLineId,
    planVersionId: upline.planVersionId,
    biweeklyPeriodId: schedule === 'biweekly' ? periodId : null,
    monthlyPeriodId: schedule === 'monthly' ? periodId : null,
    currency: order.currency,
    baseMinor: paid.bvMinor,
    rateBps: paid.rateBps,
    amountMinor: paid.amountMinor,
    structuralLevel: paid.structuralLevel,
    paidLevel: paid.paidLevel,
    compressedOver: paid.compressedOver,
    status: 'held',
    holdUntil: holdUntil(order.paidAt, upline.plan),
    ...(input.sponsorChangeId !== undefined ? { sponsorChangeId: input.sponsorChangeId } : {}),
    createdAt: order.paidAt,
  };
}
