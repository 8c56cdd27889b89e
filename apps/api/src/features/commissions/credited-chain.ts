import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { pathIds, schema } from '@upline/db';
import type { UplineMember } from '@upline/domain/commissions';

/** Deepest chain followed when a member is missing from member_tree (bad data must not loop). */
const maxWalk = 200;

/**
 * The chain the plan walks for an order: its credited sponsor first, then each one's enrolling
 * sponsor up to the top of the tree (plan §3), read from the sponsor's materialised path with one
 * query for the members' types and states.
 */
export async function creditedChain(tx: Transaction, creditedId: number): Promise<UplineMember[]> {
  const { memberTree, users } = schema;
  const [node] = await tx.select({ path: memberTree.path }).from(memberTree).where(eq(memberTree.memberId, creditedId));
  const ids = node ? pathIds(node.path).reverse() : await walkSponsors(tx, creditedId);
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id, memberType: users.memberType, isAdmin: users.isAdmin, isCompany: users.isCompany, isActive: users.isActive, planStatus: users.planStatus })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** Fallback for a member not (yet) in member_tree: follows users.sponsor_id. */
async function walkSponsors(tx: Transaction, startId: number): Promise<number[]> {
  const ids: number[] = [];
  let current: number | null = startId;
  while (current !== null && ids.length < maxWalk && !ids.includes(current)) {
    ids.push(current);
    const [row] = await tx.select({ sponsorId: schema.users.sponsorId }).from(schema.users).where(eq(schema.users.id, current));
    current = row?.sponsorId ?? null;
  }
  return ids;
}
