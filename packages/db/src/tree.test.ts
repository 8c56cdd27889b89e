import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './database.js';
import { memberTree, users } from './schema/index.js';
import { createTestDatabase } from './testing.js';
import { downlinePattern, insertIntoTree, moveInTree, pathIds, uplineIds } from './tree.js';

describe('uplineIds', () => {
  it('lists the ancestors nearest first, without the member', () => {
    expect(uplineIds('/1/5/9/')).toEqual([5, 1]);
    expect(uplineIds('/7/')).toEqual([]);
    expect(pathIds('/1/5/9/')).toEqual([1, 5, 9]);
  });
});

describe('sponsor tree', () => {
  let handle: DbHandle;
  const idOf = new Map<string, number>();

  beforeAll(async () => {
    handle = await createTestDatabase();
    const rows = await handle.db.select({ id: users.id, urlName: users.urlName, email: users.email }).from(users);
    for (const row of rows) idOf.set(row.urlName ?? row.email.split('@')[0] ?? '', row.id);
  });
  afterAll(async () => {
    await handle.close();
  });

  const id = (key: string): number => {
    const value = idOf.get(key);
    if (value === undefined) throw new Error(`no demo member ${key}`);
    return value;
  };

  it('finds direct children through sponsor_id', async () => {
    const children = await handle.db.select({ id: users.id }).from(users).where(eq(users.sponsorId, id('ava')));
    expect(children.map((c) => c.id).sort()).toEqual([id('sam'), id('carl'), id('sara')].sort());
  });

  it('finds the downline through a path prefix', async () => {
    const [sam] = await handle.db.select().from(memberTree).where(eq(memberTree.memberId, id('sam')));
    const downline = await handle.db
      .select({ id: memberTree.memberId })
      .from(memberTree)
      .where(sql`${memberTree.path} like ${downlinePattern(sam?.path ?? '')}`);
    expect(downline.map((d) => d.id).sort()).toEqual([id('leo'), id('cora'), id('mia'), id('noah'), id('chloe')].sort());
    expect(sam?.downlineCount).toBe(5);
    expect(sam?.directCount).toBe(2);
  });

  async function expectTreeConsistent(): Promise<void> {
    const nodes = await handle.db.select().from(memberTree);
    const userRows = await handle.db.select({ id: users.id, sponsorId: users.sponsorId, memberType: users.memberType }).from(users);
    const sponsorOf = new Map(userRows.map((u) => [u.id, u.sponsorId]));
    const typeOf = new Map(userRows.map((u) => [u.id, u.memberType]));
    for (const node of nodes) {
      expect(node.sponsorId).toBe(sponsorOf.get(node.memberId) ?? null);
      const direct = nodes.filter((n) => n.sponsorId === node.memberId).length;
      const below = nodes.filter((n) => n.memberId !== node.memberId && uplineIds(n.path).includes(node.memberId));
      const ofType = (type: string) => below.filter((n) => typeOf.get(n.memberId) === type).length;
      expect({
        id: node.memberId,
        direct: node.directCount,
        downline: node.downlineCount,
        customers: node.downlineCustomers,
        ambassadors: node.downlineAmbassadors,
        scholars: node.downlineScholars,
      }).toEqual({ id: node.memberId, direct, downline: below.length, customers: ofType('customer'), ambassadors: ofType('ambassador'), scholars: ofType('scholar') });
      expect(node.depth).toBe(pathIds(node.path).length - 1);
      const parent = nodes.find((n) => n.memberId === node.sponsorId);
      expect(node.path).toBe(parent ? `${parent.path}${node.memberId}/` : `/${node.memberId}/`);
    }
  }

  it('keeps every counter and path equal to what the sponsor links imply', async () => {
    await expectTreeConsistent();
  });

  it("migration 0009 fills the type counters of an existing tree from its paths", async () => {
    const migration = readFileSync(new URL('../migrations/0009_team_type_counters.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toMatch(/^\s*-- Fill the new counters/);
    await handle.db.execute(sql`update member_tree set downline_customers = 0, downline_ambassadors = 0, downline_scholars = 0`);
    await handle.db.execute(sql.raw(backfill));
    await expectTreeConsistent();
  });

  it('inserting at depth 4 updates every ancestor once and nothing else', async () => {
    const before = await handle.db.select().from(memberTree);
    const [leo] = before.filter((n) => n.memberId === id('leo'));
    expect(leo?.depth).toBe(3);
    const [created] = await handle.db
      .insert(users)
      .values({ email: 'new.member@upline.test', passwordHash: 'x', memberType: 'ambassador', firstname: 'New', lastname: 'Member', sponsorId: id('leo') })
      .returning({ id: users.id });
    const newId = created?.id ?? -1;
    const node = await handle.db.transaction((tx) => insertIntoTree(tx, newId, id('leo')));
    expect(node.depth).toBe(4);
    expect(node.path).toBe(`${leo?.path}${newId}/`);

    const ancestors = uplineIds(node.path);
    expect(ancestors).toEqual([id('leo'), id('sam'), id('ava'), id('upline')]);
    const after = await handle.db.select().from(memberTree);
    for (const old of before) {
      const now = after.find((n) => n.memberId === old.memberId);
      const isAncestor = ancestors.includes(old.memberId);
      expect(now?.downlineCount).toBe(old.downlineCount + (isAncestor ? 1 : 0));
      expect(now?.downlineAmbassadors).toBe(old.downlineAmbassadors + (isAncestor ? 1 : 0));
      expect(now?.downlineCustomers).toBe(old.downlineCustomers);
      expect(now?.directCount).toBe(old.directCount + (old.memberId === id('leo') ? 1 : 0));
    }

    // A retry changes nothing.
    await insertIntoTree(handle.db, newId, id('leo'));
    const again = await handle.db.select().from(memberTree).where(inArray(memberTree.memberId, ancestors));
    for (const row of again) expect(row.downlineCount).toBe(after.find((n) => n.memberId === row.memberId)?.downlineCount);
  });

  it('moves a subtree under a new sponsor with paths and counters kept consistent', async () => {
    const node = await handle.db.transaction((tx) => moveInTree(tx, id('mia'), id('olivia')));
    expect(node.depth).toBe(2);
    const [noah] = await handle.db.select().from(memberTree).where(eq(memberTree.memberId, id('noah')));
    expect(noah?.path).toBe(`/${id('upline')}/${id('olivia')}/${id('mia')}/${id('noah')}/`);
    const [mia] = await handle.db.select().from(users).where(eq(users.id, id('mia')));
    expect(mia?.sponsorId).toBe(id('olivia'));
    await expectTreeConsistent();
    await expect(handle.db.transaction((tx) => moveInTree(tx, id('olivia'), id('noah')))).rejects.toThrow(/own downline/);
  });
});
