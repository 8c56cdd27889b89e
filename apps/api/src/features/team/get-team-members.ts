import type { Database } from '@upline/db';
import { TEAM_NESTED_CHILDREN, type TeamMemberNode, type TeamMembersResponse } from '@upline/contract/team';
import { memberInTeam, type TreeRow } from './downline.js';
import { subtreeRows, toNode } from './team-nodes.js';

export interface TeamMembersInput {
  caller: TreeRow;
  /** The member whose subtree is asked; the caller when absent. */
  rootId?: number;
  depth: number;
  page: number;
  perPage: number;
  timeZone: string;
}

/**
 * GET user/teammembers (accounts §2.10 Genealogy, §3 Team member): the root with one page of its
 * direct team and, below that, `depth - 1` more levels of at most TEAM_NESTED_CHILDREN per member.
 * Null when the root is outside the caller's downline.
 */
export async function getTeamMembers(db: Database, input: TeamMembersInput): Promise<Omit<TeamMembersResponse, 'success'> | null> {
  const rootRow = input.rootId === undefined ? input.caller : await memberInTeam(db, input.caller, input.rootId);
  if (!rootRow) return null;
  const rows = await subtreeRows(db, {
    rootId: rootRow.memberId,
    depth: input.depth,
    limit: input.perPage,
    offset: (input.page - 1) * input.perPage,
    nestedLimit: TEAM_NESTED_CHILDREN,
  });
  const [rootData, ...below] = rows;
  if (!rootData || rootData.lvl !== 0) return null;
  const root = toNode(rootData, input.caller.depth, input.timeZone);
  // Rows come level by level, each parent's children in member order: each joins its parent's team.
  const byId = new Map<number, TeamMemberNode>([[root.user_id, root]]);
  for (const row of below) {
    const node = toNode(row, input.caller.depth, input.timeZone);
    byId.get(row.sponsor_id ?? -1)?.team_members.push(node);
    byId.set(node.user_id, node);
  }
  const total = rootRow.directCount;
  return { ...root, pagination: { page: input.page, per_page: input.perPage, total, pages: Math.ceil(total / input.perPage) } };
}
