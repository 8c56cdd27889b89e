import { sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import type { TeamCounts, TeamSummary } from '@upline/contract/team';
import { localDate } from '@upline/domain/commissions';
import { startOfLocalDay } from '../commissions/commission-text.js';
import { downlineOf, type TreeRow } from './downline.js';

const zero = (): TeamCounts => ({ customer: 0, ambassador: 0, scholar: 0, total: 0 });

/**
 * The Dashboard's team figures: the direct team and the whole downline by member type, and how
 * many joined since the first of this month in the shop's time zone. One grouped pass over the
 * downline's path-prefix range (the totals alone are the counters of the caller's row).
 */
export async function teamSummary(db: Database, input: { caller: TreeRow; now: Date; timeZone: string }): Promise<Omit<TeamSummary, 'success'>> {
  const monthStart = `${localDate(input.now, input.timeZone).slice(0, 7)}-01`;
  const since = startOfLocalDay(monthStart, input.timeZone);
  const { rows } = await db.execute<{ member_type: keyof Omit<TeamCounts, 'total'>; is_direct: boolean; members: number; joined: number }>(sql`
    select u.member_type, (mt.sponsor_id = ${input.caller.memberId}) as is_direct, count(*)::int as members,
           (count(*) filter (where u.join_date >= ${since.toISOString()}::timestamptz))::int as joined
    from member_tree mt join users u on u.id = mt.member_id
    where mt.path like ${downlineOf(input.caller)}
    group by 1, 2`);
  const direct = zero();
  const downline = zero();
  const fresh = { direct: 0, downline: 0 };
  for (const r of rows) {
    downline[r.member_type] += r.members;
    downline.total += r.members;
    fresh.downline += r.joined;
    if (r.is_direct) {
      direct[r.member_type] += r.members;
      direct.total += r.members;
      fresh.direct += r.joined;
    }
  }
  return { direct, downline, new_this_month: fresh, month_start: monthStart };
}
