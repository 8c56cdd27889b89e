import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { schema } from '@upline/db';
import { sponsorChangedSchema, sponsorPreviewSchema } from '@upline/contract/team-admin';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { ledgerCount, ledgerOf, memberIdOf, orderThrough } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, productId } from '../../../test/orders-helpers.js';
import { treeInconsistencies } from '../../../test/tree-check.js';

// A sponsor change effective from an earlier date (decision 0023): the orders paid from that date
// through the moving members are re-credited to the new upline in the open periods; earlier orders
// and closed periods never change. The ledger is read back row by row.

let t: TestApp;
let staff: Record<string, string>;
const ids: Record<string, number> = {};
const from = '2026-11-15';
let before: number; // an order through Leo paid before the date
let after: number; // an order through Leo paid after it

const call = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/${url}`, headers: staff, payload });

async function paidThroughLeoOn(at: string) {
  t.clock.set(new Date(at));
  const order = await orderThrough(t.app, t.handle.db, 'leo', { lines: [{ productId: await productId(t.handle.db), quantity: 2 }] });
  expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(200);
  return order.id;
}

/** Net amount per member on an order: accruals plus reversals. */
async function netOf(orderId: number): Promise<Map<number, number>> {
  const net = new Map<number, number>();
  for (const l of await ledgerOf(t.handle.db, orderId)) net.set(l.memberId, (net.get(l.memberId) ?? 0) + l.amountMinor);
  return net;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'company', 'ava', 'olivia', 'sam', 'leo']) ids[key] = await memberIdOf(t.handle.db, `${key}@upline.test`);
  staff = { authorization: `Bearer ${await bearerOf(t.handle.db, 'admin@upline.test', t.clock.now())}` };
  before = await paidThroughLeoOn('2026-11-10T15:00:00Z');
  after = await paidThroughLeoOn('2026-11-18T15:00:00Z');
  t.clock.set(new Date('2026-11-21T12:00:00Z'));
});
afterAll(async () => t.close());

describe('a sponsor change from an earlier date', () => {
  it('previews the open lines it takes back and the ones it books, and changes nothing', async () => {
    const rows = await ledgerCount(t.handle.db);
    const tree = await t.handle.db.select().from(schema.memberTree);
    const res = await call(`admin/members/${ids.leo}/sponsor/preview`, { sponsorId: ids.olivia, effectiveFrom: from });
    expect(res.statusCode, res.body).toBe(200);
    const preview = sponsorPreviewSchema.parse(res.json());
    const [afterNumber, beforeNumber] = await Promise.all([after, before].map(async (id) => (await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!.orderNumber));
    // Sam (level 2 above Leo) gives back the order paid after the date; Olivia is booked for it.
    expect(preview.open_lines.filter((l) => l.order_number === afterNumber).map((l) => [l.beneficiary.id, l.paid_level])).toEqual([[ids.sam, 2]]);
    expect(preview.new_lines.filter((l) => l.order_number === afterNumber).map((l) => [l.beneficiary.id, l.paid_level])).toEqual([[ids.olivia, 2]]);
    expect([...preview.open_lines, ...preview.new_lines].some((l) => l.order_number === beforeNumber)).toBe(false);
    expect(preview.open_line_count).toBe(preview.open_lines.length);
    expect(preview.order_count).toBeGreaterThanOrEqual(1);
    expect(await ledgerCount(t.handle.db)).toBe(rows);
    expect(await t.handle.db.select().from(schema.memberTree)).toEqual(tree);
    expect(await t.handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'member.sponsor_changed'))).toEqual([]);
  });

  it.each([
    ['tomorrow', '2026-11-22', 'A sponsor change takes effect today or on an earlier date, never a later one'],
    ['a date that does not exist', '2026-02-30', 'Give the date the change takes effect (YYYY-MM-DD)'],
  ])('refuses %s with a 400', async (_, effectiveFrom, message) => {
    for (const url of [`admin/members/${ids.leo}/sponsor/preview`, `admin/members/${ids.leo}/sponsor`]) {
      const res = await call(url, { sponsorId: ids.olivia, effectiveFrom, reason: 'Enrolled at the fair' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it('re-credits the orders paid from the date to the new upline, leaves earlier orders, and audits the date, the reason and the lines', async () => {
    const samBefore = (await netOf(before)).get(ids.sam!);
    const leoAfter = (await netOf(after)).get(ids.leo!);
    const samAfter = (await netOf(after)).get(ids.sam!);
    expect(samAfter).toBeGreaterThan(0);
    const res = await call(`admin/members/${ids.leo}/sponsor`, { sponsorId: ids.olivia, effectiveFrom: from, reason: 'Enrolled by Olivia at the fair' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = sponsorChangedSchema.parse(res.json());
    expect(await treeInconsistencies(t.handle.db)).toEqual([]);

    // Paid after the date: Sam's line is taken back in full, Olivia earns it at level 2, Leo keeps his.
    const net = await netOf(after);
    expect(net.get(ids.sam!)).toBe(0);
    expect(net.get(ids.olivia!)).toBe(samAfter);
    expect(net.get(ids.leo!)).toBe(leoAfter);
    const [audit] = await t.handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'member.sponsor_changed')).orderBy(desc(schema.auditLog.id));
    const lines = await ledgerOf(t.handle.db, after);
    const reversal = lines.find((l) => l.kind === 'reversal')!;
    expect(reversal).toMatchObject({ memberId: ids.sam, reason: 'sponsor_change', sponsorChangeId: audit!.id, amountMinor: -samAfter! });
    expect(lines.find((l) => l.kind === 'accrual' && l.memberId === ids.olivia)).toMatchObject({ paidLevel: 2, sponsorChangeId: audit!.id, status: 'held' });
    // The reversal sits in the same open period as the line it takes back.
    const taken = lines.find((l) => l.id === reversal.reversesLineId)!;
    expect(reversal.biweeklyPeriodId).toBe(taken.biweeklyPeriodId);
    // Paid before the date: untouched.
    expect((await netOf(before)).get(ids.sam!)).toBe(samBefore);
    expect((await ledgerOf(t.handle.db, before)).every((l) => l.kind === 'accrual')).toBe(true);
    // The audit row carries the date, the reason and the lines, and the answer lists the same ones.
    const data = audit!.data as { reason: string; effectiveFrom: string; recredit: { reversedLineIds: number[]; addedLineIds: number[]; reversedMinor: Record<string, number> } };
    expect(data).toMatchObject({ reason: 'Enrolled by Olivia at the fair', effectiveFrom: from });
    expect(data.recredit.reversedLineIds).toContain(taken.id);
    expect(answer.preview.open_line_count).toBe(data.recredit.reversedLineIds.length);
    expect(answer.preview.new_line_count).toBe(data.recredit.addedLineIds.length);
    expect(answer.preview.effective_from).toBe(from);
  });

  it('a second change from the same date takes the lines back from the first new upline: every order line still pays each level once', async () => {
    const res = await call(`admin/members/${ids.leo}/sponsor`, { sponsorId: ids.ava, effectiveFrom: from, reason: 'Moved back under Ava' });
    expect(res.statusCode, res.body).toBe(200);
    const net = await netOf(after);
    expect(net.get(ids.olivia!)).toBe(0);
    expect(net.get(ids.sam!)).toBe(0);
    expect(net.get(ids.ava!)).toBeGreaterThan(0);
    // Per order line and paid level, what is live sums to one line's worth.
    const { rows } = await t.handle.db.execute<{ order_line_id: number; paid_level: number; members: string }>(sql`
      select order_line_id, paid_level, count(distinct member_id) filter (where net <> 0)::text as members from (
        select order_line_id, paid_level, member_id, sum(amount_minor) as net from commission_ledger_lines where order_id = ${after} group by 1, 2, 3
      ) s group by 1, 2`);
    for (const row of rows) expect(row.members).toBe('1');
  });

  it('refuses a date in a closed commission period, and takes a date after it', async () => {
    const { commissionPeriods: periods } = schema;
    await t.handle.db
      .insert(periods)
      .values({ kind: 'biweekly', currency: 'USD', startsOn: '2026-10-19', endsOn: '2026-11-01', status: 'closed' })
      .onConflictDoUpdate({ target: [periods.kind, periods.currency, periods.startsOn], set: { status: 'closed' } });
    const closed = await call(`admin/members/${ids.leo}/sponsor/preview`, { sponsorId: ids.olivia, effectiveFrom: '2026-11-01' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error).toBe('This date is in a closed commission period: choose a date after the last closed period');
    expect((await call(`admin/members/${ids.leo}/sponsor/preview`, { sponsorId: ids.olivia, effectiveFrom: '2026-11-02' })).statusCode).toBe(200);
    const moved = await t.handle.db.select().from(schema.users).where(and(eq(schema.users.id, ids.leo!)));
    expect(moved[0]!.sponsorId).toBe(ids.ava);
  });
});
