// Maintenance of the materialised sponsor tree (member_tree). See
// docs/decisions/0002-sponsor-tree-storage.md: paths make downline and upline index lookups,
// counters make team sizes a primary-key read.
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import { users } from './schema/accounts.js';
import { memberTree } from './schema/team.js';

export type MemberType = 'customer' | 'ambassador' | 'scholar';

/** Adds `sign` times a subtree's size, in all and by type, to the counters of member_tree rows. */
function addSubtree(size: { total: number } & Record<MemberType, number>, sign: 1 | -1) {
  const add = (column: AnyPgColumn, n: number) => sql`${column} + ${sign * n}`;
  return {
    downlineCount: add(memberTree.downlineCount, size.total),
    downlineCustomers: add(memberTree.downlineCustomers, size.customer),
    downlineAmbassadors: add(memberTree.downlineAmbassadors, size.ambassador),
    downlineScholars: add(memberTree.downlineScholars, size.scholar),
  };
}

export interface TreeNode {
  memberId: number;
  sponsorId: number | null;
  path: string;
  depth: number;
}

/** The ids on a path, root first and the member last: '/1/5/9/' gives [1, 5, 9]. */
export function pathIds(path: string): number[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map(Number);
}

/**
 * The member's upline from a tree path, nearest first and without the member itself:
 * '/1/5/9/' (member 9) gives [5, 1]. Index 0 is the enrolling sponsor (level 1).
 */
export function uplineIds(path: string): number[] {
  return pathIds(path).slice(0, -1).reverse();
}

/** LIKE pattern matching a member's whole downline (not the member): path || '_%'. */
export function downlinePattern(path: string): string {
  return `${path}_%`;
}

/**
 * Places a new member under a sponsor (or as a root when sponsorId is null): path and depth
 * from the sponsor's row, then one UPDATE for the counters: direct_count of the sponsor, and
 * downline_count and the member type's downline counter of every ancestor. Does nothing when the member is already in the tree, so
 * seeding and retries are safe. Run it in the transaction that creates the user.
 */
export async function insertIntoTree(tx: Database, memberId: number, sponsorId: number | null): Promise<TreeNode> {
  const [existing] = await tx.select().from(memberTree).where(eq(memberTree.memberId, memberId));
  if (existing) return existing;

  let node: TreeNode;
  if (sponsorId === null) {
    node = { memberId, sponsorId: null, path: `/${memberId}/`, depth: 0 };
  } else {
    // A signup waits for a staff move in progress (moves hold the move lock exclusively, signups
    // share it), so the two never lock the same rows in opposite orders (decision 0019).
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${MOVE_LOCK_KEY})`);
    // Lock the sponsor's row so that a concurrent move of the sponsor cannot leave a stale path.
    const [sponsor] = await tx.select().from(memberTree).where(eq(memberTree.memberId, sponsorId)).for('update');
    if (!sponsor) throw new Error(`Sponsor ${sponsorId} is not in the member tree`);
    node = { memberId, sponsorId, path: `${sponsor.path}${memberId}/`, depth: sponsor.depth + 1 };
  }

  const inserted = await tx.insert(memberTree).values(node).onConflictDoNothing().returning({ memberId: memberTree.memberId });
  if (inserted.length === 0 || sponsorId === null) return node;

  const [user] = await tx.select({ memberType: users.memberType }).from(users).where(eq(users.id, memberId));
  if (!user) throw new Error(`Member ${memberId} has no user row`);
  const one = { total: 1, customer: 0, ambassador: 0, scholar: 0, [user.memberType]: 1 } as const satisfies Record<MemberType | 'total', number>;
  await tx
    .update(memberTree)
    .set({
      ...addSubtree(one, 1),
      directCount: sql`${memberTree.directCount} + case when ${memberTree.memberId} = ${sponsorId} then 1 else 0 end`,
    })
    .where(inArray(memberTree.memberId, uplineIds(node.path)));
  return node;
}

/** Thrown by moveInTree for a move that would put a member under themselves or their downline. */
export class TreeCycleError extends Error {
  constructor(memberId: number) {
    super(`Cannot move member ${memberId} under its own downline`);
    this.name = 'TreeCycleError';
  }
}

/** Key of the transaction-level advisory lock every move takes: moves run one at a time. */
const MOVE_LOCK_KEY = 0x75706c6e; // 'upln'

/** Takes the move lock until the transaction ends (re-entrant: a move inside takes it again). */
export async function lockTreeMoves(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK_KEY})`);
}

