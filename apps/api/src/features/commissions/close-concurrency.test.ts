import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { depsOf } from '../../../test/accounts-fixtures.js';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { ledgerOf, orderThrough } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, productId } from '../../../test/orders-helpers.js';
import { runDueJobs } from '../../jobs-list.js';
import { accrueOrderCommissions } from './accrue-order-commissions.js';
import { closePeriod } from './close-period.js';

// A close that races itself (staff clicking twice, two API processes, the daily job) writes each
// statement once. On PostgreSQL (TEST_DATABASE_URL) the closes really overlap; rows are counted after.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('many closes of one period at once', () => {
  it('writes one statement per member, closes the period once and logs one close', async () => {
    const product = await productId(t.handle.db);
    t.clock.set(new Date('2026-11-18T15:00:00Z'));
    let periodId = 0;
    for (const [referral, quantity] of [['noah', 2], ['mia', 1], ['sam', 3], ['noah', 1]] as const) {
      const order = await orderThrough(t.app, t.handle.db, referral, { lines: [{ productId: product, quantity }] });
      expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(200);
      periodId = (await ledgerOf(t.handle.db, order.id)).find((l) => l.biweeklyPeriodId !== null)!.biweeklyPeriodId!;
    }
    const { commissionLedgerLines: ledger, commissionStatements: statements } = schema;
    const [members] = await t.handle.db.select({ n: sql<number>`count(distinct ${ledger.memberId})::int`, total: sql<string>`sum(${ledger.amountMinor})` }).from(ledger).where(eq(ledger.biweeklyPeriodId, periodId));

    t.clock.set(new Date('2026-12-24T15:00:00Z'));
    const admin = await bearerOf(t.handle.db, 'admin@upline.test', t.clock.now());
    const deps = depsOf(t);
    const answers = await Promise.all([
      ...Array.from({ length: 16 }, () => t.app.inject({ method: 'POST', url: `/api/admin/commissions/periods/${periodId}/close`, headers: { authorization: `Bearer ${admin}` }, payload: {} })),
      ...Array.from({ length: 6 }, () => closePeriod(t.handle.db, { periodId, now: t.clock.now(), timeZone: t.config.shopTimeZone, actorId: null }).then((r) => ({ statusCode: r.ok ? 200 : 409, json: () => ({ closed_now: r.ok && !r.alreadyClosed }) }))),
      ...Array.from({ length: 3 }, () => runDueJobs(deps, t.clock.now()).then(() => ({ statusCode: 200, json: () => ({ closed_now: false }) }))),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const closedNow = answers.filter((a) => a.json().closed_now === true).length;
    // Exactly one of the closes wrote (possibly the daily job's, which answers no flag here).
    expect(closedNow).toBeLessThanOrEqual(1);

    const rows = await t.handle.db.select().from(statements).where(eq(statements.periodId, periodId));
    expect(rows).toHaveLength(members!.n);
    expect(new Set(rows.map((r) => r.memberId)).size).toBe(members!.n);
    expect(rows.reduce((s, r) => s + r.accrualsMinor + r.reversalsMinor, 0)).toBe(Number(members!.total));
    const [period] = await t.handle.db.select().from(schema.commissionPeriods).where(eq(schema.commissionPeriods.id, periodId));
    expect(period!.status).toBe('closed');
    const audits = await t.handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'commission_period.closed'));
    expect(audits.filter((a) => a.entityId === String(periodId))).toHaveLength(1);
  });
});

