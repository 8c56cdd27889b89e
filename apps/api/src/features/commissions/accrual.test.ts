import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { ledgerCount, ledgerOf, ledgerSummary, lineAmount, memberIdOf, orderLinesOf, orderThrough } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { depsOf, newScholar } from '../../../test/accounts-fixtures.js';
import { orderRow, payByCard, productId } from '../../../test/orders-helpers.js';
import { productsWhere } from '../../../test/cart-fixtures.js';
import { runDueJobs } from '../../jobs-list.js';
import { accrueOrderCommissions } from './accrue-order-commissions.js';

// Accrual on payment (plan §2 and §3) through the built-in test gateway: the lines are written in
// the transaction that makes the order paid, once per order line and beneficiary.

let t: TestApp;
let product: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db);
  for (const key of ['upline', 'ava', 'sam', 'leo', 'mia', 'noah', 'sara', 'cora@upline.test']) ids[key] = await memberIdOf(t.handle.db, key);
});
afterAll(() => t.close());

const bvOf = async (orderId: number) => (await orderLinesOf(t.handle.db, orderId)).reduce((sum, l) => sum + l.bvMinor, 0);

describe('accrual when the test gateway pays an order', () => {
  it("pays noah's upline as plan v1 says: 20% and 10%, levels 3 and 5 held by ambassadors are breakage, sam's override 3% at level 4", async () => {
    const order = await orderThrough(t.app, t.handle.db, 'noah', { lines: [{ productId: product, quantity: 2 }] });
    expect(await ledgerOf(t.handle.db, order.id)).toEqual([]);
    expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(200);
    const bv = await bvOf(order.id);
    expect(bv).toBeGreaterThan(0);
    // noah (scholar) > mia (ambassador) > leo (ambassador) > sam (active scholar) > ava (ambassador) > the company.
    expect(await ledgerSummary(t.handle.db, order.id)).toEqual([
      [ids.noah, 1, 1, 2000, lineAmount(bv, 2000)],
      [ids.mia, 2, 2, 1000, lineAmount(bv, 1000)],
      [ids.sam, 4, 4, 300, lineAmount(bv, 300)],
    ]);
    const paid = await orderRow(t.handle.db, order.id);
    const lines = await ledgerOf(t.handle.db, order.id);
    for (const line of lines) {
      expect(line).toMatchObject({ kind: 'accrual', currency: 'USD', baseMinor: bv, status: 'held', compressedOver: [] });
      expect(line.holdUntil?.getTime()).toBe(paid.paidAt!.getTime() + 30 * 86_400_000);
      expect(line.createdAt.getTime()).toBe(paid.paidAt!.getTime());
    }
  });

  it('puts level commissions in the bi-weekly period and overrides in the monthly one, creating the periods on first use', async () => {
    const order = await orderThrough(t.app, t.handle.db, 'noah', { lines: [{ productId: product, quantity: 1 }] });
    await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies });
    const periods = await t.handle.db.select().from(schema.commissionPeriods).where(eq(schema.commissionPeriods.currency, 'USD'));
    // Paid 2026-11-21 (Toronto): bi-weekly 2026-11-09..2026-11-22, month of November.
    const biweekly = periods.find((p) => p.kind === 'biweekly' && p.startsOn === '2026-11-09');
    const monthly = periods.find((p) => p.kind === 'monthly' && p.startsOn === '2026-11-01');
    expect(biweekly).toMatchObject({ endsOn: '2026-11-22', status: 'open' });
    expect(monthly).toMatchObject({ endsOn: '2026-11-30', status: 'open' });
    expect(periods.filter((p) => p.startsOn === '2026-11-09' || p.startsOn === '2026-11-01')).toHaveLength(2);
    const lines = await ledgerOf(t.handle.db, order.id);
    expect(lines.map((l) => [l.paidLevel, l.biweeklyPeriodId, l.monthlyPeriodId])).toEqual([
      [1, biweekly!.id, null],
      [2, biweekly!.id, null],
      [4, null, monthly!.id],
    ]);
  });

  it('writes nothing more when the payment is confirmed again or the accrual runs again', async () => {
    const order = await orderThrough(t.app, t.handle.db, 'sam', { lines: [{ productId: product, quantity: 1 }] });
    await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies });
    const before = await ledgerOf(t.handle.db, order.id);
    expect(before.map((l) => l.memberId)).toEqual([ids.sam, ids.ava]);
    expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).json()).toMatchObject({ data: { payment_status: 'paid' } });
    expect(await t.handle.db.transaction((tx) => accrueOrderCommissions(tx, order.id))).toBe(0);
    expect(await ledgerOf(t.handle.db, order.id)).toEqual(before);
  });

  it('writes nothing for an order that is not paid, or whose payment was refused', async () => {
    const order = await orderThrough(t.app, t.handle.db, 'sam', { lines: [{ productId: product, quantity: 1 }] });
    expect(await t.handle.db.transaction((tx) => accrueOrderCommissions(tx, order.id))).toBe(0);
    expect((await payByCard(t.app, order.id, 'pm_card_chargeDeclined', { cookies: order.cookies })).statusCode).toBe(402);
    expect(await ledgerOf(t.handle.db, order.id)).toEqual([]);
  });

  it("never pays a member on their own order: leo buying through his own link credits his sponsor sam, in the order's currency (CAD)", async () => {
    const leo = await bearerOf(t.handle.db, 'leo@upline.test', t.clock.now());
    const order = await orderThrough(t.app, t.handle.db, 'leo', { lines: [{ productId: product, quantity: 1 }], country: 'CA', state: 'QC' }, { token: leo });
    expect((await payByCard(t.app, order.id, 'pm_card_visa', { token: leo })).statusCode).toBe(200);
    const bv = await bvOf(order.id);
    expect(await ledgerSummary(t.handle.db, order.id)).toEqual([
      [ids.sam, 1, 1, 2000, lineAmount(bv, 2000)],
      [ids.ava, 2, 2, 1000, lineAmount(bv, 1000)],
    ]);
    expect((await ledgerOf(t.handle.db, order.id)).every((l) => l.currency === 'CAD')).toBe(true);
  });

  it('compresses over a customer credited with the sale, recording who and why on the paid line', async () => {
    const order = await orderThrough(t.app, t.handle.db, 'leo', { lines: [{ productId: product, quantity: 1 }] });
    // Cora is a customer under leo: her level is skipped, leo is paid level 1 at structural level 2.
    await t.handle.db.update(schema.orders).set({ sponsorId: ids['cora@upline.test'] }).where(eq(schema.orders.id, order.id));
    await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies });
    const bv = await bvOf(order.id);
    const lines = await ledgerOf(t.handle.db, order.id);
    expect(lines.map((l) => [l.memberId, l.structuralLevel, l.paidLevel, l.amountMinor])).toEqual([
      [ids.leo, 2, 1, lineAmount(bv, 2000)],
      [ids.sam, 3, 2, lineAmount(bv, 1000)],
    ]);
    expect(lines[0]?.compressedOver).toEqual([{ id: ids['cora@upline.test'], reason: 'customer' }]);
  });

  it('accrues through payment reconciliation when the paid state was never saved after the charge', async () => {
    const order = await orderThrough(t.app, t.handle.db, 'sam', { lines: [{ productId: product, quantity: 1 }] });
    await t.handle.exec(`
      drop sequence if exists crash_orders_comm; create sequence crash_orders_comm;
      create or replace function crash_once_orders_comm() returns trigger language plpgsql as $$
      begin if nextval('crash_orders_comm') = 1 then raise exception 'simulated crash'; end if; return new; end $$;
      drop trigger if exists crash_once_orders_comm on orders;
      create trigger crash_once_orders_comm before update of payment_status on orders for each row execute function crash_once_orders_comm();
    `);
    expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(500);
    await t.handle.exec('drop trigger if exists crash_once_orders_comm on orders');
    expect(await ledgerOf(t.handle.db, order.id)).toEqual([]);
    await runDueJobs(depsOf(t), new Date(t.clock.now().getTime() + (t.config.payments.reconcileAfterMinutes + 1) * 60_000));
    expect((await orderRow(t.handle.db, order.id)).paymentStatus).toBe('paid');
    expect((await ledgerOf(t.handle.db, order.id)).map((l) => l.memberId)).toEqual([ids.sam, ids.ava]);
  });
});

