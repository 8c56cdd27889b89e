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
  return (await chainMembers(tx, await chainIds(tx, creditedId))).chain;
}

/** The ids of a credited member's chain, the member first: from their tree path, else their sponsors. */
export async function chainIds(tx: Transaction, creditedId: number): Promise<number[]> {
  const [node] = await tx.select({ path: schema.memberTree.path }).from(schema.memberTree).where(eq(schema.memberTree.memberId, creditedId));
  return node ? chainIdsOfPath(node.path) : walkSponsors(tx, creditedId);
}

/** The chain's ids from the credited member's tree path (`/top/…/member/`): the member first. */
export const chainIdsOfPath = (path: string) => pathIds(path).reverse();

/** The members of a chain in its order (ids without a users row are left out), read in one query. */
export async function chainMembers(tx: Transaction, ids: number[]): Promise<{ chain: UplineMember[] }> {
  const { users } = schema;
  if (ids.length === 0) return { chain: [] };
  const rows = await tx
    .select({ id: users.id, memberType: users.memberType, isAdmin: users.isAdmin, isCompany: users.isCompany, isActive: users.isActive, planStatus: users.planStatus })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((member) => [member.id, member]));
  return { chain: ids.flatMap((id) => byId.get(id) ?? []) };
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
