// Closing a period (plan §5): once it has ended and every line in it has passed its hold, one
// statement per member with a line in it, written once. The period row is locked for the close,
// the (period, member) unique index keeps one statement each, and a period already closed answers
// what it holds: closing again, or two processes closing at once, changes nothing.
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { startOfLocalDay } from './commission-text.js';
import type { Currency } from '@upline/domain/money';
import { periodColumn, type PeriodRow } from './period-statements.js';
import { planVersionAt } from './plan-version.js';

export type CloseFailure = 'period_not_found' | 'period_not_ended' | 'lines_on_hold' | 'earlier_period_open';
export type CloseResult = { ok: true; alreadyClosed: boolean; statements: number } | { ok: false; code: CloseFailure };

const dayAfter = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instant a period ends: the start of the local day after its last day. */
export const periodEndInstant = (period: Pick<PeriodRow, 'endsOn'>, timeZone: string) => startOfLocalDay(dayAfter(period.endsOn), timeZone);

/**
 * Writes the period's statements inside the database, without carrying every member through the
 * API: the period's sums per member into a temporary table, each of those members' carried
 * balance into another, then one INSERT … SELECT that joins the two and applies the statement rule
 * of `statementTotals` (payable when the balance is positive and at least the minimum payout, else
 * carried forward). The close test compares what this writes with the preview, which computes the
 * same drafts with the domain rule. bench/README.md (commissions.ts) has the plans at scale.
 */
async function writeStatements(tx: Transaction, period: PeriodRow, minimumPayoutMinor: number, now: Date): Promise<{ lastHold: Date | null; written: boolean }> {
  // For this transaction only: a period's members (200,000 at the benchmark's scale) hashed in
  // memory rather than in batches on disk, and no JIT compilation, which costs more than it saves
  // on these index-driven statements.
  await tx.execute(sql`select set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
  await tx.execute(sql`
    create temp table close_sums on commit drop as
    select member_id,
           coalesce(sum(amount_minor) filter (where amount_minor >= 0), 0)::bigint as accruals,
           coalesce(sum(amount_minor) filter (where amount_minor < 0), 0)::bigint as reversals,
           max(hold_until) as last_hold
    from commission_ledger_lines where ${periodColumn(period.kind)} = ${period.id}
    group by member_id`);
  const [held] = (await tx.execute(sql`select max(last_hold) as "lastHold" from close_sums`)).rows as { lastHold: string | Date | null }[];
  const lastHold = held?.lastHold ? new Date(held.lastHold) : null;
  if (lastHold && lastHold > now) return { lastHold, written: false };
  // A new temporary table has no statistics: without them the joins below are planned for a
  // handful of rows.
  await tx.execute(sql`analyze close_sums`);
  // Each member's latest earlier statement of the schedule and currency, one index lookup per
  // member (commission_statements_member_idx). The planner's statistics of commission_statements
  // lag behind the closes that fill it (the close of the other currency may have written 200,000
  // statements a moment ago, before autovacuum analyses them), and a sequential scan per member of
  // a table believed empty would grow with every statement written. Sequential scans are off for
  // this statement only, so the lookup is the index's whatever the statistics say. It is a
  // statement of its own so that the insert below never reads the table it grows.
  await tx.execute(sql`set local enable_seqscan = off`);
  await tx.execute(sql`
    create temp table close_carried on commit drop as
    select s.member_id, prev.id, prev.carry_forward_minor
    from close_sums s
    cross join lateral (
      select id, carry_forward_minor from commission_statements p
      where p.kind = ${period.kind} and p.currency = ${period.currency} and p.member_id = s.member_id and p.period_starts_on < ${period.startsOn}::date
      order by p.period_starts_on desc limit 1
    ) prev`);
  await tx.execute(sql`reset enable_seqscan`);
  await tx.execute(sql`analyze close_carried`);
  await tx.execute(sql`
    insert into commission_statements
      (period_id, member_id, kind, currency, period_starts_on, accruals_minor, reversals_minor, carried_in_minor, total_minor, payout_minor, carry_forward_minor, carried_from_id, status, created_at)
    select ${period.id}, s.member_id, ${period.kind}, ${period.currency}, ${period.startsOn}::date, s.accruals, s.reversals, b.carried_in, b.total,
           case when b.payable then b.total else 0 end, case when b.payable then 0 else b.total end, prev.id,
           case when b.payable then 'payable' else 'carried' end, ${now.toISOString()}::timestamptz
    from close_sums s
    left join close_carried prev on prev.member_id = s.member_id
    cross join lateral (select coalesce(prev.carry_forward_minor, 0) as carried_in, coalesce(prev.carry_forward_minor, 0) + s.accruals + s.reversals as total) t
    cross join lateral (select t.carried_in, t.total, t.total > 0 and t.total >= ${minimumPayoutMinor} as payable) b
    on conflict (period_id, member_id) do nothing`);
  return { lastHold, written: true };
}

/** Closes one period (by the daily job, or by staff with their id as actor). */
export async function closePeriod(db: Database, input: { periodId: number; now: Date; timeZone: string; actorId: number | null }): Promise<CloseResult> {
  const { commissionPeriods: periods, commissionStatements: statements } = schema;
  return db.transaction(async (tx): Promise<CloseResult> => {
    // NO KEY UPDATE (decision 0006): closes queue behind each other; statement inserts that
    // reference the period are not blocked. Accruals read the period FOR SHARE, so no line
    // is added to it while it closes, and none after.
    const [period] = await tx.select().from(periods).where(eq(periods.id, input.periodId)).for('no key update');
    if (!period) return { ok: false, code: 'period_not_found' };
    if (period.status === 'closed') {
      const [written] = await tx.select({ n: count() }).from(statements).where(eq(statements.periodId, period.id));
      return { ok: true, alreadyClosed: true, statements: written?.n ?? 0 };
    }
    const endsAt = periodEndInstant(period, input.timeZone);
    if (input.now < endsAt) return { ok: false, code: 'period_not_ended' };
    const [earlier] = await tx
      .select({ id: periods.id })
      .from(periods)
      .where(and(eq(periods.kind, period.kind), eq(periods.currency, period.currency), eq(periods.status, 'open'), lt(periods.startsOn, period.startsOn)))
      .limit(1);
    if (earlier) return { ok: false, code: 'earlier_period_open' };

    // The minimum payout of the plan in effect when the period ended.
    const { plan } = await planVersionAt(tx, new Date(endsAt.getTime() - 1));
    const { written } = await writeStatements(tx, period, plan.minimumPayoutMinor[period.currency as Currency], input.now);
    if (!written) return { ok: false, code: 'lines_on_hold' };
    await tx.update(periods).set({ status: 'closed', closedAt: input.now }).where(eq(periods.id, period.id));
    const [made] = await tx
      .select({ n: count(), payable: sql<number>`count(*) filter (where ${statements.status} = 'payable')::int`, payoutMinor: sql<string>`coalesce(sum(${statements.payoutMinor}), 0)` })
      .from(statements)
      .where(eq(statements.periodId, period.id));
    await tx.insert(schema.auditLog).values({
      actorId: input.actorId,
      action: 'commission_period.closed',
      entity: 'commission_period',
      entityId: String(period.id),
      data: { kind: period.kind, currency: period.currency, startsOn: period.startsOn, statements: made?.n ?? 0, payable: made?.payable ?? 0, payoutMinor: Number(made?.payoutMinor ?? 0) },
      at: input.now,
    });
    return { ok: true, alreadyClosed: false, statements: made?.n ?? 0 };
  });
}
