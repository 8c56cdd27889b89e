// The daily close (plan §5): every open period whose hold has passed is closed, oldest first in
// each schedule and currency, so that each statement carries from the one before it.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { localDate } from '@upline/domain/commissions';
import { closePeriod } from './close-period.js';
import { planVersionAt } from './plan-version.js';

const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Closes the periods that can be closed at `now`; answers how many it closed. */
export async function closeDuePeriods(db: Database, now: Date, opts: { timeZone: string }): Promise<number> {
  const { commissionPeriods: periods } = schema;
  const { plan } = await planVersionAt(db, now);
  // Ended at least holdDays ago on the shop's calendar; closePeriod checks every line's hold.
  const lastEnd = addDays(localDate(now, opts.timeZone), -(plan.holdDays + 1));
  const due = await db.select({ id: periods.id }).from(periods).where(and(eq(periods.status, 'open'), lte(periods.endsOn, lastEnd))).orderBy(asc(periods.kind), asc(periods.currency), asc(periods.startsOn));
  let closed = 0;
  for (const { id } of due) {
    const result = await closePeriod(db, { periodId: id, now, timeZone: opts.timeZone, actorId: null });
    if (result.ok && !result.alreadyClosed) closed++;
  }
  return closed;
}
