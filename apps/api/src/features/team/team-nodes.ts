import { queryPrepared, type Database } from '@upline/db';
import type { TeamMemberNode } from '@upline/contract/team';
import { localDate } from '@upline/domain/commissions';

// Reading members of the tree with what a Genealogy node shows. Children come from the
// (sponsor_id, member_id) index, sizes from the maintained counters.

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

export type SubtreeRow = NodeRow & { lvl: number };

/**
 * A member and the levels below them in one statement (Genealogy's first view and its lazy
 * subtrees): level 0 is the root, level 1 one page of its direct team, each further level (up to
 * `depth`) the first `nestedLimit` direct members of each member of the level above. Each
 * parent's children are read from the (sponsor_id, member_id) index in order, ids only, and the
 * rows joined afterwards by primary key; ordered by level, then member id.
 */
export async function subtreeRows(db: Database, input: { rootId: number; depth: number; limit: number; offset: number; nestedLimit: number }): Promise<SubtreeRow[]> {
  const { rootId, depth, limit, offset, nestedLimit } = input;
  return queryPrepared<SubtreeRow>(db, 'team_subtree', subtreeText, [rootId, depth, limit, offset, nestedLimit]);
}

const treeColumnsText = 'member_id, sponsor_id, depth, direct_count, downline_count';

// $1 root, $2 depth, $3 page size, $4 offset, $5 children per member on the nested levels.
// The tree columns come with each child from the (sponsor_id, member_id) index scan that finds it
// (its heap row is read there anyway); only the name, type and join date are read afterwards.
const subtreeText = `
  with recursive below(${treeColumnsText}, lvl) as (
    (select ${treeColumnsText}, 1 from member_tree where sponsor_id = $1::int order by member_id limit $3::int offset $4::int)
    union all
    select first.*, below.lvl + 1 from below
    cross join lateral (
      select ${treeColumnsText} from member_tree c where c.sponsor_id = below.member_id order by c.member_id limit $5::int
    ) first
    where below.lvl < $2::int
  )
  select x.*, n.firstname, n.lastname, n.member_type, n.join_date from (
    select ${treeColumnsText}, 0 as lvl from member_tree where member_id = $1::int
    union all
    select * from below
  ) x
  -- One primary-key read per member found: the planner cannot count a recursive query's rows
  -- and, left to join, may scan the whole users table instead (limit 1 keeps this a lookup).
  cross join lateral (select u.firstname, u.lastname, u.member_type, u.join_date from users u where u.id = x.member_id limit 1) n
  order by x.lvl, x.member_id`;
