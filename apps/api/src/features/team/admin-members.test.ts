import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { accountClosedSchema, adminMemberDetailSchema, adminMemberListSchema, sponsorChangedSchema, sponsorPreviewSchema } from '@upline/contract/team-admin';
import { login } from '../../../test/accounts-fixtures.js';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { orderThrough } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, productId } from '../../../test/orders-helpers.js';
import { treeInconsistencies } from '../../../test/tree-check.js';

let t: TestApp;
let staff: Record<string, string>;
let member: Record<string, string>;
const ids: Record<string, number> = {};
const today = '2026-11-21'; // the test clock's date in the shop's time zone

async function idOf(key: string) {
  const [user] = await t.handle.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, `${key}@upline.test`));
  if (!user) throw new Error(`no demo user ${key}`);
  return user.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'company', 'ava', 'olivia', 'sam', 'leo', 'mia', 'noah', 'carl', 'chloe', 'cora', 'ethan', 'sara']) ids[key] = await idOf(key);
  staff = { authorization: `Bearer ${await bearerOf(t.handle.db, 'admin@upline.test', t.clock.now())}` };
  member = { authorization: `Bearer ${await bearerOf(t.handle.db, 'ava@upline.test', t.clock.now())}` };
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method, url: `/api/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function auditRows(memberId: number) {
  const { auditLog } = schema;
  return t.handle.db.select().from(auditLog).where(and(eq(auditLog.entity, 'member'), eq(auditLog.entityId, String(memberId)))).orderBy(desc(auditLog.id));
}

async function sponsorOf(memberId: number) {
  const [row] = await t.handle.db.select({ sponsorId: schema.users.sponsorId }).from(schema.users).where(eq(schema.users.id, memberId));
  return row?.sponsorId ?? null;
}

describe('staff member calls: the admin role is checked on the server', () => {
  const calls: ['GET' | 'POST', string, unknown][] = [
    ['GET', 'admin/members', undefined],
    ['GET', 'admin/members/1', undefined],
    ['POST', 'admin/members/1/sponsor/preview', { sponsorId: 1, effectiveFrom: today }],
    ['POST', 'admin/members/1/sponsor', { sponsorId: 1, effectiveFrom: today, reason: 'Because of a test' }],
    ['POST', 'admin/members/1/close', { reason: 'Because of a test' }],
  ];
  it.each(calls)('%s %s answers 401 to a guest and 403 to a member, and writes no audit row', async (method, url, payload) => {
    const before = (await t.handle.db.select().from(schema.auditLog)).length;
    const guest = await call(method, url, payload, {});
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('unauthenticated');
    const asMember = await call(method, url, payload, member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('forbidden');
    expect((await t.handle.db.select().from(schema.auditLog)).length).toBe(before);
  });

  it.each([
    ['GET', 'admin/members/2147483648'],
    ['GET', 'admin/members/-3'],
    ['GET', 'admin/members/abc'],
    ['POST', 'admin/members/2147483648/sponsor/preview'],
    ['POST', 'admin/members/2147483648/sponsor'],
    ['POST', 'admin/members/2147483648/close'],
  ] as const)('%s %s answers 400 for an id no row can have', async (method, url) => {
    const res = await call(method, url, method === 'POST' ? { sponsorId: 1, effectiveFrom: today, reason: 'Because of a test' } : undefined);
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for a member id that names nobody', async () => {
    expect((await call('GET', 'admin/members/2147483647')).statusCode).toBe(404);
    expect((await call('POST', 'admin/members/2147483647/sponsor/preview', { sponsorId: ids.ava, effectiveFrom: today })).statusCode).toBe(404);
  });
});

describe('GET admin/members', () => {
  it('finds members by name, e-mail, full name and member id', async () => {
    const byName = adminMemberListSchema.parse((await call('GET', 'admin/members?q=olivia')).json());
    expect(byName.members.map((m) => m.id)).toContain(ids.olivia);
    const byEmail = adminMemberListSchema.parse((await call('GET', 'admin/members?q=carl%40upline')).json());
    expect(byEmail.members.map((m) => m.id)).toEqual([ids.carl]);
    expect(byEmail.members[0]!.sponsor?.id).toBe(ids.ava);
    const byId = adminMemberListSchema.parse((await call('GET', `admin/members?q=${ids.noah}`)).json());
    expect(byId.members.map((m) => m.id)).toContain(ids.noah);
    const all = adminMemberListSchema.parse((await call('GET', 'admin/members')).json());
    expect(all.total).toBeGreaterThanOrEqual(13);
    expect(all.members).toHaveLength(Math.min(20, all.total));
  });

  it('matches % and _ literally, and refuses NUL characters and over-long searches with a 400', async () => {
    const percent = adminMemberListSchema.parse((await call('GET', 'admin/members?q=%25')).json());
    expect(percent.total).toBe(0);
    expect((await call('GET', 'admin/members?q=a%00b')).statusCode).toBe(400);
    expect((await call('GET', `admin/members?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await call('GET', 'admin/members?page=0')).statusCode).toBe(400);
  });
});

