import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@upline/db';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { orderPayload, orderRow, payByCard, postOrder, productId, quoteWithShipping, type CartSpec } from '../../../test/orders-helpers.js';
import { completeRefund, retryPendingRefunds } from './refunds.js';

// Money going back, fired many times at once. On PostgreSQL (TEST_DATABASE_URL) the requests
// really overlap: the order lock queues them, the refund row's unique key and the pending-first
// write keep the provider to one refund, and the rows are checked afterwards, not only the answers.

let t: TestApp;
let product: number;
let carl: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
  [carl, admin] = await Promise.all([bearerOf(t.handle.db, 'carl@upline.test', t.clock.now()), bearerOf(t.handle.db, 'admin@upline.test', t.clock.now())]);
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function paidOrder(quantity: number): Promise<number> {
  const spec: CartSpec = { lines: [{ productId: product, quantity }], country: 'US', state: 'WA' };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec, { token: carl });
  const { ship_address: _a, ship_city: _c, country: _k, state: _s, ship_zipcode: _z, email: _e, ...body } = orderPayload(quote, spec, { first_name: 'Carl', last_name: 'Johnson' });
  const placed = await postOrder(t.app, body, { token: carl });
  const id = placed.json().data.order.id as number;
  expect((await payByCard(t.app, id, 'pm_card_visa', { token: carl })).statusCode).toBe(200);
  return id;
}

const rowsOf = async (orderId: number) => ({
  refunds: await t.handle.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId)),
  adjustments: await t.handle.db.select().from(schema.orderAdjustments).where(eq(schema.orderAdjustments.orderId, orderId)),
  returns: await t.handle.db.select().from(schema.orderReturns).where(eq(schema.orderReturns.orderId, orderId)),
});

describe('refunds fired many times at once', () => {
  it('twelve cancels of one order at once: one cancellation, one refund at the provider, one adjustment', async () => {
    t.clock.set(new Date('2026-11-23T15:00:00Z'));
    const id = await paidOrder(2);
    const total = (await orderRow(t.handle.db, id)).totalMinor;
    const spy = vi.spyOn(t.payments, 'refund');
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.app.inject({ method: 'POST', url: `/api/user/order/cancel/${id}`, headers: auth(carl), payload: {} })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const rows = await rowsOf(id);
    expect(rows.refunds).toHaveLength(1);
    expect(rows.refunds[0]).toMatchObject({ status: 'succeeded', amountMinor: total });
    expect(rows.adjustments).toHaveLength(1);
    expect(new Set(spy.mock.calls.map((c) => c[2]))).toEqual(new Set([`order:${id}:cancel-refund`]));
    expect(await orderRow(t.handle.db, id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded', refundedMinor: total });
    spy.mockRestore();
  });

  it('ten return requests at once hold the units once; ten approvals at once refund once', async () => {
    t.clock.set(new Date('2026-11-21T12:00:00Z'));
    const id = await paidOrder(1);
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    const asked = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: `/api/user/order/cancel/${id}`, headers: auth(carl), payload: {} })));
    expect(asked.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(asked.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const [request] = (await rowsOf(id)).returns;
    expect((await rowsOf(id)).returns).toHaveLength(1);
    const approvals = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: `/api/admin/returns/${request!.id}/approve`, headers: auth(admin), payload: {} })));
    expect(approvals.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(approvals.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const rows = await rowsOf(id);
    expect(rows.refunds).toHaveLength(1);
    expect(rows.refunds[0]).toMatchObject({ status: 'succeeded', amountMinor: request!.refundMinor });
    expect(rows.adjustments).toHaveLength(1);
    expect(await orderRow(t.handle.db, id)).toMatchObject({ status: 'Returned', refundedMinor: request!.refundMinor });
  });

  it('a refund left pending by a provider outage is finished by the retry job with the same key, once, even by two runs at once', async () => {
    t.clock.set(new Date('2026-11-23T15:00:00Z'));
    const id = await paidOrder(1);
    const original = t.payments.refund.bind(t.payments);
    const keys: string[] = [];
    const outage = vi.spyOn(t.payments, 'refund').mockResolvedValue({ ok: false, code: 'provider_error', message: 'The provider did not answer.' });
    const res = await t.app.inject({ method: 'POST', url: `/api/user/order/cancel/${id}`, headers: auth(carl), payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({ status: 'pending' });
    expect(await orderRow(t.handle.db, id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'paid' });
    outage.mockImplementation(async (ref, amount, key) => {
      keys.push(key);
      return original(ref, amount, key);
    });
    t.clock.advance(5 * 60_000);
    const deps = { db: t.handle.db, payments: t.payments, config: t.config, clock: t.clock, mailer: t.mailer };
    const done = await Promise.all([retryPendingRefunds(deps), retryPendingRefunds(deps)]);
    expect(done[0] + done[1]).toBeGreaterThanOrEqual(1);
    expect(new Set(keys)).toEqual(new Set([`order:${id}:cancel-refund`]));
    const [refund] = (await rowsOf(id)).refunds;
    expect(refund).toMatchObject({ status: 'succeeded' });
    expect(await completeRefund(deps, refund!.id)).toMatchObject({ status: 'succeeded' });
    expect(await orderRow(t.handle.db, id)).toMatchObject({ paymentStatus: 'refunded' });
    outage.mockRestore();
  });
});
