import { desc, eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { MemberStatement } from '@upline/contract/commission-close';
import { amountText } from './commission-text.js';

/** The member's own statements, newest period first (at most 100): what each close paid or carried forward. */
export async function memberStatements(db: Database, memberId: number): Promise<MemberStatement[]> {
  const { commissionStatements: s, commissionPeriods: periods } = schema;
  const rows = await db
    .select({ statement: s, endsOn: periods.endsOn })
    .from(s)
    .innerJoin(periods, eq(periods.id, s.periodId))
    .where(eq(s.memberId, memberId))
    .orderBy(desc(s.periodStartsOn), desc(s.id))
    .limit(100);
  return rows.map(({ statement: r, endsOn }) => ({
    kind: r.kind === 'biweekly' ? 'bi_weekly' : 'monthly',
    currency: r.currency,
    start_date: r.periodStartsOn,
    end_date: endsOn,
    accruals: amountText(r.accrualsMinor),
    reversals: amountText(r.reversalsMinor),
    carried_in: amountText(r.carriedInMinor),
    total: amountText(r.totalMinor),
    payout: amountText(r.payoutMinor),
    carry_forward: amountText(r.carryForwardMinor),
    status: r.status,
    paid_at: r.paidAt ? r.paidAt.toISOString() : null,
  }));
}