describe('late accruals racing the close of their period', () => {
  it('books every line once, either into the period before it closes (and into its statements) or into the next open period', async () => {
    const { commissionLedgerLines: ledger, commissionStatements: statements, commissionPeriods: periods, orders } = schema;
    const product = await productId(t.handle.db);
    const paidAt = new Date('2026-11-25T15:00:00Z');
    t.clock.set(paidAt);
    // One order paid the usual way makes the period (23 November to 6 December) and its first lines.
    const first = await orderThrough(t.app, t.handle.db, 'noah', { lines: [{ productId: product, quantity: 1 }] });
    expect((await payByCard(t.app, first.id, 'pm_card_visa', { cookies: first.cookies })).statusCode).toBe(200);
    const periodId = (await ledgerOf(t.handle.db, first.id)).find((l) => l.biweeklyPeriodId !== null)!.biweeklyPeriodId!;
    const [target] = await t.handle.db.select().from(periods).where(eq(periods.id, periodId));
    expect(target).toMatchObject({ kind: 'biweekly', startsOn: '2026-11-23', status: 'open' });

    // Ten more orders paid inside the period whose lines are not written yet (a late webhook, the replay job).
    const late: number[] = [];
    for (const [i, referral] of ['noah', 'mia', 'sam', 'noah', 'mia', 'sam', 'noah', 'mia', 'sam', 'noah'].entries()) {
      late.push((await orderThrough(t.app, t.handle.db, referral, { lines: [{ productId: product, quantity: 1 + (i % 2) }] })).id);
    }
    await t.handle.db.update(orders).set({ paidAt }).where(inArray(orders.id, late));

    // Long after the period and its refund window; the periods before it are closed first.
    t.clock.set(new Date('2027-01-20T15:00:00Z'));
    const now = t.clock.now();
    const timeZone = t.config.shopTimeZone;
    const earlier = await t.handle.db.select({ id: periods.id }).from(periods)
      .where(and(eq(periods.kind, 'biweekly'), eq(periods.currency, target!.currency), eq(periods.status, 'open'), lt(periods.startsOn, target!.startsOn)))
      .orderBy(asc(periods.startsOn));
    for (const p of earlier) expect((await closePeriod(t.handle.db, { periodId: p.id, now, timeZone, actorId: null })).ok).toBe(true);

    const accrue = (orderId: number) => t.handle.db.transaction((tx) => accrueOrderCommissions(tx, orderId, { timeZone }));
    const close = () => closePeriod(t.handle.db, { periodId, now, timeZone, actorId: null });
    const results = await Promise.all([...late.slice(0, 5).map(accrue), close(), ...late.slice(5).map(accrue), close(), close(), ...late.map(accrue)]);
    expect(results.filter((r) => typeof r === 'object').every((r) => typeof r === 'object' && r.ok)).toBe(true);

    const [closed] = await t.handle.db.select().from(periods).where(eq(periods.id, periodId));
    expect(closed!.status).toBe('closed');
    const lines = await t.handle.db.select().from(ledger).where(inArray(ledger.orderId, late));
    // Every late order earned its lines, once per order line and beneficiary.
    for (const id of late) expect(lines.filter((l) => l.orderId === id).length, `order ${id}`).toBeGreaterThan(0);
    expect(new Set(lines.map((l) => `${l.orderLineId}:${l.memberId}:${l.kind}`)).size).toBe(lines.length);
    // A line is in the closed period only if the close counted it; the rest are in a later, open period.
    const inPeriod = await t.handle.db.select({ total: sql<string>`coalesce(sum(${ledger.amountMinor}), 0)` }).from(ledger).where(eq(ledger.biweeklyPeriodId, periodId));
    const written = await t.handle.db.select().from(statements).where(eq(statements.periodId, periodId));
    expect(written.reduce((s, r) => s + r.accrualsMinor + r.reversalsMinor, 0)).toBe(Number(inPeriod[0]!.total));
    const later = lines.filter((l) => l.biweeklyPeriodId !== periodId);
    if (later.length > 0) {
      const laterPeriods = await t.handle.db.select().from(periods).where(inArray(periods.id, [...new Set(later.map((l) => l.biweeklyPeriodId!))]));
      for (const p of laterPeriods) expect(p).toMatchObject({ kind: 'biweekly', status: 'open' });
      for (const p of laterPeriods) expect(p.startsOn > target!.startsOn).toBe(true);
    }
  });
});

