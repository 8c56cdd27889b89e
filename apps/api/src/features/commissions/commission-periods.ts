import { and, asc, eq, or } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { biweeklyPeriodOf, monthlyPeriodOf, type CommissionPlan, type Period } from '@upline/domain/commissions';
import type { Currency } from '@upline/domain/money';

export interface PeriodRow {
  id: number;
  status: 'open' | 'closed';
}

/**
 * The row of a period in one currency, created on first use. Concurrent first uses meet on the
 * (kind, currency, starts_on) unique index: one inserts, the others find its row. The row is read
 * FOR SHARE: a close (which locks it FOR NO KEY UPDATE) waits for the lines being written into it,
 * and a writer that waited on a close sees the period closed and books into the next one.
 */
export async function ensurePeriod(tx: Transaction, period: Period, currency: Currency): Promise<PeriodRow> {
  const { commissionPeriods: periods } = schema;
  const find = () =>
    tx
      .select({ id: periods.id, status: periods.status })
      .from(periods)
      .where(and(eq(periods.kind, period.kind), eq(periods.currency, currency), eq(periods.startsOn, period.startsOn)))
      .limit(1)
      .for('share');
  const [existing] = await find();
  if (existing) return existing;
  await tx.insert(periods).values({ kind: period.kind, currency, startsOn: period.startsOn, endsOn: period.endsOn }).onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error(`commission period ${period.kind} ${period.startsOn} ${currency} could not be created`);
  return created;
}

const dayAfter = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The id of the first open period of a schedule from the given one on: the period itself while
 * it is open, else the next ones in turn (a line booked after its period closed lands in the
 * open period that follows, plan §6).
 */
export async function openPeriodFrom(tx: Transaction, period: Period, currency: Currency, plan: CommissionPlan): Promise<number> {
  let current = period;
  for (let step = 0; step < 1000; step++) {
    const row = await ensurePeriod(tx, current, currency);
    if (row.status === 'open') return row.id;
    const next = dayAfter(current.endsOn);
    current = current.kind === 'biweekly' ? biweeklyPeriodOf(next, plan) : monthlyPeriodOf(next);
  }
  throw new Error(`no open ${period.kind} period after ${period.startsOn}`);
}

/**
 * `openPeriodFrom` for several periods of one currency (a paid day's bi-weekly and monthly
 * periods): their rows are read FOR SHARE in one query, in (kind, start) order as everywhere, and
 * only a period whose row is missing or closed takes the way of `openPeriodFrom`. Answers the id of
 * each period's open one by schedule.
 */
export async function openPeriodsFrom(tx: Transaction, wanted: Period[], currency: Currency, plan: CommissionPlan): Promise<Map<Period['kind'], number>> {
  const { commissionPeriods: periods } = schema;
  const rows = await tx
    .select({ id: periods.id, kind: periods.kind, startsOn: periods.startsOn, status: periods.status })
    .from(periods)
    .where(and(eq(periods.currency, currency), or(...wanted.map((p) => and(eq(periods.kind, p.kind), eq(periods.startsOn, p.startsOn))))))
    .orderBy(asc(periods.kind), asc(periods.startsOn))
    .for('share');
  const ids = new Map<Period['kind'], number>();
  for (const period of wanted) {
    const row = rows.find((r) => r.kind === period.kind && r.startsOn === period.startsOn);
    ids.set(period.kind, row?.status === 'open' ? row.id : await openPeriodFrom(tx, period, currency, plan));
  }
  return ids;
}
