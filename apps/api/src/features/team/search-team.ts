import { sql } from 'drizzle-orm';
import { pathIds, type Database } from '@upline/db';
import type { TeamSearchHit } from '@upline/contract/team';
import { localDate } from '@upline/domain/commissions';
import { downlineOf, type TreeRow } from './downline.js';
import { searchFilter } from './list-team-users.js';

/**
 * Genealogy's search (accounts §2.10): members of the caller's downline whose name holds the
 * text or whose member ID it is, nearest levels first, each with the ids to open from the caller
 * down to them. A path-prefix range scan; nobody outside the downline can match.
 */
export async function searchTeam(db: Database, input: { caller: TreeRow; q: string; limit: number; timeZone: string }): Promise<TeamSearchHit[]> {
  const exactId = /^\d{1,9}$/.test(input.q) ? Number(input.q) : -1;
  const { rows } = await db.execute<{
    member_id: number;
    path: string;
    depth: number;
    direct_count: number;
    downline_count: number;
    firstname: string;
    lastname: string;
    member_type: TeamSearchHit['user_type'];
    join_date: Date | string;
  }>(sql`
    select mt.member_id, mt.path, mt.depth, mt.direct_count, mt.downline_count, u.firstname, u.lastname, u.member_type, u.join_date
    from member_tree mt join users u on u.id = mt.member_id
    where mt.path like ${downlineOf(input.caller)} and ${searchFilter(input.q)}
    order by (u.id = ${exactId}) desc, mt.depth, lower(u.firstname), lower(u.lastname), u.id
    limit ${input.limit}`);
  return rows.map((r) => ({
    user_id: r.member_id,
    firstname: r.firstname,
    lastname: r.lastname,
    user_type: r.member_type,
    join_date: localDate(new Date(r.join_date), input.timeZone),
    level: r.depth - input.caller.depth,
    direct_count: r.direct_count,
    team_count: r.downline_count,
    path: pathIds(r.path).slice(input.caller.depth + 1),
  }));
}
