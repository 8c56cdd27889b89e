import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { statementTotals, planVersion1 } from '@upline/domain/commissions';
import { depsOf } from '../../../test/accounts-fixtures.js';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { ledgerOf, memberIdOf, orderLinesOf, orderThrough } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, productId } from '../../../test/orders-helpers.js';
import { runDueJobs } from '../../jobs-list.js';
import { reverseOrderCommissions } from './reverse-order-commissions.js';

// Closing periods into statements, carry-forward, payouts (plan §5 and §6), through the staff calls.

let t: TestApp;
let product: number;
// Sessions expire as the clock moves months ahead: each call signs in at the clock's time.
const tokenOf = (email: string) => bearerOf(t.handle.db, email, t.clock.now());
const admin = 'admin@upline.test';
const carl = 'carl@upline.test';

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db);
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, who?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who ? { authorization: `Bearer ${await tokenOf(who)}` } : {}, ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}) });

async function paidOrder(quantity: number) {
  const order = await orderThrough(t.app, t.handle.db, 'noah', { lines: [{ productId: product, quantity }] });
  expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(200);
  return order.id;
}

const statementsOf = (periodId: number) => t.handle.db.select().from(schema.commissionStatements).where(eq(schema.commissionStatements.periodId, periodId)).orderBy(asc(schema.commissionStatements.memberId));

/** Per member, the sum of the period's lines of a schedule. */
async function lineSums(periodId: number) {
  const { commissionLedgerLines: ledger } = schema;
  const rows = await t.handle.db.select().from(ledger).where(eq(ledger.biweeklyPeriodId, periodId));
  const sums = new Map<number, number[]>();
  for (const r of rows) sums.set(r.memberId, [...(sums.get(r.memberId) ?? []), r.amountMinor]);
  return sums;
}

