import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { depsOf } from '../../../test/accounts-fixtures.js';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { ledgerOf, memberIdOf, orderLinesOf, orderThrough } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, productId } from '../../../test/orders-helpers.js';
import { runDueJobs } from '../../jobs-list.js';
import { bookOrderAdjustments } from './book-order-adjustments.js';
import { reverseOrderCommissions, type CommissionAdjustment } from './reverse-order-commissions.js';

// Reversals (plan §6), called as the refund and cancellation transactions of the orders
// capability will call them.

let t: TestApp;
let products: number[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.handle.db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.isActive, true)).limit(2);
  products = rows.map((r) => r.id);
  if (products.length < 2) products = [await productId(t.handle.db), await productId(t.handle.db)];
});
afterAll(() => t.close());

/** A paid order through noah's link (lines to noah, mia and sam), with its product lines. */
async function paidOrder(lines = [{ productId: products[0]!, quantity: 3 }]) {
  const order = await orderThrough(t.app, t.handle.db, 'noah', { lines });
  expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(200);
  return { id: order.id, lines: await orderLinesOf(t.handle.db, order.id) };
}

type Asked = Omit<CommissionAdjustment, 'adjustmentId' | 'occurredAt'> & { adjustmentId?: number; occurredAt?: Date };

/** The order_adjustments row the orders capability writes for a cancellation, return or refund. */
async function recordAdjustment(adjustment: Asked): Promise<number> {
  const [row] = await t.handle.db
    .insert(schema.orderAdjustments)
    .values({
      orderId: adjustment.orderId,
      kind: adjustment.reason,
      currency: 'USD',
      amountMinor: adjustment.lines.reduce((s, l) => s + l.refundedMinor, 0),
      lines: adjustment.lines.map((l) => ({ orderLineId: l.orderLineId, quantity: 0, merchandiseMinor: l.refundedMinor })),
      occurredAt: adjustment.occurredAt ?? t.clock.now(),
    })
    .returning({ id: schema.orderAdjustments.id });
  return row!.id;
}

const reverse = async (adjustment: Asked) => {
  const adjustmentId = adjustment.adjustmentId ?? (await recordAdjustment(adjustment));
  return t.handle.db.transaction((tx) => reverseOrderCommissions(tx, { occurredAt: t.clock.now(), ...adjustment, adjustmentId }));
};

const sumOf = (rows: { amountMinor: number }[]) => rows.reduce((s, r) => s + r.amountMinor, 0);
const halfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