/**
 * Staff move: re-parents a member and the whole subtree under a new sponsor. Rewrites the
 * subtree's paths and depths in one statement and moves the subtree's size from the old upline's
 * counters to the new one's. Refuses a move under the member's own downline (TreeCycleError).
 * Moves are serialised by a transaction-level advisory lock, and every row is read after it, so
 * two moves that would each be fine alone but together make a cycle (A under B, B under A) cannot
 * both pass the check: the second one reads the first one's paths. The rows of the member and the
 * new sponsor are locked in id order (decision 0006), then the subtree's rows, so a signup under a
 * moving member waits for the move and reads the new path. The caller writes the audit record in
 * the same transaction.
 */
export async function moveInTree(tx: Database, memberId: number, newSponsorId: number): Promise<TreeNode> {
  await lockTreeMoves(tx);
  if (memberId === newSponsorId) throw new TreeCycleError(memberId);
  const locked = await tx
    .select()
    .from(memberTree)
    .where(inArray(memberTree.memberId, [memberId, newSponsorId]))
    .orderBy(memberTree.memberId)
    .for('update');
  const member = locked.find((row) => row.memberId === memberId);
  const sponsor = locked.find((row) => row.memberId === newSponsorId);
  if (!member) throw new Error(`Member ${memberId} is not in the member tree`);
  if (!sponsor) throw new Error(`Sponsor ${newSponsorId} is not in the member tree`);
  if (sponsor.path.startsWith(member.path)) throw new TreeCycleError(memberId);
  if (member.sponsorId === newSponsorId) return member;
  await tx.execute(sql`select member_id from member_tree where path like ${`${member.path}%`} order by member_id for update`);

  const [user] = await tx.select({ memberType: users.memberType }).from(users).where(eq(users.id, memberId));
  if (!user) throw new Error(`Member ${memberId} has no user row`);
  const self = (type: MemberType) => (user.memberType === type ? 1 : 0);
  const size = {
    total: member.downlineCount + 1,
    customer: member.downlineCustomers + self('customer'),
    ambassador: member.downlineAmbassadors + self('ambassador'),
    scholar: member.downlineScholars + self('scholar'),
  };
  const oldAncestors = uplineIds(member.path);
  const newPath = `${sponsor.path}${memberId}/`;
  const depthDelta = sponsor.depth + 1 - member.depth;

  if (oldAncestors.length > 0) {
    await tx
      .update(memberTree)
      .set({
        ...addSubtree(size, -1),
        directCount: sql`${memberTree.directCount} - case when ${memberTree.memberId} = ${member.sponsorId} then 1 else 0 end`,
      })
      .where(inArray(memberTree.memberId, oldAncestors));
  }
  await tx
    .update(memberTree)
    .set({
      ...addSubtree(size, 1),
      directCount: sql`${memberTree.directCount} + case when ${memberTree.memberId} = ${newSponsorId} then 1 else 0 end`,
    })
    .where(inArray(memberTree.memberId, [newSponsorId, ...uplineIds(sponsor.path)]));
  await tx
    .update(memberTree)
    .set({
      path: sql`${newPath} || substr(${memberTree.path}, ${member.path.length + 1})`,
      depth: sql`${memberTree.depth} + ${depthDelta}`,
    })
    .where(sql`${memberTree.path} like ${`${member.path}%`}`);
  await tx.update(memberTree).set({ sponsorId: newSponsorId }).where(eq(memberTree.memberId, memberId));
  await tx.update(users).set({ sponsorId: newSponsorId, updatedAt: new Date() }).where(eq(users.id, memberId));
  return { memberId, sponsorId: newSponsorId, path: newPath, depth: member.depth + depthDelta };
}
