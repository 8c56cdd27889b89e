import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { TEAM_NESTED_CHILDREN, type TeamListEntry, type TeamMemberNode, type TeamMembersResponse, type TeamSearchResponse, type TeamSummary } from '@upline/contract/team';
import { customerSignup, register } from '../../../test/accounts-fixtures.js';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { memberIdOf } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { treeRowOf } from './downline.js';
import { NEWCOMERS_FIRST_ABOVE, teamSummary } from './team-summary.js';

// The team calls (accounts §2.10, §3, §6, §7) on the demo tree:
//   upline (company) -> ava (ambassador) -> sam (scholar) -> leo (ambassador) -> cora (customer)
//                                                                             -> mia (ambassador) -> noah (scholar)
//                                                        -> chloe (customer)
//                                       -> carl (customer), sara (scholar)
//                    -> olivia (ambassador) -> ethan (customer)

let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['upline', 'ava', 'sam', 'leo', 'mia', 'noah', 'sara', 'olivia']) ids[key] = await memberIdOf(t.handle.db, key);
  for (const key of ['cora', 'carl', 'chloe', 'ethan']) ids[key] = await memberIdOf(t.handle.db, `${key}@upline.test`);
  for (const key of ['ava', 'sam', 'leo', 'olivia', 'carl']) tokens[key] = await bearerOf(t.handle.db, `${key}@upline.test`, t.clock.now());
});
afterAll(() => t.close());

const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
const namesOf = (nodes: { firstname: string }[]) => nodes.map((n) => n.firstname);

