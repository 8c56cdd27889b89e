import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@upline/db';
import type { TeamCounts, TeamSummary } from '@upline/contract/team';
import { localDate } from '@upline/domain/commissions';
import { startOfLocalDay } from '../commissions/commission-text.js';
import { downlineOf, type TreeRow } from './downline.js';

const zero = (): TeamCounts => ({ customer: 0, ambassador: 0, scholar: 0, total: 0 });

/** Above this many members below the caller, the shop's newcomers are fewer to read than the caller's downline. */
export const NEWCOMERS_FIRST_ABOVE = 20_000;

/**
 * How many of the caller's downline joined since `since`, read from the smaller side: the
 * caller's path range for most members; for a very large downline, the shop's newcomers of the
 * month through users(member_type, join_date, id), each checked against the path by primary key
 * (the lateral read, fenced by its limit, stays a nested loop whatever the planner estimates).
 */
function newcomersOfMonth(caller: TreeRow, since: string): SQL {
  const below = downlineOf(caller);
  if (caller.downlineCount <= NEWCOMERS_FIRST_ABOVE) {
    return sql`select count(*)::int as joined from member_tree mt join users u on u.id = mt.member_id
               where mt.path like ${below} and u.join_date >= ${since}::timestamptz`;
  }
  // Every type is listed so that the type-first index serves the join-date range.
  return sql`select count(*)::int as joined from users u
             cross join lateral (select mt.path from member_tree mt where mt.member_id = u.id limit 1) mt
             where u.member_type in ('customer', 'ambassador', 'scholar') and u.join_date >= ${since}::timestamptz and mt.path like ${below}`;
}

/**
 * The Dashboard's team figures: the direct team and the whole downline by member type, and how
 * many joined since the first of this month in the shop's time zone. The downline by type is the
 * caller's own counters; the direct team is one grouped read of the sponsor index; the month's
 * newcomers one count (newcomersOfMonth).
 */
export async function teamSummary(db: Database, input: { caller: TreeRow; now: Date; timeZone: string }): Promise<Omit<TeamSummary, 'success'>> {
  const { caller } = input;
  const monthStart = `${localDate(input.now, input.timeZone).slice(0, 7)}-01`;
  const since = startOfLocalDay(monthStart, input.timeZone).toISOString();
  const [{ rows: directRows }, { rows: freshRows }] = await Promise.all([
    db.execute<{ member_type: keyof Omit<TeamCounts, 'total'>; members: number; joined: number }>(sql`
      select u.member_type, count(*)::int as members, (count(*) filter (where u.join_date >= ${since}::timestamptz))::int as joined
      from member_tree mt join users u on u.id = mt.member_id
      where mt.sponsor_id = ${caller.memberId}
      group by 1`),
    db.execute<{ joined: number }>(newcomersOfMonth(caller, since)),
  ]);
  const direct = zero();
  let directJoined = 0;
  for (const r of directRows) {
    direct[r.member_type] += r.members;
    direct.total += r.members;
    directJoined += r.joined;
  }
  const downline: TeamCounts = {
    customer: caller.downlineCustomers,
    ambassador: caller.downlineAmbassadors,
    scholar: caller.downlineScholars,
    total: caller.downlineCount,
  };
  return { direct, downline, new_this_month: { direct: directJoined, downline: freshRows[0]?.joined ?? 0 }, month_start: monthStart };
}
