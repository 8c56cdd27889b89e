import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { orderPayload, postOrder, productId, quoteWithShipping } from '../../../test/orders-helpers.js';

// Many shoppers placing orders with one coupon at the same moment (a flash sale): every order
// goes through or is refused with the coupon's 4xx, never a 500. On PostgreSQL
// (TEST_DATABASE_URL) the transactions really overlap: the order insert takes a key-share lock
// on the coupon through its foreign key, so the reservation's lock on the coupon row must not
// conflict with it (FOR NO KEY UPDATE), or two orders deadlock. The rows are checked afterwards.

let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
});
afterAll(() => t.close());

async function addCoupon(code: string, usageLimit: number | null, perCustomerLimit: number | null = null) {
  const [row] = await t.handle.db
    .insert(schema.coupons)
    .values({ code, description: 'concurrency test', kind: 'value', target: 'product', amount: 100, usageLimit, perCustomerLimit })
    .returning({ id: schema.coupons.id });
  if (!row) throw new Error('coupon not inserted');
  return row.id;
}

async function placeAtOnce(code: string, count: number, email?: string) {
  const spec = { lines: [{ productId: product, quantity: 2 }], couponCode: code };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec);
  expect(quote.coupon).toMatchObject({ applied: true });
  return Promise.all(
    Array.from({ length: count }, () => postOrder(t.app, orderPayload(quote, spec, { email: email ?? `flash-${randomUUID().slice(0, 8)}@example.com` }))),
  );
}

async function redemptionsOf(couponId: number) {
  const r = schema.couponRedemptions;
  return t.handle.db.select().from(r).where(and(eq(r.couponId, couponId), inArray(r.status, ['reserved', 'redeemed'])));
}

describe('one coupon, many orders at once', () => {
  it('places every order of a coupon without limits: no deadlock, one reservation per order', async () => {
    const code = `RUSH${randomUUID().slice(0, 6)}`;
    const id = await addCoupon(code, null);
    const answers = await placeAtOnce(code, 20);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const orderIds = answers.map((a) => (a.json() as { data: { order: { id: number } } }).data.order.id);
    expect(new Set(orderIds).size).toBe(20);
    const held = await redemptionsOf(id);
    expect(held.map((r) => r.orderId).sort((a, b) => a - b)).toEqual([...orderIds].sort((a, b) => a - b));
    const orders = await t.handle.db.select().from(schema.orders).where(inArray(schema.orders.id, orderIds));
    expect(orders.every((o) => o.couponId === id && o.discountMinor > 0)).toBe(true);
  });

  it('holds a coupon limited to 5 uses exactly 5 times; the others get the coupon refusal and leave no order', async () => {
    const code = `FIVE${randomUUID().slice(0, 6)}`;
    const id = await addCoupon(code, 5);
    const ordersBefore = await t.handle.db.$count(schema.orders);
    const answers = await placeAtOnce(code, 16);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 201)).toEqual(Array(11).fill(409));
    // Refused at the reservation (the orders overlapped), or by the repricing that saw the uses
    // already committed (409 with the fresh quote, the coupon marked used up): the shopper is
    // told about the coupon either way.
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      const body = refused.json() as { code: string; quote?: { coupon?: { reason?: string } } };
      if (body.code === 'price_changed') expect(body.quote?.coupon?.reason).toBe('coupon_used_up');
      else expect(body.code).toBe('coupon_unavailable');
    }
    expect(await redemptionsOf(id)).toHaveLength(5);
    expect((await t.handle.db.$count(schema.orders)) - ordersBefore).toBe(5);
  });

  it('lets one shopper hold a once-per-customer coupon once, however many orders they send at once', async () => {
    const code = `ONCE${randomUUID().slice(0, 6)}`;
    const id = await addCoupon(code, null, 1);
    const email = `Once-${randomUUID().slice(0, 8)}@Example.com`;
    const answers = await placeAtOnce(code, 10, email);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    const held = await redemptionsOf(id);
    expect(held).toHaveLength(1);
    expect(held[0]?.email.toLowerCase()).toBe(email.toLowerCase());
  });
});
