import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { depsOf } from '../../../test/accounts-fixtures.js';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { ledgerOf, orderThrough } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, productId } from '../../../test/orders-helpers.js';
import { runDueJobs } from '../../jobs-list.js';
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