describe('closing a bi-weekly period', () => {
  let firstPeriod: number;
  let firstOrder: number;

  it('refuses guests and members, then refuses to close before the end and while lines are held', async () => {
    t.clock.set(new Date('2026-11-20T15:00:00Z'));
    firstOrder = await paidOrder(3);
    await paidOrder(1);
    const [line] = (await ledgerOf(t.handle.db, firstOrder)).filter((l) => l.biweeklyPeriodId !== null);
    firstPeriod = line!.biweeklyPeriodId!;
    expect((await call('GET', `admin/commissions/periods/${firstPeriod}/preview`)).statusCode).toBe(401);
    expect((await call('GET', `admin/commissions/periods/${firstPeriod}/preview`, carl)).statusCode).toBe(403);
    expect((await call('POST', `admin/commissions/periods/${firstPeriod}/close`, carl)).statusCode).toBe(403);
    expect((await call('POST', `admin/commissions/periods/${firstPeriod}/close`)).statusCode).toBe(401);
    expect((await call('GET', 'admin/commissions/periods', carl)).statusCode).toBe(403);

    const early = await call('POST', `admin/commissions/periods/${firstPeriod}/close`, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'period_not_ended', error: 'This period has not ended yet.' });
    t.clock.set(new Date('2026-12-10T15:00:00Z'));
    expect((await call('POST', `admin/commissions/periods/${firstPeriod}/close`, admin)).json()).toMatchObject({ code: 'lines_on_hold' });
    expect((await call('GET', `admin/commissions/periods/${firstPeriod}/preview`, admin)).json().can_close).toBe(false);
    expect(await statementsOf(firstPeriod)).toEqual([]);
  });

  it('previews, then closes into one statement per member: accruals, payable at 25.00 or more, else carried', async () => {
    t.clock.set(new Date('2026-12-24T15:00:00Z'));
    const preview = (await call('GET', `admin/commissions/periods/${firstPeriod}/preview`, admin)).json();
    expect(preview.can_close).toBe(true);
    expect(preview.period).toMatchObject({ id: firstPeriod, kind: 'biweekly', start_date: '2026-11-09', end_date: '2026-11-22', status: 'open', closable_from: '2026-12-23' });
    const sums = await lineSums(firstPeriod);
    expect(preview.totals.members).toBe(sums.size);

    const closed = await call('POST', `admin/commissions/periods/${firstPeriod}/close`, admin);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ closed_now: true, statements: sums.size, period: { status: 'closed' } });
    const statements = await statementsOf(firstPeriod);
    expect(statements).toHaveLength(sums.size);
    for (const s of statements) {
      const amounts = sums.get(s.memberId)!;
      const accruals = amounts.reduce((a, b) => a + b, 0);
      expect([s.accrualsMinor, s.reversalsMinor, s.carriedInMinor, s.totalMinor]).toEqual([accruals, 0, 0, accruals]);
      expect(s.status).toBe(accruals >= 2500 ? 'payable' : 'carried');
      expect([s.payoutMinor, s.carryForwardMinor]).toEqual(accruals >= 2500 ? [accruals, 0] : [0, accruals]);
    }
    expect(statements.some((s) => s.status === 'payable')).toBe(true);
    expect(statements.some((s) => s.status === 'carried')).toBe(true);
    // The preview of the closed period reads the statements written, with the same totals as before.
    const after = (await call('GET', `admin/commissions/periods/${firstPeriod}/preview`, admin)).json();
    expect(after.totals).toEqual(preview.totals);
    expect(after.statements.map((s: { member_id: number; total: string; status: string }) => [s.member_id, s.total, s.status]).sort()).toEqual(
      preview.statements.map((s: { member_id: number; total: string; status: string }) => [s.member_id, s.total, s.status]).sort(),
    );
    const audit = await t.handle.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'commission_period.closed'), eq(schema.auditLog.entityId, String(firstPeriod))));
    expect(audit).toHaveLength(1);
  });

  it('closing again changes nothing', async () => {
    const before = await statementsOf(firstPeriod);
    const again = await call('POST', `admin/commissions/periods/${firstPeriod}/close`, admin);
    expect(again.json()).toMatchObject({ closed_now: false, statements: before.length });
    expect(await statementsOf(firstPeriod)).toEqual(before);
  });

  it('a refund after the close lowers the next statement, and a negative balance carries forward', async () => {
    const noah = await memberIdOf(t.handle.db, 'noah');
    const [first] = (await statementsOf(firstPeriod)).filter((s) => s.memberId === noah);
    // Cancel the first order in full, after its period closed: the reversals land in today's open period.
    const lines = await orderLinesOf(t.handle.db, firstOrder);
    const [adjustment] = await t.handle.db
      .insert(schema.orderAdjustments)
      .values({ orderId: firstOrder, kind: 'cancel', currency: 'USD', amountMinor: 0, lines: lines.map((l) => ({ orderLineId: l.id, quantity: 0, merchandiseMinor: 0 })), occurredAt: t.clock.now() })
      .returning({ id: schema.orderAdjustments.id });
    await t.handle.db.transaction((tx) =>
      reverseOrderCommissions(tx, { orderId: firstOrder, reason: 'cancel', adjustmentId: adjustment!.id, occurredAt: t.clock.now(), lines: lines.map((l) => ({ orderLineId: l.id, refundedMinor: 0 })) }),
    );
    const reversals = (await ledgerOf(t.handle.db, firstOrder)).filter((l) => l.kind === 'reversal' && l.memberId === noah && l.biweeklyPeriodId !== null);
    const nextPeriod = reversals[0]!.biweeklyPeriodId!;
    expect(nextPeriod).not.toBe(firstPeriod);
    const reversedMinor = reversals.reduce((s, l) => s + l.amountMinor, 0);

    // The daily job closes every period that is due, the one in between (empty of noah) and the next, in order.
    t.clock.set(new Date('2027-02-20T15:00:00Z'));
    await runDueJobs(depsOf(t), t.clock.now());
    const [next] = (await statementsOf(nextPeriod)).filter((s) => s.memberId === noah);
    expect(next).toMatchObject({ accrualsMinor: 0, reversalsMinor: reversedMinor, carriedInMinor: first!.carryForwardMinor, carriedFromId: first!.id });
    const expected = statementTotals({ plan: planVersion1, currency: 'USD', lineAmountsMinor: [reversedMinor], carriedInMinor: first!.carryForwardMinor });
    expect(next!.totalMinor).toBe(expected.balanceMinor);
    expect(next!.totalMinor).toBeLessThan(0);
    expect(next).toMatchObject({ status: 'carried', payoutMinor: 0, carryForwardMinor: next!.totalMinor });

    // Noah reads his own statements, newest first, with the negative balance carried forward; nobody else's.
    const text = (minor: number) => (minor < 0 ? '-' : '') + (Math.abs(minor) / 100).toFixed(2);
    const mine = (await call('GET', 'user/commissions/statements', 'noah@upline.test')).json().statements;
    const biweekly = mine.filter((x: { kind: string }) => x.kind === 'bi_weekly');
    expect(biweekly[0]).toMatchObject({ currency: 'USD', accruals: '0.00', reversals: text(reversedMinor), carried_in: text(first!.carryForwardMinor), total: text(next!.totalMinor), payout: '0.00', carry_forward: text(next!.totalMinor), status: 'carried' });
    expect(biweekly.at(-1)).toMatchObject({ start_date: '2026-11-09', end_date: '2026-11-22', accruals: text(first!.accrualsMinor), status: first!.status });
    expect((await call('GET', 'user/commissions/statements', 'carl@upline.test')).json().statements).toEqual([]);
    expect((await call('GET', 'user/commissions/statements')).statusCode).toBe(401);
  });
});