describe('reverseOrderCommissions', () => {
  it('reverses every accrual of a cancelled line exactly: the stored amount negated, pointing at it, with the reason', async () => {
    const order = await paidOrder();
    const line = order.lines[0]!;
    const accruals = await ledgerOf(t.handle.db, order.id);
    expect(accruals).toHaveLength(3);
    const asked = { orderId: order.id, reason: 'cancel' as const, lines: [{ orderLineId: line.id, refundedMinor: 0 }] };
    const adjustmentId = await recordAdjustment(asked);
    const outcome = await reverse({ ...asked, adjustmentId });
    expect(outcome).toEqual({ written: 3, amountMinor: -sumOf(accruals) });
    const reversals = (await ledgerOf(t.handle.db, order.id)).filter((l) => l.kind === 'reversal');
    expect(reversals.map((r) => [r.reversesLineId, r.memberId, r.amountMinor, r.baseMinor, r.rateBps, r.paidLevel, r.reason, r.adjustmentId])).toEqual(
      accruals.map((a) => [a.id, a.memberId, -a.amountMinor, -line.bvMinor, a.rateBps, a.paidLevel, 'cancel', adjustmentId]),
    );
    expect(sumOf(await ledgerOf(t.handle.db, order.id))).toBe(0);
  });

  it('books an adjustment once, however often it is replayed, in turn or at once', async () => {
    const order = await paidOrder();
    const asked = { orderId: order.id, reason: 'refund' as const, lines: [{ orderLineId: order.lines[0]!.id, refundedMinor: 1000 }] };
    const adjustment = { ...asked, adjustmentId: await recordAdjustment(asked) };
    const first = await reverse(adjustment);
    expect(first.written).toBe(3);
    const replays = await Promise.all(Array.from({ length: 8 }, () => reverse(adjustment)));
    expect(replays.map((r) => r.written)).toEqual(Array(8).fill(0));
    expect((await ledgerOf(t.handle.db, order.id)).filter((l) => l.kind === 'reversal')).toHaveLength(3);
  });

  it('reverses a partial refund pro rata at the rate paid: a 15% restocking fee leaves the earners 15% of their commission', async () => {
    const order = await paidOrder();
    const line = order.lines[0]!;
    const accruals = await ledgerOf(t.handle.db, order.id);
    const refunded = line.bvMinor - Math.round(line.bvMinor * 0.15);
    await reverse({ orderId: order.id, reason: 'return', lines: [{ orderLineId: line.id, refundedMinor: refunded }] });
    const reversals = (await ledgerOf(t.handle.db, order.id)).filter((l) => l.kind === 'reversal');
    expect(reversals.map((r) => r.amountMinor)).toEqual(accruals.map((a) => -halfUp(a.amountMinor * refunded, line.bvMinor)));
    expect(reversals.every((r) => r.baseMinor === -refunded && r.reason === 'return')).toBe(true);
  });

  it('two partial refunds of a line never reverse more than one refund of their sum, and refunding the rest ends exactly at zero', async () => {
    const order = await paidOrder();
    const line = order.lines[0]!;
    const accruals = await ledgerOf(t.handle.db, order.id);
    const a = Math.floor(line.bvMinor / 3) + 1;
    const b = Math.floor(line.bvMinor / 3);
    await reverse({ orderId: order.id, reason: 'refund', lines: [{ orderLineId: line.id, refundedMinor: a }] });
    await reverse({ orderId: order.id, reason: 'refund', lines: [{ orderLineId: line.id, refundedMinor: b }] });
    const after = await ledgerOf(t.handle.db, order.id);
    for (const accrual of accruals) {
      const reversed = sumOf(after.filter((l) => l.reversesLineId === accrual.id));
      expect(-reversed).toBeLessThanOrEqual(halfUp(accrual.amountMinor * (a + b), line.bvMinor));
    }
    // More than what is left is refunded as what is left.
    await reverse({ orderId: order.id, reason: 'refund', lines: [{ orderLineId: line.id, refundedMinor: line.bvMinor }] });
    const final = await ledgerOf(t.handle.db, order.id);
    for (const accrual of accruals) expect(accrual.amountMinor + sumOf(final.filter((l) => l.reversesLineId === accrual.id))).toBe(0);
    // Nothing is left to reverse: a further refund writes nothing.
    expect((await reverse({ orderId: order.id, reason: 'refund', lines: [{ orderLineId: line.id, refundedMinor: 500 }] })).written).toBe(0);
  });

  it('reverses only the lines listed, and nothing for lines that earned nothing or belong to another order', async () => {
    const order = await paidOrder([{ productId: products[0]!, quantity: 1 }, { productId: products[1]!, quantity: 1 }]);
    const [first, second] = order.lines;
    const other = await paidOrder();
    await reverse({ orderId: order.id, reason: 'cancel', lines: [{ orderLineId: second!.id, refundedMinor: 0 }, { orderLineId: other.lines[0]!.id, refundedMinor: 0 }] });
    const rows = await ledgerOf(t.handle.db, order.id);
    expect(rows.filter((l) => l.kind === 'reversal' && l.orderLineId === first!.id)).toEqual([]);
    expect(rows.filter((l) => l.kind === 'reversal').every((l) => l.orderLineId === second!.id)).toBe(true);
    expect((await ledgerOf(t.handle.db, other.id)).filter((l) => l.kind === 'reversal')).toEqual([]);
    expect(await reverse({ orderId: order.id, reason: 'refund', lines: [] })).toEqual({ written: 0, amountMinor: 0 });
  });

  it('books a refund after the original period closed into the open period of the refund time, or the next open one', async () => {
    const order = await paidOrder();
    const line = order.lines[0]!;
    const accruals = await ledgerOf(t.handle.db, order.id);
    const { commissionPeriods: periods } = schema;
    // The accrual's bi-weekly period (2026-11-09..22) has closed; the refund comes on 2026-12-30.
    const level1 = accruals.find((a) => a.paidLevel === 1)!;
    await t.handle.db.update(periods).set({ status: 'closed', closedAt: t.clock.now() }).where(eq(periods.id, level1.biweeklyPeriodId!));
    // The December month is already closed too (by hand): the override goes to January.
    await t.handle.db.insert(periods).values({ kind: 'monthly', currency: 'USD', startsOn: '2026-12-01', endsOn: '2026-12-31', status: 'closed' }).onConflictDoNothing();
    await t.handle.db.update(periods).set({ status: 'closed' }).where(and(eq(periods.kind, 'monthly'), eq(periods.currency, 'USD'), eq(periods.startsOn, '2026-12-01')));
    await reverse({ orderId: order.id, reason: 'refund', occurredAt: new Date('2026-12-30T15:00:00Z'), lines: [{ orderLineId: line.id, refundedMinor: line.bvMinor }] });
    const reversals = (await ledgerOf(t.handle.db, order.id)).filter((l) => l.kind === 'reversal');
    const periodOf = async (id: number | null) => (id === null ? null : (await t.handle.db.select().from(periods).where(eq(periods.id, id)))[0]);
    for (const r of reversals) {
      const biweekly = await periodOf(r.biweeklyPeriodId);
      const monthly = await periodOf(r.monthlyPeriodId);
      if (r.paidLevel <= 2) expect([biweekly?.startsOn, biweekly?.status, monthly]).toEqual(['2026-12-21', 'open', null]);
      else expect([biweekly, monthly?.startsOn, monthly?.status]).toEqual([null, '2027-01-01', 'open']);
    }
    expect(sumOf(await ledgerOf(t.handle.db, order.id))).toBe(0);
  });
});

