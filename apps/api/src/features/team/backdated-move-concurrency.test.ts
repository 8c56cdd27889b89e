import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { lineAmount, memberIdOf, orderThrough } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, productId } from '../../../test/orders-helpers.js';
import { treeInconsistencies } from '../../../test/tree-check.js';
import { accrueOrderCommissions } from '../commissions/accrue-order-commissions.js';

// Back-dated sponsor changes (decision 0023) racing the payments of orders credited through the
// moving member. On PostgreSQL (TEST_DATABASE_URL) they really overlap. Whatever order they ran in,
// the ledger rows must say what one walk of the final tree says: read back and summed per order
// line and member, never judged from status codes.

let t: TestApp;
let staff: Record<string, string>;
const ids: Record<string, number> = {};
const from = '2026-11-15';

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['ava', 'olivia', 'sam', 'leo']) ids[key] = await memberIdOf(t.handle.db, `${key}@upline.test`);
  staff = { authorization: `Bearer ${await bearerOf(t.handle.db, 'admin@upline.test', t.clock.now())}` };
});
afterAll(async () => t.close());

const move = (sponsorId: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/members/${ids.leo}/sponsor`, headers: staff, payload: { sponsorId, effectiveFrom: from, reason: 'Back-dated staff move under load' } });

describe('back-dated sponsor changes and payments at once', () => {
  it('leaves every order line paying Leo 20% and his final sponsor 10%, and every older upline nothing, however they interleave', async () => {
    const product = await productId(t.handle.db);
    // Two orders paid after the date before anything starts, six placed and paid during the moves.
    t.clock.set(new Date('2026-11-18T15:00:00Z'));
    const early = await Promise.all([1, 2].map(() => orderThrough(t.app, t.handle.db, 'leo', { lines: [{ productId: product, quantity: 1 }] })));
    for (const order of early) expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(200);
    t.clock.set(new Date('2026-11-21T12:00:00Z'));
    const racing = await Promise.all(Array.from({ length: 6 }, () => orderThrough(t.app, t.handle.db, 'leo', { lines: [{ productId: product, quantity: 3 }] })));

    const answers = await Promise.all([
      ...racing.slice(0, 3).map((order) => payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })),
      move(ids.olivia!),
      move(ids.ava!),
      ...racing.slice(3).map((order) => payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })),
      move(ids.olivia!),
      move(ids.sam!),
      move(ids.ava!),
    ]);
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    expect(await treeInconsistencies(t.handle.db)).toEqual([]);

    await expectFinalTreeInLedger([...early, ...racing].map((o) => o.id));
  });

  it('keeps the ledger right when accruals that take their time commit while the moves run', async () => {
    const product = await productId(t.handle.db);
    const placed = await Promise.all(Array.from({ length: 8 }, () => orderThrough(t.app, t.handle.db, 'leo', { lines: [{ productId: product, quantity: 2 }] })));
    // Paid without the payment path, so that the accruals below are the only ones, each held open a while.
    const paidAt = new Date('2026-11-20T15:00:00Z');
    for (const order of placed) await t.handle.db.update(schema.orders).set({ paidAt, paymentStatus: 'paid' }).where(eq(schema.orders.id, order.id));
    const slowAccrual = (orderId: number) =>
      t.handle.db.transaction(async (tx) => {
        const written = await accrueOrderCommissions(tx, orderId, { timeZone: 'America/Toronto' });
        await tx.execute(sql`select pg_sleep(0.05)`);
        return written;
      });
    const sponsors = [ids.olivia!, ids.sam!, ids.ava!, ids.olivia!];
    const answers = await Promise.all([
      ...placed.map((order, i) => (i % 2 === 0 ? slowAccrual(order.id) : new Promise((r) => setTimeout(r, 10 * i)).then(() => slowAccrual(order.id)))),
      ...sponsors.map((sponsorId, i) => new Promise((r) => setTimeout(r, 15 * i)).then(() => move(sponsorId))),
    ]);
    for (const a of answers.slice(placed.length)) expect((a as { statusCode: number }).statusCode).toBeLessThan(500);
    await expectFinalTreeInLedger(placed.map((o) => o.id));
  });
});

/** Each order line pays Leo 20% and his sponsor now 10%, every other member nets nothing, and no accrual is taken back twice. */
async function expectFinalTreeInLedger(orderIds: number[]) {
  const [leo] = await t.handle.db.select({ sponsorId: schema.users.sponsorId }).from(schema.users).where(inArray(schema.users.id, [ids.leo!]));
  const finalSponsor = leo!.sponsorId!;
  const lines = await t.handle.db.select().from(schema.orderLines).where(inArray(schema.orderLines.orderId, orderIds));
  const ledger = await t.handle.db.select().from(schema.commissionLedgerLines).where(inArray(schema.commissionLedgerLines.orderId, orderIds));
  expect(lines.filter((l) => l.bvMinor > 0)).toHaveLength(orderIds.length);
  for (const line of lines.filter((l) => l.bvMinor > 0)) {
    const rows = ledger.filter((r) => r.orderLineId === line.id);
    const net = new Map<number, number>();
    for (const r of rows) net.set(r.memberId, (net.get(r.memberId) ?? 0) + r.amountMinor);
    const live = [...net.entries()].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a - b);
    const expected = [
      [ids.leo!, lineAmount(line.bvMinor, 2000)],
      [finalSponsor, lineAmount(line.bvMinor, 1000)],
    ].sort(([a], [b]) => a! - b!);
    expect(live, `order line ${line.id}`).toEqual(expected);
    // No accrual is taken back more than once or beyond its amount.
    for (const accrual of rows.filter((r) => r.kind === 'accrual')) {
      const back = rows.filter((r) => r.reversesLineId === accrual.id).reduce((sum, r) => sum + r.amountMinor, 0);
      expect([0, -accrual.amountMinor]).toContain(back);
    }
  }
}
