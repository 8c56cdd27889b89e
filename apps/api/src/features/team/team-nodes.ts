import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@upline/db';
import type { TeamMemberNode } from '@upline/contract/team';
import { localDate } from '@upline/domain/commissions';

// Reading members of the tree with what a Genealogy node shows. Children come from the
// sponsor_id index (one lookup per opened node), sizes from the maintained counters.

export type NodeRow = {
  member_id: number;
  sponsor_id: number | null;
  depth: number;
  direct_count: number;
  downline_count: number;
  firstname: string;
  lastname: string;
  member_type: TeamMemberNode['user_type'];
  join_date: Date | string;
};

export const nodeColumns = sql`mt.member_id, mt.sponsor_id, mt.depth, mt.direct_count, mt.downline_count, u.firstname, u.lastname, u.member_type, u.join_date`;

/** A tree row as a Team member node without its team; `level` counts from the caller's depth. */
export function toNode(row: NodeRow, callerDepth: number, timeZone: string): TeamMemberNode {
  return {
    user_id: row.member_id,
    firstname: row.firstname,
    lastname: row.lastname,
    user_type: row.member_type,
    join_date: localDate(new Date(row.join_date), timeZone),
    level: row.depth - callerDepth,
    direct_count: row.direct_count,
    team_count: row.downline_count,
    team_members: [],
  };
}

export async function loadNode(db: Database, memberId: number): Promise<NodeRow | null> {
  const { rows } = await db.execute<NodeRow>(sql`select ${nodeColumns} from member_tree mt join users u on u.id = mt.member_id where mt.member_id = ${memberId}`);
  return rows[0] ?? null;
}

/** One page of a member's direct team, in the order they joined. */
export async function directTeamPage(db: Database, sponsorId: number, limit: number, offset: number): Promise<NodeRow[]> {
  const { rows } = await db.execute<NodeRow>(
    sql`select ${nodeColumns} from member_tree mt join users u on u.id = mt.member_id
        where mt.sponsor_id = ${sponsorId} order by mt.member_id limit ${limit} offset ${offset}`,
  );
  return rows;
}

/** The first `limit` direct team members of each of several members: one index lookup per parent. */
export async function firstChildrenOf(db: Database, parentIds: number[], limit: number): Promise<NodeRow[]> {
  if (parentIds.length === 0) return [];
  const ids: SQL = sql.join(parentIds.map((id) => sql`${id}::int`), sql`, `);
  const { rows } = await db.execute<NodeRow>(
    // The lateral part reads ids only, so each parent's first children come from the
    // (sponsor_id, member_id) index in order whatever the planner thinks of the team's size; the
    // rows are joined afterwards, by primary key (bench/README.md, team.ts).
    sql`select ${nodeColumns} from unnest(array[${ids}]) with ordinality as p(id, n)
        cross join lateral (
          select c.member_id from member_tree c where c.sponsor_id = p.id order by c.member_id limit ${limit}
        ) first
        join member_tree mt on mt.member_id = first.member_id
        join users u on u.id = first.member_id
        order by p.n, first.member_id`,
  );
  return rows;
}