describe('adjustments recorded by the orders capability', () => {
  it("a member's cancellation with a full refund reverses the sponsor's commission to zero through the commission-reversals job, once", async () => {
    const carl = await bearerOf(t.handle.db, 'carl@upline.test', t.clock.now());
    const order = await orderThrough(t.app, t.handle.db, null, { lines: [{ productId: products[0]!, quantity: 2 }] }, { token: carl });
    expect((await payByCard(t.app, order.id, 'pm_card_visa', { token: carl })).statusCode).toBe(200);
    const accruals = await ledgerOf(t.handle.db, order.id);
    expect(accruals.map((a) => a.memberId)).toEqual([await memberIdOf(t.handle.db, 'ava')]);
    // Adjustments the tests above booked by hand are not the job's to book.
    await t.handle.db.update(schema.orderAdjustments).set({ processedAt: t.clock.now() }).where(isNull(schema.orderAdjustments.processedAt));
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/user/order/cancel/${order.id}`, headers: { authorization: `Bearer ${carl}` }, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    const outcome = await runDueJobs(depsOf(t), t.clock.now());
    expect(outcome['commission-reversals']).toBe(1);
    const rows = await ledgerOf(t.handle.db, order.id);
    expect(rows.map((r) => [r.kind, r.amountMinor, r.reason])).toEqual([
      ['accrual', accruals[0]!.amountMinor, null],
      ['reversal', -accruals[0]!.amountMinor, 'cancel'],
    ]);
    const [adjustment] = await t.handle.db.select().from(schema.orderAdjustments).where(eq(schema.orderAdjustments.orderId, order.id));
    expect(adjustment?.processedAt).not.toBeNull();
    expect(rows[1]?.adjustmentId).toBe(adjustment?.id);
    expect((await runDueJobs(depsOf(t), t.clock.now()))['commission-reversals']).toBe(0);
    expect(await ledgerOf(t.handle.db, order.id)).toHaveLength(2);
  });

  it('books each pending adjustment once when several workers run the job at the same time', async () => {
    const order = await paidOrder();
    const line = order.lines[0]!;
    const ids: number[] = [];
    for (const part of [1000, 1500, 2000]) ids.push(await recordAdjustment({ orderId: order.id, reason: 'return', lines: [{ orderLineId: line.id, refundedMinor: part }] }));
    const counts = await Promise.all(Array.from({ length: 4 }, () => bookOrderAdjustments(t.handle.db, t.clock.now())));
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    const reversals = (await ledgerOf(t.handle.db, order.id)).filter((l) => l.kind === 'reversal');
    expect(reversals).toHaveLength(3 * 3);
    expect(new Set(reversals.map((r) => `${r.adjustmentId}:${r.reversesLineId}`)).size).toBe(9);
    expect(reversals.every((r) => ids.includes(r.adjustmentId!))).toBe(true);
  });
});
