import type { Database } from '@upline/db';
import { TEAM_NESTED_CHILDREN, type TeamMemberNode, type TeamMembersResponse } from '@upline/contract/team';
import { memberInTeam, type TreeRow } from './downline.js';
import { directTeamPage, firstChildrenOf, loadNode, toNode } from './team-nodes.js';

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
  const rootData = await loadNode(db, rootRow.memberId);
  if (!rootData) return null;
  const callerDepth = input.caller.depth;
  const root = toNode(rootData, callerDepth, input.timeZone);

  const offset = (input.page - 1) * input.perPage;
  let level: TeamMemberNode[] = (await directTeamPage(db, rootRow.memberId, input.perPage, offset)).map((r) => toNode(r, callerDepth, input.timeZone));
  root.team_members = level;
  for (let d = 2; d <= input.depth && level.length > 0; d++) {
    const byParent = new Map(level.map((n) => [n.user_id, n]));
    const parents = level.filter((n) => n.direct_count > 0).map((n) => n.user_id);
    const next: TeamMemberNode[] = [];
    for (const row of await firstChildrenOf(db, parents, TEAM_NESTED_CHILDREN)) {
      const node = toNode(row, callerDepth, input.timeZone);
      byParent.get(row.sponsor_id ?? -1)?.team_members.push(node);
      next.push(node);
    }
    level = next;
  }
  const total = rootRow.directCount;
  return { ...root, pagination: { page: input.page, per_page: input.perPage, total, pages: Math.ceil(total / input.perPage) } };
}
