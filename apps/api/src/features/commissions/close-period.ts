// Closing a period (plan §5): once it has ended and every line in it has passed its hold, one
// statement per member with a line in it, written once. The period row is locked for the close,
// the (period, member) unique index keeps one statement each, and a period already closed answers
// what it holds: closing again, or two processes closing at once, changes nothing.
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { startOfLocalDay } from './commission-text.js';
import { draftStatements, type PeriodRow, type StatementDraft } from './period-statements.js';
import { planVersionAt } from './plan-version.js';

export type CloseFailure = 'period_not_found' | 'period_not_ended' | 'lines_on_hold' | 'earlier_period_open';
export type CloseResult = { ok: true; alreadyClosed: boolean; statements: number } | { ok: false; code: CloseFailure };

const dayAfter = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instant a period ends: the start of the local day after its last day. */
export const periodEndInstant = (period: Pick<PeriodRow, 'endsOn'>, timeZone: string) => startOfLocalDay(dayAfter(period.endsOn), timeZone);

/** Writes the drafts in one statement: one row each, none twice (the unique index). */
async function insertStatements(tx: Transaction, period: PeriodRow, drafts: StatementDraft[], now: Date) {
  const chunk = 20_000;
  for (let i = 0; i < drafts.length; i += chunk) {
    const rows = JSON.stringify(
      drafts.slice(i, i + chunk).map((d) => ({ m: d.memberId, a: d.accrualsMinor, r: d.reversalsMinor, ci: d.carriedInMinor, t: d.totalMinor, p: d.payoutMinor, cf: d.carryForwardMinor, f: d.carriedFromId, s: d.status })),
    );
    await tx.execute(sql`
      insert into commission_statements
        (period_id, member_id, kind, currency, period_starts_on, accruals_minor, reversals_minor, carried_in_minor, total_minor, payout_minor, carry_forward_minor, carried_from_id, status, created_at)
      select ${period.id}, x.m, ${period.kind}, ${period.currency}, ${period.startsOn}::date, x.a, x.r, x.ci, x.t, x.p, x.cf, x.f, x.s, ${now.toISOString()}::timestamptz
      from json_to_recordset(${rows}::json) as x(m int, a bigint, r bigint, ci bigint, t bigint, p bigint, cf bigint, f bigint, s text)
      on conflict (period_id, member_id) do nothing`);
  }
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
    const { drafts, lastHold } = await draftStatements(tx, period, plan);
    if (lastHold && lastHold > input.now) return { ok: false, code: 'lines_on_hold' };

    await insertStatements(tx, period, drafts, input.now);
    await tx.update(periods).set({ status: 'closed', closedAt: input.now }).where(eq(periods.id, period.id));
    const payable = drafts.filter((d) => d.status === 'payable');
    await tx.insert(schema.auditLog).values({
      actorId: input.actorId,
      action: 'commission_period.closed',
      entity: 'commission_period',
      entityId: String(period.id),
      data: { kind: period.kind, currency: period.currency, startsOn: period.startsOn, statements: drafts.length, payable: payable.length, payoutMinor: payable.reduce((s, d) => s + d.payoutMinor, 0) },
      at: input.now,
    });
    return { ok: true, alreadyClosed: false, statements: drafts.length };
  });
}