describe('payouts', () => {
  it('exports the payable statements of a currency as one CSV batch, escaped for spreadsheets, and marks them paid once', async () => {
    const { commissionStatements: s, users, commissionLedgerLines: ledger } = schema;
    const payable = await t.handle.db.select().from(s).where(and(eq(s.status, 'payable'), eq(s.currency, 'USD')));
    expect(payable.length).toBeGreaterThan(0);
    await t.handle.db.update(users).set({ firstname: '=HYPERLINK("x")', lastname: 'Smith, "Jr"' }).where(eq(users.id, payable[0]!.memberId));
    expect((await call('POST', 'admin/commissions/payouts', carl, { currency: 'USD' })).statusCode).toBe(403);
    expect((await call('POST', 'admin/commissions/payouts', admin, { currency: 'EUR' })).statusCode).toBe(400);

    const exported = await call('POST', 'admin/commissions/payouts', admin, { currency: 'USD' });
    expect(exported.statusCode).toBe(200);
    const batch = exported.json().batch;
    const totalMinor = payable.reduce((sum, p) => sum + p.payoutMinor, 0);
    expect(batch).toMatchObject({ currency: 'USD', status: 'exported', statement_count: payable.length, total: (totalMinor / 100).toFixed(2) });
    expect((await call('POST', 'admin/commissions/payouts', admin, { currency: 'USD' })).json()).toMatchObject({ code: 'nothing_to_export' });

    const csv = await call('GET', `admin/commissions/payouts/${batch.id}/csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('batch_id,statement_id,member_id,name,email,currency,amount,schedule,period_start,period_end');
    expect(rows).toHaveLength(payable.length + 1);
    const first = rows.find((r) => r.includes(`,${payable[0]!.memberId},`))!;
    expect(first).toContain(`"'=HYPERLINK(""x"") Smith, ""Jr"""`);
    expect(first).toContain(`,USD,${(payable[0]!.payoutMinor / 100).toFixed(2)},biweekly,`);

    const paid = await call('POST', `admin/commissions/payouts/${batch.id}/paid`, admin);
    expect(paid.json()).toMatchObject({ batch: { status: 'paid' } });
    const after = await t.handle.db.select().from(s).where(inArray(s.id, payable.map((p) => p.id)));
    expect(after.every((x) => x.status === 'paid' && x.paidAt !== null)).toBe(true);
    const paidLines = await t.handle.db.select().from(ledger).where(and(eq(ledger.memberId, payable[0]!.memberId), eq(ledger.biweeklyPeriodId, payable[0]!.periodId)));
    expect(paidLines.every((l) => l.status === 'paid')).toBe(true);

    t.clock.advance(86_400_000);
    const again = await call('POST', `admin/commissions/payouts/${batch.id}/paid`, admin);
    expect(again.json()).toMatchObject({ message: 'This batch was already paid.', batch: { status: 'paid', paid_at: paid.json().batch.paid_at } });
    expect(await t.handle.db.select().from(s).where(inArray(s.id, payable.map((p) => p.id)))).toEqual(after);
    const audit = await t.handle.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, 'commission_payout_batch'), eq(schema.auditLog.entityId, String(batch.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['commission_payout.exported', 'commission_payout.paid']);
  });
});