describe('GET user/teammembers', () => {
  it('answers the member, the direct team and each one’s own direct team, with type, join date, level and team sizes', async () => {
    const res = await get('user/teammembers', 'ava');
    expect(res.statusCode).toBe(200);
    const body = res.json() as TeamMembersResponse;
    expect(body).toMatchObject({ success: true, user_id: ids.ava, firstname: 'Ava', lastname: 'Martin', user_type: 'ambassador', level: 0, direct_count: 3, team_count: 8 });
    expect(body.join_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(namesOf(body.team_members)).toEqual(['Sam', 'Carl', 'Sara']);
    const sam = body.team_members[0]!;
    expect(sam).toMatchObject({ user_id: ids.sam, user_type: 'scholar', level: 1, direct_count: 2, team_count: 5 });
    expect(namesOf(sam.team_members)).toEqual(['Leo', 'Chloe']);
    const leo = sam.team_members[0]!;
    // Depth 2: the grandchildren are listed, their own teams are left for the lazy call.
    expect(leo).toMatchObject({ level: 2, direct_count: 2, team_count: 3, team_members: [] });
    expect(Object.keys(leo).sort()).toEqual(['direct_count', 'firstname', 'join_date', 'lastname', 'level', 'team_count', 'team_members', 'user_id', 'user_type']);
    expect(body.pagination).toEqual({ page: 1, per_page: 50, total: 3, pages: 1 });
  });

  it('opens one member of the downline lazily, as deep as asked, levels still counted from the caller', async () => {
    const body = (await get(`user/teammembers?root=${ids.leo}&depth=3`, 'ava')).json() as TeamMembersResponse;
    expect(body).toMatchObject({ user_id: ids.leo, level: 2 });
    expect(namesOf(body.team_members)).toEqual(['Cora', 'Mia']);
    const mia = body.team_members[1]!;
    expect(mia.level).toBe(3);
    expect(namesOf(mia.team_members)).toEqual(['Noah']);
    expect(mia.team_members[0]!.level).toBe(4);
    const shallow = (await get(`user/teammembers?root=${ids.leo}&depth=1`, 'ava')).json() as TeamMembersResponse;
    expect(shallow.team_members.every((n: TeamMemberNode) => n.team_members.length === 0)).toBe(true);
  });

  it('pages the direct team of the root', async () => {
    const first = (await get('user/teammembers?per_page=2', 'ava')).json() as TeamMembersResponse;
    expect(namesOf(first.team_members)).toEqual(['Sam', 'Carl']);
    expect(first.pagination).toEqual({ page: 1, per_page: 2, total: 3, pages: 2 });
    const second = (await get('user/teammembers?per_page=2&page=2', 'ava')).json() as TeamMembersResponse;
    expect(namesOf(second.team_members)).toEqual(['Sara']);
  });

  it('answers 404 for a member outside the caller’s downline, the upline included, exactly as for an id that does not exist', async () => {
    const missing = await get('user/teammembers?root=2000000000', 'ava');
    expect(missing.statusCode).toBe(404);
    for (const [who, root] of [
      ['ava', ids.olivia],
      ['ava', ids.ethan],
      ['ava', ids.upline],
      ['sam', ids.ava],
      ['sam', ids.sara],
      ['leo', ids.sam],
    ] as const) {
      const res = await get(`user/teammembers?root=${root}`, who);
      expect(res.statusCode, `${who} -> ${root}`).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it('asks a guest to sign in and refuses depths and ids it cannot read', async () => {
    expect((await get('user/teammembers')).statusCode).toBe(401);
    expect((await get(`user/teammembers?root=${ids.leo}`)).statusCode).toBe(401);
    for (const q of ['depth=4', 'depth=0', 'root=abc', 'root=-1', 'per_page=500']) expect((await get(`user/teammembers?${q}`, 'ava')).statusCode, q).toBe(400);
  });

  it('shows a new signup under the sponsor at once, counted in the whole upline', async () => {
    const before = (await get(`user/teammembers?root=${ids.sam}&depth=1`, 'ava')).json() as TeamMembersResponse;
    const signup = await register(t, await customerSignup(t, { referal_id: 'sam', firstname: 'Greta', lastname: 'Newman' }));
    expect(signup.statusCode).toBe(200);
    const after = (await get(`user/teammembers?root=${ids.sam}&depth=1`, 'ava')).json() as TeamMembersResponse;
    expect(after.direct_count).toBe(before.direct_count + 1);
    expect(after.team_members.at(-1)).toMatchObject({ firstname: 'Greta', user_type: 'customer', level: 2, team_count: 0 });
    const ava = (await get('user/teammembers?depth=1', 'ava')).json() as TeamMembersResponse;
    expect(ava.team_count).toBe(9);
  });
});

describe('GET team-users/{type}', () => {
  const list = async (type: string, query: string, who = 'ava') => {
    const res = await get(`team-users/${type}${query ? `?${query}` : ''}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown> & { pagination: { page: number; per_page: number; total: number; pages: number } };
  };

  it('lists my ambassadors and my scholars from the whole downline, my customers only from those I enrolled', async () => {
    const amb = await list('ambassador', 'sort=id&order=asc');
    expect((amb.my_ambassador as TeamListEntry[]).map((e) => e.name)).toEqual(['Leo Tremblay', 'Mia Roy']);
    const sch = await list('scholar', 'sort=id&order=asc');
    expect((sch.my_scholar as TeamListEntry[]).map((e) => e.name)).toEqual(['Sam Nguyen', 'Sara Lopez', 'Noah Clark']);
    const cust = await list('customer', '');
    expect((cust.my_customer as TeamListEntry[]).map((e) => e.name)).toEqual(['Carl Johnson']);
    // Sam's own customers are his: Chloe, and Cora is Leo's.
    const samCustomers = await list('customer', 'sort=name&order=asc', 'sam');
    expect((samCustomers.my_customer as TeamListEntry[]).map((e) => e.name)).toContain('Chloe Bennett');
    expect((samCustomers.my_customer as TeamListEntry[]).map((e) => e.name)).not.toContain('Cora Gagnon');
  });

  it('gives each entry the spec’s fields: id, name, email, mobile, country, join date, plus level and sponsor', async () => {
    const amb = await list('ambassador', 'sort=level&order=desc');
    const [mia] = amb.my_ambassador as TeamListEntry[];
    const [user] = await t.handle.db.select().from(schema.users).where(eq(schema.users.id, ids.mia!));
    expect(mia).toEqual({
      id: ids.mia,
      name: 'Mia Roy',
      email: 'mia@upline.test',
      mobile: user!.mobile,
      country: 'Canada',
      join_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      level: 3,
      sponsor_name: 'Leo Tremblay',
    });
  });

  it('searches by any part of the name or by member ID, takes % and _ literally, and pages', async () => {
    const byName = await list('scholar', 'search=lop');
    expect((byName.my_scholar as TeamListEntry[]).map((e) => e.name)).toEqual(['Sara Lopez']);
    const byId = await list('scholar', `search=${ids.noah}`);
    expect((byId.my_scholar as TeamListEntry[]).map((e) => e.id)).toEqual([ids.noah]);
    expect((await list('scholar', 'search=%25')).pagination.total).toBe(0);
    expect((await list('scholar', 'search=_')).pagination.total).toBe(0);
    const page2 = await list('scholar', 'sort=name&order=asc&per_page=2&page=2');
    expect(page2.pagination).toEqual({ page: 2, per_page: 2, total: 3, pages: 2 });
    expect((page2.my_scholar as TeamListEntry[]).map((e) => e.name)).toEqual(['Sara Lopez']);
    const desc = await list('scholar', 'sort=name&order=desc');
    expect((desc.my_scholar as TeamListEntry[]).map((e) => e.name)).toEqual(['Sara Lopez', 'Sam Nguyen', 'Noah Clark']);
  });

  it('never shows anyone outside the downline, by search or by id, and asks guests to sign in', async () => {
    expect((await list('customer', `search=${ids.ethan}`)).pagination.total).toBe(0);
    expect((await list('ambassador', 'search=olivia')).pagination.total).toBe(0);
    expect((await list('ambassador', `search=${ids.ava}`)).pagination.total).toBe(0);
    const leoView = await list('scholar', '', 'leo');
    expect((leoView.my_scholar as TeamListEntry[]).map((e) => e.name)).toEqual(['Noah Clark']);
    const oliviaView = await list('ambassador', '', 'olivia');
    expect(oliviaView.my_ambassador).toEqual([]);
    expect((await get('team-users/customer')).statusCode).toBe(401);
    expect((await get('team-users/staff', 'ava')).statusCode).toBe(400);
    expect((await get('team-users/scholar?sort=email', 'ava')).statusCode).toBe(400);
  });
});

describe('GET user/team/orders and user/customer/orders', () => {
  const orderIds: Record<string, number> = {};
  const paidAt = new Date('2026-11-20T15:00:00Z');
  const placeOrder = async (key: string, paid: boolean, minutes = 0) => {
    const [row] = await t.handle.db
      .insert(schema.orders)
      .values({
        orderNumber: `TEAM-${key}-${paid ? 'P' : 'U'}-${minutes}`,
        userId: ids[key]!,
        email: `${key}@upline.test`,
        firstName: 'Ship',
        lastName: 'Name',
        currency: 'USD',
        shoppingCountryCode: 'US',
        subtotalMinor: 2500,
        totalMinor: 2990,
        status: paid ? 'Processing' : 'Pending',
        paymentStatus: paid ? 'paid' : 'unpaid',
        paidAt: paid ? new Date(paidAt.getTime() + minutes * 60_000) : null,
      })
      .returning({ id: schema.orders.id });
    await t.handle.db.insert(schema.orderLines).values([
      { orderId: row!.id, name: 'Vital Greens', quantity: 2, unitPriceMinor: 1250, lineTotalMinor: 2500, thumbnailUrl: '/media/greens.jpg' },
      { orderId: row!.id, kind: 'fee', name: 'Website fee', quantity: 1, unitPriceMinor: 0, lineTotalMinor: 0 },
    ]);
    return row!.id;
  };

  beforeAll(async () => {
    orderIds.leo = await placeOrder('leo', true, 1);
    orderIds.noah = await placeOrder('noah', true, 2);
    orderIds.carl = await placeOrder('carl', true, 3);
    orderIds.cora = await placeOrder('cora', true, 4);
    orderIds.leoUnpaid = await placeOrder('leo', false, 5);
    orderIds.ethan = await placeOrder('ethan', true, 6);
    orderIds.ava = await placeOrder('ava', true, 7);
  });

  it('lists the paid orders of the whole downline, newest first, with member, products and total', async () => {
    const res = await get('user/team/orders', 'ava');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.orders.map((o: { id: number }) => o.id)).toEqual([orderIds.cora, orderIds.carl, orderIds.noah, orderIds.leo]);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: 4, pages: 1 });
    expect(body.orders[3]).toEqual({
      id: orderIds.leo,
      order_id: orderIds.leo,
      order_number: 'TEAM-leo-P-1',
      order_date: '2026-11-20T15:01:00.000Z',
      formatted_order_date: '2026-11-20',
      currency: 'USD',
      total: 29.9,
      totalPrice: 29.9,
      autoship: false,
      order_status: 'Processing',
      user_details: { id: ids.leo, name: 'Leo Tremblay', user_type: 'ambassador', level: 2 },
      products: [{ product_id: null, name: 'Vital Greens', image_url: '/media/greens.jpg', thumbnail_url: '/media/greens.jpg', imageURL: '/media/greens.jpg', price: 12.5, quantity: 2, pivot: { quantity: 2, price: 12.5 } }],
    });
  });

  it('pages and filters by one member of the downline; a member outside it is a 404', async () => {
    const page = (await get('user/team/orders?per_page=3&page=2', 'ava')).json();
    expect(page.orders.map((o: { id: number }) => o.id)).toEqual([orderIds.leo]);
    expect(page.pagination).toEqual({ page: 2, per_page: 3, total: 4, pages: 2 });
    const noah = (await get(`user/team/orders?member_id=${ids.noah}`, 'ava')).json();
    expect(noah.orders.map((o: { id: number }) => o.id)).toEqual([orderIds.noah]);
    for (const outside of [ids.ethan, ids.olivia, ids.ava, ids.upline, 2000000000]) expect((await get(`user/team/orders?member_id=${outside}`, 'ava')).statusCode).toBe(404);
    // Leo sees his downline's orders, not his upline's nor his own.
    const leo = (await get('user/team/orders', 'leo')).json();
    expect(leo.orders.map((o: { id: number }) => o.id)).toEqual([orderIds.cora, orderIds.noah]);
  });

  it('lists for Customers Order History only the orders of the customers I enrolled', async () => {
    const ava = (await get('user/customer/orders', 'ava')).json();
    expect(ava.orders.map((o: { id: number }) => o.id)).toEqual([orderIds.carl]);
    expect(ava.orders[0].user_details).toEqual({ id: ids.carl, name: 'Carl Johnson', user_type: 'customer', level: 1 });
    const leo = (await get('user/customer/orders', 'leo')).json();
    expect(leo.orders.map((o: { id: number }) => o.id)).toEqual([orderIds.cora]);
    expect((await get(`user/customer/orders?member_id=${ids.cora}`, 'ava')).statusCode).toBe(404);
    expect((await get(`user/customer/orders?member_id=${ids.leo}`, 'ava')).statusCode).toBe(404);
    expect((await get(`user/customer/orders?member_id=${ids.carl}`, 'ava')).statusCode).toBe(200);
    expect((await get('user/customer/orders', 'carl')).json().orders).toEqual([]);
    expect((await get('user/customer/orders')).statusCode).toBe(401);
    expect((await get('user/team/orders')).statusCode).toBe(401);
  });
});

describe('GET user/team/search and user/team/summary', () => {
  it('finds members of the downline by name or ID with the ids to open, and nobody else', async () => {
    const res = await get('user/team/search?q=noah', 'ava');
    expect(res.statusCode).toBe(200);
    const { members } = res.json() as TeamSearchResponse;
    expect(members).toEqual([expect.objectContaining({ user_id: ids.noah, firstname: 'Noah', level: 4, path: [ids.sam, ids.leo, ids.mia, ids.noah] })]);
    const byId = (await get(`user/team/search?q=${ids.mia}`, 'ava')).json() as TeamSearchResponse;
    expect(byId.members[0]).toMatchObject({ user_id: ids.mia, path: [ids.sam, ids.leo, ids.mia] });
    for (const q of ['olivia', String(ids.ethan), String(ids.ava), 'Upline']) expect(((await get(`user/team/search?q=${q}`, 'ava')).json() as TeamSearchResponse).members, q).toEqual([]);
    expect((await get('user/team/search?q=', 'ava')).statusCode).toBe(400);
    expect((await get('user/team/search?q=noah')).statusCode).toBe(401);
  });

  it('counts the direct team and the whole downline by type, and who joined this month', async () => {
    const res = await get('user/team/summary', 'leo');
    expect(res.statusCode).toBe(200);
    const body = res.json() as TeamSummary;
    expect(body.direct).toEqual({ customer: 1, ambassador: 1, scholar: 0, total: 2 });
    expect(body.downline).toEqual({ customer: 1, ambassador: 1, scholar: 1, total: 3 });
    expect(body.month_start).toBe('2026-11-01');
    expect((await get('user/team/summary')).statusCode).toBe(401);
  });

  it('counts a member who joined last month in the totals but not as new', async () => {
    await t.handle.db.update(schema.users).set({ joinDate: new Date('2026-10-31T12:00:00Z') }).where(eq(schema.users.id, ids.noah!));
    await t.handle.db.update(schema.users).set({ joinDate: new Date('2026-11-02T12:00:00Z') }).where(eq(schema.users.id, ids.mia!));
    await t.handle.db.update(schema.users).set({ joinDate: new Date('2026-11-02T12:00:00Z') }).where(eq(schema.users.id, ids.cora!));
    const body = (await get('user/team/summary', 'leo')).json() as TeamSummary;
    expect(body.downline.total).toBe(3);
    expect(body.new_this_month).toEqual({ direct: 2, downline: 2 });
  });

  it('counts the month’s newcomers the same way when it starts from the shop’s newcomers (a very large downline)', async () => {
    const caller = await treeRowOf(t.handle.db, ids.ava!);
    if (!caller) throw new Error('ava has no tree row');
    const now = t.clock.now();
    const small = await teamSummary(t.handle.db, { caller, now, timeZone: 'America/New_York' });
    const large = await teamSummary(t.handle.db, { caller: { ...caller, downlineCount: NEWCOMERS_FIRST_ABOVE + 1 }, now, timeZone: 'America/New_York' });
    expect(small.new_this_month.downline).toBeGreaterThan(0);
    expect(large.new_this_month).toEqual(small.new_this_month);
    // Olivia's team joined this month too, and is not Ava's.
    const olivia = await treeRowOf(t.handle.db, ids.olivia!);
    if (!olivia) throw new Error('olivia has no tree row');
    const hers = await teamSummary(t.handle.db, { caller: { ...olivia, downlineCount: NEWCOMERS_FIRST_ABOVE + 1 }, now, timeZone: 'America/New_York' });
    expect(hers.new_this_month.downline).toBeLessThan(small.new_this_month.downline);
  });
});

describe('GET user/teammembers on a wide team', () => {
  it("nests at most TEAM_NESTED_CHILDREN of a member below the first level, and the member's own page lists them all", async () => {
    const joined = TEAM_NESTED_CHILDREN + 2;
    for (let n = 1; n <= joined; n++) {
      const signup = await register(t, await customerSignup(t, { referal_id: 'noah', firstname: `Wide${n}`, lastname: 'Customer' }));
      expect(signup.statusCode, signup.body).toBe(200);
    }
    const mia = (await get(`user/teammembers?root=${ids.mia}&depth=2`, 'ava')).json() as TeamMembersResponse;
    const noah = mia.team_members.find((m) => m.user_id === ids.noah)!;
    expect(noah.direct_count).toBe(joined);
    expect(namesOf(noah.team_members)).toEqual(Array.from({ length: TEAM_NESTED_CHILDREN }, (_, i) => `Wide${i + 1}`));
    const own = (await get(`user/teammembers?root=${ids.noah}&depth=1`, 'ava')).json() as TeamMembersResponse;
    expect(namesOf(own.team_members)).toEqual(Array.from({ length: joined }, (_, i) => `Wide${i + 1}`));
    expect(own.pagination).toMatchObject({ page: 1, total: joined });
  });
});