describe('the website fee is never in any base (plan §2)', () => {
  it('writes from the paid order\'s own statement the lines the accrual writes on its own: every line of a three-line order, fee included', async () => {
    const [first, second] = await productsWhere(t.handle.db, false);
    const order = await orderThrough(t.app, t.handle.db, 'noah', { lines: [{ productId: first!, quantity: 3 }, { productId: second!, quantity: 1 }] });
    // A fee line with a volume written by mistake, last: it earns nothing either way.
    await t.handle.db.insert(schema.orderLines).values({ orderId: order.id, kind: 'fee', name: 'Monthly Website Fee', quantity: 1, unitPriceMinor: 0, lineTotalMinor: 0, bvMinor: 500, position: 9 });
    expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(200);
    const shape = (lines: Awaited<ReturnType<typeof ledgerOf>>) =>
      lines.map((l) => [l.orderLineId, l.memberId, l.structuralLevel, l.paidLevel, l.rateBps, l.baseMinor, l.amountMinor, l.planVersionId, l.biweeklyPeriodId, l.monthlyPeriodId, l.holdUntil?.getTime(), l.createdAt.getTime()]);
    const withPayment = shape(await ledgerOf(t.handle.db, order.id));
    const productLines = (await orderLinesOf(t.handle.db, order.id)).filter((l) => l.kind !== 'fee');
    expect(productLines).toHaveLength(2);
    expect(new Set(withPayment.map((l) => l[0]))).toEqual(new Set(productLines.map((l) => l.id)));

    await t.handle.db.delete(schema.commissionLedgerLines).where(eq(schema.commissionLedgerLines.orderId, order.id));
    expect(await t.handle.db.transaction((tx) => accrueOrderCommissions(tx, order.id))).toBe(withPayment.length);
    expect(shape(await ledgerOf(t.handle.db, order.id))).toEqual(withPayment);
  });

  it("a scholar's plan fee payment writes no ledger line", async () => {
    const before = await ledgerCount(t.handle.db);
    await newScholar(t, { referal_id: 'ava' });
    expect(await ledgerCount(t.handle.db)).toBe(before);
  });

  it('a fee line on an order earns nothing, even with a volume written on it by mistake', async () => {
    const order = await orderThrough(t.app, t.handle.db, 'sam', { lines: [{ productId: product, quantity: 1 }] });
    const productBv = await bvOf(order.id);
    const [fee] = await t.handle.db
      .insert(schema.orderLines)
      .values({ orderId: order.id, kind: 'fee', name: 'Monthly Website Fee', quantity: 1, unitPriceMinor: 1000, lineTotalMinor: 1000, bvMinor: 1000, position: 9 })
      .returning();
    await t.handle.db.transaction(async (tx) => {
      await tx.update(schema.orders).set({ paymentStatus: 'paid', paidAt: t.clock.now() }).where(eq(schema.orders.id, order.id));
      await accrueOrderCommissions(tx, order.id);
    });
    const lines = await ledgerOf(t.handle.db, order.id);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.orderLineId === fee!.id)).toEqual([]);
    expect(lines.every((l) => l.baseMinor === productBv)).toBe(true);
    const feeLines = await t.handle.db.select().from(schema.commissionLedgerLines).where(and(eq(schema.commissionLedgerLines.orderLineId, fee!.id)));
    expect(feeLines).toEqual([]);
  });
});