describe('GET admin/members/{id}', () => {
  it("shows the profile, the upline, the orders and the member's commission lines", async () => {
    const product = await productId(t.handle.db);
    const order = await orderThrough(t.app, t.handle.db, 'leo', { lines: [{ productId: product, quantity: 1 }] });
    expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(200);
    const detail = adminMemberDetailSchema.parse((await call('GET', `admin/members/${ids.sam}`)).json());
    expect(detail.member.email).toBe('sam@upline.test');
    expect(detail.member.member_type).toBe('scholar');
    expect(detail.upline.map((u) => u.id)).toEqual([ids.ava, ids.company]);
    expect(detail.member.downline_count).toBeGreaterThanOrEqual(4);
    // Sam is Leo's sponsor: the order through Leo pays Sam on level 2.
    expect(detail.commissions.some((l) => l.kind === 'accrual' && l.paid_level === 2 && !l.is_closed)).toBe(true);
  });
});

describe('sponsor change', () => {
  it('previews who moves, both uplines and the open lines it takes back and books, and changes nothing', async () => {
    const before = await t.handle.db.select().from(schema.memberTree);
    const res = await call('POST', `admin/members/${ids.leo}/sponsor/preview`, { sponsorId: ids.olivia, effectiveFrom: today });
    expect(res.statusCode).toBe(200);
    const preview = sponsorPreviewSchema.parse(res.json());
    expect(preview.old_sponsor?.id).toBe(ids.sam);
    expect(preview.new_sponsor.id).toBe(ids.olivia);
    // Leo, Mia, Cora and Noah move together.
    expect(preview.moving_count).toBe(4);
    expect(preview.moving.map((p) => p.id).sort()).toEqual([ids.leo, ids.mia, ids.cora, ids.noah].sort());
    expect(preview.old_upline.map((p) => p.id)).toEqual([ids.sam, ids.ava, ids.company]);
    expect(preview.new_upline.map((p) => p.id)).toEqual([ids.olivia, ids.company]);
    // Lines taken back are only ever above the moving members (the back-dated suite checks them in detail).
    expect(preview.open_lines.every((l) => [ids.sam, ids.ava].includes(l.beneficiary.id))).toBe(true);
    expect(preview.new_lines.every((l) => l.beneficiary.id === ids.olivia)).toBe(true);
    expect(await t.handle.db.select().from(schema.memberTree)).toEqual(before);
  });

  it.each([
    ['under themselves', 'leo', 'leo', 'A member can not be moved under themselves or their own downline'],
    ['under their own downline (a cycle)', 'leo', 'noah', 'A member can not be moved under themselves or their own downline'],
    ['under the sponsor they already have', 'leo', 'sam', 'This member is already under this sponsor'],
    ['under a customer', 'leo', 'carl', 'This member cannot sponsor new members.'],
  ])('refuses a move %s with a 400 and the reason', async (_, who, under, message) => {
    const body = { sponsorId: ids[under], effectiveFrom: today, reason: 'Requested by the member' };
    for (const url of [`admin/members/${ids[who]}/sponsor/preview`, `admin/members/${ids[who]}/sponsor`]) {
      const res = await call('POST', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await sponsorOf(ids[who]!)).toBe(ids.sam);
  });

  it.each([
    [{ sponsorId: 0, effectiveFrom: today, reason: 'Requested by the member' }, 'Choose the new sponsor'],
    [{ sponsorId: 2147483648, effectiveFrom: today, reason: 'Requested by the member' }, 'Choose the new sponsor'],
    [{ sponsorId: 'x', effectiveFrom: today, reason: 'Requested by the member' }, 'Choose the new sponsor'],
    [{ sponsorId: 2147483647, effectiveFrom: today, reason: 'Requested by the member' }, 'Sponsor not found'],
    [{ sponsorId: 1, effectiveFrom: today, reason: '  ' }, 'Give the reason for this change (at least 5 characters)'],
    [{ sponsorId: 1, effectiveFrom: today }, undefined],
    [{ sponsorId: 1, effectiveFrom: today, reason: 'Moved\u0000by staff' }, undefined],
    [{ sponsorId: 1, effectiveFrom: today, reason: 'x'.repeat(501) }, 'The reason can have at most 500 characters'],
    [{ sponsorId: 1, effectiveFrom: '21/11/2026', reason: 'Requested by the member' }, 'Give the date the change takes effect (YYYY-MM-DD)'],
    [{ sponsorId: 1, effectiveFrom: '2026-11-22', reason: 'Requested by the member' }, 'A sponsor change takes effect today or on an earlier date, never a later one'],
  ])('refuses the change %j with a 400', async (body, message) => {
    const payload = body.sponsorId === 1 ? { ...body, sponsorId: ids.olivia } : body;
    const res = await call('POST', `admin/members/${ids.leo}/sponsor`, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error).toBe(message);
    expect(await sponsorOf(ids.leo!)).toBe(ids.sam);
  });

  it('moves the member with their whole downline, keeps the tree consistent and audits before and after with the reason', async () => {
    const res = await call('POST', `admin/members/${ids.leo}/sponsor`, { sponsorId: ids.olivia, effectiveFrom: today, reason: 'Enrolled by Olivia at the fair' });
    expect(res.statusCode).toBe(200);
    const answer = sponsorChangedSchema.parse(res.json());
    expect(answer.message).toBe('Sponsor changed');
    expect(await sponsorOf(ids.leo!)).toBe(ids.olivia);
    expect(await sponsorOf(ids.mia!)).toBe(ids.leo);
    expect(await sponsorOf(ids.noah!)).toBe(ids.mia);
    expect(await treeInconsistencies(t.handle.db)).toEqual([]);
    const [audit] = await auditRows(ids.leo!);
    expect(audit!.action).toBe('member.sponsor_changed');
    expect(audit!.actorId).toBe(ids.admin);
    const data = audit!.data as { reason: string; before: { sponsorId: number; path: string }; after: { sponsorId: number; path: string }; movingCount: number };
    expect(data.reason).toBe('Enrolled by Olivia at the fair');
    expect(data.before.sponsorId).toBe(ids.sam);
    expect(data.after.sponsorId).toBe(ids.olivia);
    expect(data.after.path).toBe(`/${ids.company}/${ids.olivia}/${ids.leo}/`);
    expect(data.movingCount).toBe(4);
    const detail = adminMemberDetailSchema.parse((await call('GET', `admin/members/${ids.leo}`)).json());
    expect(detail.upline.map((u) => u.id)).toEqual([ids.olivia, ids.company]);
    expect(detail.history[0]).toMatchObject({ action: 'member.sponsor_changed', reason: 'Enrolled by Olivia at the fair' });
    // Orders paid from now on follow the new upline: an order through Leo pays Olivia on level 2.
    const product = await productId(t.handle.db);
    const order = await orderThrough(t.app, t.handle.db, 'leo', { lines: [{ productId: product, quantity: 1 }] });
    expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(200);
    const lines = await t.handle.db.select().from(schema.commissionLedgerLines).where(eq(schema.commissionLedgerLines.orderId, order.id));
    expect(lines.find((l) => l.paidLevel === 2)?.memberId).toBe(ids.olivia);
    expect(lines.some((l) => l.memberId === ids.sam)).toBe(false);
  });
});

describe('closing an account', () => {
  it('refuses staff, the company account, a missing reason and NUL characters', async () => {
    expect((await call('POST', `admin/members/${ids.company}/close`, { reason: 'Closing the company' })).statusCode).toBe(400);
    expect((await call('POST', `admin/members/${ids.admin}/close`, { reason: 'Closing the admin' })).statusCode).toBe(400);
    expect((await call('POST', `admin/members/${ids.ethan}/close`, { reason: '' })).statusCode).toBe(400);
    expect((await call('POST', `admin/members/${ids.ethan}/close`, { reason: 'bad\u0000reason' })).statusCode).toBe(400);
    expect((await login(t, 'ethan@upline.test')).statusCode).toBe(200);
  });

  it('stops sign-in and every session, cancels open subscriptions, keeps the downline in place, and audits', async () => {
    const { subscriptions } = schema;
    await t.handle.db.insert(subscriptions).values({ userId: ids.mia!, kind: 'autoship', amountMinor: 5000, currency: 'USD', status: 'active', nextChargeAt: new Date('2026-12-01T12:00:00Z') });
    const session = { authorization: `Bearer ${await bearerOf(t.handle.db, 'mia@upline.test', t.clock.now())}` };
    expect((await call('GET', 'user/team/summary', undefined, session)).statusCode).toBe(200);

    const res = await call('POST', `admin/members/${ids.mia}/close`, { reason: 'Asked to leave the programme' });
    expect(res.statusCode).toBe(200);
    expect(accountClosedSchema.parse(res.json())).toMatchObject({ message: 'Account closed', subscriptions_cancelled: 1 });
    expect(res.json().sessions_revoked).toBeGreaterThanOrEqual(1);

    expect((await call('GET', 'user/team/summary', undefined, session)).statusCode).toBe(401);
    expect((await login(t, 'mia@upline.test')).statusCode).not.toBe(200);
    const subs = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, ids.mia!));
    expect(subs.every((s) => s.status === 'cancelled' && s.nextChargeAt === null)).toBe(true);
    expect(await sponsorOf(ids.noah!)).toBe(ids.mia);
    expect(await treeInconsistencies(t.handle.db)).toEqual([]);
    const [audit] = await auditRows(ids.mia!);
    expect(audit).toMatchObject({ action: 'member.closed', actorId: ids.admin });
    expect((audit!.data as { reason: string; before: { isActive: boolean } }).reason).toBe('Asked to leave the programme');
    // Closing twice is refused; nobody can be moved under a closed account.
    expect((await call('POST', `admin/members/${ids.mia}/close`, { reason: 'Asked to leave the programme' })).json().error).toBe('This account is already closed');
    expect((await call('POST', `admin/members/${ids.chloe}/sponsor/preview`, { sponsorId: ids.mia, effectiveFrom: today })).json().error).toBe('The new sponsor’s account is closed');
  });
});
