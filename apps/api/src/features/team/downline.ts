import { eq } from 'drizzle-orm';
import { downlinePattern, schema, type Database } from '@upline/db';

// Who is in whose downline (docs/decisions/0002-sponsor-tree-storage.md): a primary-key read of
// each member's tree row and a prefix test on the paths, never a walk.

export interface TreeRow {
  memberId: number;
  sponsorId: number | null;
  path: string;
  depth: number;
  directCount: number;
  downlineCount: number;
  downlineCustomers: number;
  downlineAmbassadors: number;
  downlineScholars: number;
}

export async function treeRowOf(db: Database, memberId: number): Promise<TreeRow | null> {
  const [row] = await db.select().from(schema.memberTree).where(eq(schema.memberTree.memberId, memberId));
  return row ?? null;
}

/** True when `member` sits anywhere below `ancestor` (not the ancestor itself). */
export function isBelow(ancestor: TreeRow, member: TreeRow): boolean {
  return member.path.length > ancestor.path.length && member.path.startsWith(ancestor.path);
}

/**
 * The tree row of `memberId` when it is the caller or in the caller's downline, else null (the
 * routes answer 404: someone else's downline is invisible, not forbidden).
 */
export async function memberInTeam(db: Database, caller: TreeRow, memberId: number): Promise<TreeRow | null> {
  if (memberId === caller.memberId) return caller;
  const row = await treeRowOf(db, memberId);
  return row && isBelow(caller, row) ? row : null;
}

/** The LIKE pattern of a member's whole downline; paths hold only digits and slashes, so nothing needs escaping. */
export function downlineOf(row: TreeRow): string {
  return downlinePattern(row.path);
}

/** A member with no tree row (staff accounts) has an empty team: this stands in for them. */
export function emptyTreeRow(memberId: number): TreeRow {
  return { memberId, sponsorId: null, path: `/${memberId}/`, depth: 0, directCount: 0, downlineCount: 0, downlineCustomers: 0, downlineAmbassadors: 0, downlineScholars: 0 };
}
