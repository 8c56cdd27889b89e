import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { CommissionPeriod, CommissionSummary } from '@upline/contract/commissions';
import { periodFor, type PayoutSchedule } from '@upline/domain/commissions';
import { currencies } from '@upline/domain/money';
import { amountText } from './commission-text.js';
import { planVersionAt } from './plan-version.js';

const wireKind = { biweekly: 'bi_weekly', monthly: 'monthly' } as const;

/**
 * GET user/commissions: the member's own lines summed per period, per schedule and currency,
 * newest first, with the period that contains today listed even before anything is booked in it
 * (its running totals). BV is the volume the member's lines were computed on, less what refunds
 * gave back.
 */
export async function commissionSummary(db: Database, input: { memberId: number; now: Date; timeZone: string }): Promise<CommissionSummary> {
  const { commissionLedgerLines: ledger, commissionPeriods: periods } = schema;
  const rows = await db
    .select({
      kind: periods.kind,
      currency: periods.currency,
      startsOn: periods.startsOn,
      endsOn: periods.endsOn,
      status: periods.status,
      bvMinor: sql<string>`sum(${ledger.baseMinor})`,
      amountMinor: sql<string>`sum(${ledger.amountMinor})`,
    })
    .from(ledger)
    .innerJoin(periods, sql`${periods.id} = coalesce(${ledger.biweeklyPeriodId}, ${ledger.monthlyPeriodId})`)
    .where(eq(ledger.memberId, input.memberId))
    .groupBy(periods.id, periods.kind, periods.currency, periods.startsOn, periods.endsOn, periods.status)
    .orderBy(desc(periods.startsOn));

  const { plan } = await planVersionAt(db, input.now);
  const answer: CommissionSummary = { bi_weekly: { USD: [], CAD: [] }, monthly: { USD: [], CAD: [] } };
  for (const schedule of ['biweekly', 'monthly'] as const satisfies readonly PayoutSchedule[]) {
    const current = periodFor(schedule, input.now, plan, input.timeZone);
    for (const currency of currencies) {
      const list: CommissionPeriod[] = rows
        .filter((r) => r.kind === schedule && r.currency === currency)
        .map((r) => ({
          start_date: r.startsOn,
          end_date: r.endsOn,
          total_bv: amountText(Number(r.bvMinor)),
          total_commission: amountText(Number(r.amountMinor)),
          status: r.status,
          is_current: r.startsOn === current.startsOn,
        }));
      if (!list.some((p) => p.is_current)) {
        list.push({ start_date: current.startsOn, end_date: current.endsOn, total_bv: '0.00', total_commission: '0.00', status: 'open', is_current: true });
      }
      list.sort((a, b) => b.start_date.localeCompare(a.start_date));
      answer[wireKind[schedule]][currency] = list;
    }
  }
  return answer;
}
