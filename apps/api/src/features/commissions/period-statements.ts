// The statements of a period (plan §5), computed from its ledger lines and each member's previous
// statement of the same schedule and currency. Shared by the preview (nothing written) and the
// close (the same drafts written once).
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { statementTotals, type CommissionPlan } from '@upline/domain/commissions';
import type { Currency } from '@upline/domain/money';

export type PeriodRow = typeof schema.commissionPeriods.$inferSelect;

export interface StatementDraft {
  memberId: number;
  accrualsMinor: number;
  reversalsMinor: number;
  carriedInMinor: number;
  totalMinor: number;
  payoutMinor: number;
  carryForwardMinor: number;
  carriedFromId: number | null;
  status: 'payable' | 'carried';
}

/** The ledger column that places a line in a period of this schedule. */
export const periodColumn = (kind: PeriodRow['kind']) => (kind === 'biweekly' ? schema.commissionLedgerLines.biweeklyPeriodId : schema.commissionLedgerLines.monthlyPeriodId);

/** Per member: the sum of the period's accrual amounts and of its reversal amounts, and the last hold. */
export async function periodMemberSums(db: Database, period: PeriodRow) {
  const { commissionLedgerLines: ledger } = schema;
  const rows = await db
    .select({
      memberId: ledger.memberId,
      accruals: sql<string>`coalesce(sum(${ledger.amountMinor}) filter (where ${ledger.amountMinor} >= 0), 0)`,
      reversals: sql<string>`coalesce(sum(${ledger.amountMinor}) filter (where ${ledger.amountMinor} < 0), 0)`,
      lastHold: sql<string | null>`max(${ledger.holdUntil})`,
    })
    .from(ledger)
    .where(eq(periodColumn(period.kind), period.id))
    .groupBy(ledger.memberId);
  return rows.map((r) => ({ memberId: r.memberId, accrualsMinor: Number(r.accruals), reversalsMinor: Number(r.reversals), lastHold: r.lastHold === null ? null : new Date(r.lastHold) }));
}

/** Each member's latest statement before the period, in its schedule and currency: what they carry in. */
async function previousStatements(db: Database, period: PeriodRow) {
  const { commissionStatements: statements } = schema;
  const rows = await db
    .selectDistinctOn([statements.memberId], { id: statements.id, memberId: statements.memberId, carryForwardMinor: statements.carryForwardMinor })
    .from(statements)
    .where(and(eq(statements.kind, period.kind), eq(statements.currency, period.currency), lt(statements.periodStartsOn, period.startsOn)))
    .orderBy(statements.memberId, desc(statements.periodStartsOn));
  return new Map(rows.map((r) => [r.memberId, r]));
}

/**
 * One draft statement per member with a line in the period: its accruals and reversals plus the
 * balance carried from the member's previous statement, payable when at or above the plan's
 * minimum payout, else carried forward (negative balances included).
 */
export async function draftStatements(db: Database, period: PeriodRow, plan: CommissionPlan): Promise<{ drafts: StatementDraft[]; lastHold: Date | null }> {
  const [sums, previous] = await Promise.all([periodMemberSums(db, period), previousStatements(db, period)]);
  let lastHold: Date | null = null;
  const drafts = sums.map((s): StatementDraft => {
    if (s.lastHold && (!lastHold || s.lastHold > lastHold)) lastHold = s.lastHold;
    const before = previous.get(s.memberId);
    const totals = statementTotals({ plan, currency: period.currency as Currency, lineAmountsMinor: [s.accrualsMinor, s.reversalsMinor], carriedInMinor: before?.carryForwardMinor ?? 0 });
    return {
      memberId: s.memberId,
      accrualsMinor: totals.accrualsMinor,
      reversalsMinor: totals.reversalsMinor,
      carriedInMinor: totals.carriedInMinor,
      totalMinor: totals.balanceMinor,
      payoutMinor: totals.payoutMinor,
      carryForwardMinor: totals.carryForwardMinor,
      carriedFromId: before?.id ?? null,
      status: totals.payable ? 'payable' : 'carried',
    };
  });
  return { drafts, lastHold };
}
