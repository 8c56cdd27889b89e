import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { planVersion1, rulesOf } from '@upline/domain/commissions';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { ledgerOf, lineAmount, memberIdOf, orderLinesOf, orderThrough } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, productId } from '../../../test/orders-helpers.js';

// What-if (plan §8): a proposed plan run over closed periods, compared with what the ledger accrued.

let t: TestApp;
let periodId: number;
const orders: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const product = await productId(t.handle.db);
  t.clock.set(new Date('2026-11-18T15:00:00Z'));
  for (const quantity of [1, 3]) {
    const order = await orderThrough(t.app, t.handle.db, 'noah', { lines: [{ productId: product, quantity }] });
    expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(200);
    orders.push(order.id);
  }
  periodId = (await ledgerOf(t.handle.db, orders[0]!)).find((l) => l.biweeklyPeriodId !== null)!.biweeklyPeriodId!;
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, who?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who ? { authorization: `Bearer ${await bearerOf(t.handle.db, who, t.clock.now())}` } : {}, ...(payload ? { payload } : {}) });

/** Plan v1 with level 1 at 25% and level 2 for active scholars only. */
const proposed = {
  ...rulesOf(planVersion1),
  maxPayoutBps: 4500,
  levels: planVersion1.levels.map((l) => (l.level === 1 ? { ...l, rateBps: 2500 } : l.level === 2 ? { ...l, eligibility: 'active-scholar' as const } : l)),
};

describe('what-if runs', () => {
  it('refuse guests, members, a plan that is not valid and periods still open', async () => {
    const body = { plan: proposed, period_ids: [periodId] };
    expect((await call('POST', 'admin/commissions/what-if', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', 'admin/commissions/what-if', 'carl@upline.test', body)).statusCode).toBe(403);
    const tooMuch = await call('POST', 'admin/commissions/what-if', 'admin@upline.test', { ...body, plan: { ...proposed, maxPayoutBps: 4000 } });
    expect(tooMuch.statusCode).toBe(400);
    expect(JSON.stringify(tooMuch.json())).toContain('rates-exceed-max-payout');
    expect((await call('POST', 'admin/commissions/what-if', 'admin@upline.test', { ...body, plan: { ...proposed, levels: [] } })).statusCode).toBe(400);
    const open = await call('POST', 'admin/commissions/what-if', 'admin@upline.test', body);
    expect(open.json()).toMatchObject({ code: 'periods_not_closed', error: 'What-if runs only over closed periods.' });
  });

  it('shows per member and in total what the proposed plan would have paid, its payout share and breakage, and leaves the ledger as it was', async () => {
    t.clock.set(new Date('2026-12-24T15:00:00Z'));
    expect((await call('POST', `admin/commissions/periods/${periodId}/close`, 'admin@upline.test', {})).statusCode).toBe(200);
    const ledgerBefore = await t.handle.db.select().from(schema.commissionLedgerLines).orderBy(asc(schema.commissionLedgerLines.id));
    const statementsBefore = await t.handle.db.select().from(schema.commissionStatements).orderBy(asc(schema.commissionStatements.id));

    const res = await call('POST', 'admin/commissions/what-if', 'admin@upline.test', { name: 'Level 1 at 25%', plan: proposed, period_ids: [periodId] });
    expect(res.statusCode).toBe(200);
    const run = res.json().run;

    const [noah, mia] = [await memberIdOf(t.handle.db, 'noah'), await memberIdOf(t.handle.db, 'mia')];
    const bvs = (await Promise.all(orders.map((id) => orderLinesOf(t.handle.db, id)))).flat().filter((l) => l.kind !== 'fee').map((l) => l.bvMinor);
    const bv = bvs.reduce((s, b) => s + b, 0);
    const noahActual = bvs.reduce((s, b) => s + lineAmount(b, 2000), 0);
    const noahProposed = bvs.reduce((s, b) => s + lineAmount(b, 2500), 0);
    const miaActual = bvs.reduce((s, b) => s + lineAmount(b, 1000), 0);
    const text = (minor: number) => (minor / 100).toFixed(2);
    const share = (minor: number) => ((Math.round((minor * 10_000) / bv) / 100).toFixed(2));

    expect(run.members).toEqual(
      expect.arrayContaining([
        { member_id: noah, name: 'Noah Clark', currency: 'USD', actual: text(noahActual), proposed: text(noahProposed), difference: text(noahProposed - noahActual) },
        { member_id: mia, name: 'Mia Roy', currency: 'USD', actual: text(miaActual), proposed: '0.00', difference: text(-miaActual) },
      ]),
    );
    expect(run.members).toHaveLength(2);
    expect(run.totals).toEqual([
      {
        currency: 'USD',
        bv: text(bv),
        actual: text(noahActual + miaActual),
        proposed: text(noahProposed),
        difference: text(noahProposed - noahActual - miaActual),
        actual_share: share(noahActual + miaActual),
        proposed_share: share(noahProposed),
        actual_breakage: '0.00',
        // Mia is not an active scholar: her level's money is breakage under the proposed plan.
        proposed_breakage: text(miaActual),
        members_up: 1,
        members_down: 1,
      },
    ]);
    expect((await call('GET', `admin/commissions/what-if/${run.id}`, 'admin@upline.test')).json().run).toEqual(run);
    expect(await t.handle.db.select().from(schema.commissionLedgerLines).orderBy(asc(schema.commissionLedgerLines.id))).toEqual(ledgerBefore);
    expect(await t.handle.db.select().from(schema.commissionStatements).orderBy(asc(schema.commissionStatements.id))).toEqual(statementsBefore);
    const [period] = await t.handle.db.select().from(schema.commissionPeriods).where(eq(schema.commissionPeriods.id, periodId));
    expect(period!.status).toBe('closed');
  });
});