describe('payments of many orders racing the close of the period they are paid in', () => {
  it('books every line either into the closed period and its statements or into the next open period, none lost, statements equal to the cent', async () => {
    const { commissionLedgerLines: ledger, commissionStatements: statements, commissionPeriods: periods } = schema;
    const product = await productId(t.handle.db);
    // Inside the period of 7 to 20 December 2026; the orders are placed first, paid all at once below.
    t.clock.set(new Date('2026-12-16T15:00:00Z'));
    const first = await orderThrough(t.app, t.handle.db, 'mia', { lines: [{ productId: product, quantity: 1 }] });
    expect((await payByCard(t.app, first.id, 'pm_card_visa', { cookies: first.cookies })).statusCode).toBe(200);
    const periodId = (await ledgerOf(t.handle.db, first.id)).find((l) => l.biweeklyPeriodId !== null)!.biweeklyPeriodId!;
    const [target] = await t.handle.db.select().from(periods).where(eq(periods.id, periodId));
    expect(target).toMatchObject({ kind: 'biweekly', startsOn: '2026-12-07', status: 'open' });
    const orders: Awaited<ReturnType<typeof orderThrough>>[] = [];
    for (const [i, referral] of ['noah', 'mia', 'sam', 'noah', 'mia', 'sam', 'noah', 'mia', 'sam', 'noah', 'mia', 'sam'].entries()) {
      orders.push(await orderThrough(t.app, t.handle.db, referral, { lines: [{ productId: product, quantity: 1 + (i % 3) }] }));
    }

    // The close runs as if long after the period and its refund window (the earlier periods closed
    // first), while the payments are confirmed at the shop's clock, inside the period.
    const closeAt = new Date('2027-02-20T15:00:00Z');
    const timeZone = t.config.shopTimeZone;
    const earlier = await t.handle.db.select({ id: periods.id }).from(periods)
      .where(and(eq(periods.kind, 'biweekly'), eq(periods.currency, target!.currency), eq(periods.status, 'open'), lt(periods.startsOn, target!.startsOn)))
      .orderBy(asc(periods.startsOn));
    for (const p of earlier) expect((await closePeriod(t.handle.db, { periodId: p.id, now: closeAt, timeZone, actorId: null })).ok).toBe(true);

    const pay = (o: (typeof orders)[number]) => payByCard(t.app, o.id, 'pm_card_visa', { cookies: o.cookies }).then((r) => r.statusCode);
    const close = () => closePeriod(t.handle.db, { periodId, now: closeAt, timeZone, actorId: null });
    const results = await Promise.all([...orders.slice(0, 6).map(pay), close(), ...orders.slice(6).map(pay), close()]);
    expect(results.filter((r) => typeof r === 'number')).toEqual(orders.map(() => 200));
    expect(results.filter((r) => typeof r === 'object').every((r) => typeof r === 'object' && r.ok)).toBe(true);

    const [closed] = await t.handle.db.select().from(periods).where(eq(periods.id, periodId));
    expect(closed!.status).toBe('closed');
    const ids = orders.map((o) => o.id);
    const lines = await t.handle.db.select().from(ledger).where(inArray(ledger.orderId, ids));
    // None lost: every paid order earned its lines, once per order line and beneficiary, each in a period.
    for (const id of ids) expect(lines.filter((l) => l.orderId === id).length, `order ${id}`).toBeGreaterThan(0);
    expect(new Set(lines.map((l) => `${l.orderLineId}:${l.memberId}:${l.kind}`)).size).toBe(lines.length);
    for (const l of lines) expect(l.biweeklyPeriodId ?? l.monthlyPeriodId, `line ${l.id}`).not.toBeNull();
    // The closed period's statements are its lines to the cent, member by member.
    const inPeriod = await t.handle.db.select().from(ledger).where(eq(ledger.biweeklyPeriodId, periodId));
    const written = await t.handle.db.select().from(statements).where(eq(statements.periodId, periodId));
    const byMember = new Map<number, number>();
    for (const l of inPeriod) byMember.set(l.memberId, (byMember.get(l.memberId) ?? 0) + l.amountMinor);
    expect(new Map(written.map((s) => [s.memberId, s.accrualsMinor + s.reversalsMinor]))).toEqual(byMember);
    // The rest went to a later period, still open.
    const later = lines.filter((l) => l.biweeklyPeriodId !== null && l.biweeklyPeriodId !== periodId);
    if (later.length > 0) {
      const laterPeriods = await t.handle.db.select().from(periods).where(inArray(periods.id, [...new Set(later.map((l) => l.biweeklyPeriodId!))]));
      for (const p of laterPeriods) expect(p).toMatchObject({ kind: 'biweekly', status: 'open' });
      for (const p of laterPeriods) expect(p.startsOn > target!.startsOn).toBe(true);
    }
  });
});
