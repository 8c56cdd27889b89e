import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { bearerOf, userIdOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { orderPayload, postOrder, productId, quoteWithShipping, type CartSpec, type Shopper } from '../../../test/orders-helpers.js';

// Coupon limits per coupon and per member when members (and a guest using a member's address)
// send their orders at the same moment. On PostgreSQL (TEST_DATABASE_URL) the transactions
// overlap for real; every answer is a 201 or the coupon's 409, never a 500, and the redemption
// rows and orders are counted afterwards. Quantities that are not whole numbers, and one product
// split over lines past the 60-unit limit, are refused on both order calls without writing an order.

let t: TestApp;
let product: number;
const members: { email: string; token: string; id: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
  for (const email of ['carl@upline.test', 'cora@upline.test', 'sam@upline.test']) {
    members.push({ email, token: await bearerOf(t.handle.db, email, t.clock.now()), id: await userIdOf(t.handle.db, email) });
  }
});
afterAll(() => t.close());

async function addCoupon(usageLimit: number | null, perCustomerLimit: number | null) {
  const code = `LIM${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await t.handle.db
    .insert(schema.coupons)
    .values({ code, description: 'limits under concurrency', kind: 'value', target: 'product', amount: 100, usageLimit, perCustomerLimit })
    .returning({ id: schema.coupons.id });
  if (!row) throw new Error('coupon not inserted');
  return { code, id: row.id };
}

const specOf = (code?: string): CartSpec => ({ lines: [{ productId: product, quantity: 1 }], ...(code ? { couponCode: code } : {}) });

/** One order body for a shopper (a member's own e-mail, or the given one for a guest). */
async function bodyFor(spec: CartSpec, shopper: Shopper, email: string) {
  const quote = await quoteWithShipping(t.app, t.handle.db, spec, shopper);
  if (spec.couponCode) expect(quote.coupon).toMatchObject({ applied: true });
  return orderPayload(quote, spec, { email });
}

async function held(couponId: number) {
  const r = schema.couponRedemptions;
  return t.handle.db.select().from(r).where(and(eq(r.couponId, couponId), inArray(r.status, ['reserved', 'redeemed'])));
}

const ordersWith = (couponId: number) => t.handle.db.select().from(schema.orders).where(eq(schema.orders.couponId, couponId));

function expectOnlyCreatedOrCouponRefusal(statuses: number[]) {
  expect(statuses.filter((s) => s !== 201 && s !== 409), JSON.stringify(statuses)).toEqual([]);
}

describe('coupon limits under concurrent member orders', () => {
  it('holds a once-per-member coupon once for a member sending 10 orders at once', async () => {
    const coupon = await addCoupon(null, 1);
    const [carl] = members;
    const body = await bodyFor(specOf(coupon.code), { token: carl!.token }, carl!.email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(t.app, body, { token: carl!.token })));
    const statuses = answers.map((a) => a.statusCode);
    expectOnlyCreatedOrCouponRefusal(statuses);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const rows = await held(coupon.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(carl!.id);
    const orders = await ordersWith(coupon.id);
    expect(orders.map((o) => o.id)).toEqual([rows[0]?.orderId]);
  });

  it('keeps both limits when three members send 5 orders each at once (4 uses, 2 per member)', async () => {
    const coupon = await addCoupon(4, 2);
    const bodies = await Promise.all(members.map(async (m) => ({ m, body: await bodyFor(specOf(coupon.code), { token: m.token }, m.email) })));
    const answers = await Promise.all(bodies.flatMap(({ m, body }) => Array.from({ length: 5 }, () => postOrder(t.app, body, { token: m.token }))));
    const statuses = answers.map((a) => a.statusCode);
    expectOnlyCreatedOrCouponRefusal(statuses);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    const rows = await held(coupon.id);
    expect(rows).toHaveLength(4);
    const perMember = new Map<number, number>();
    for (const r of rows) perMember.set(r.userId ?? 0, (perMember.get(r.userId ?? 0) ?? 0) + 1);
    expect([...perMember.keys()].every((id) => members.some((m) => m.id === id))).toBe(true);
    expect(Math.max(...perMember.values())).toBeLessThanOrEqual(2);
    const orders = await ordersWith(coupon.id);
    expect(orders.map((o) => o.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.orderId).sort((a, b) => a - b));
    expect(orders.every((o) => o.discountMinor > 0)).toBe(true);
  });

  it("counts a guest order with a member's e-mail against the member's limit, at the same moment", async () => {
    const coupon = await addCoupon(null, 1);
    const cora = members[1]!;
    const spec = specOf(coupon.code);
    const memberBody = await bodyFor(spec, { token: cora.token }, cora.email);
    const guestBody = await bodyFor(spec, {}, cora.email.toUpperCase());
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => postOrder(t.app, memberBody, { token: cora.token })),
      ...Array.from({ length: 4 }, () => postOrder(t.app, guestBody)),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    expectOnlyCreatedOrCouponRefusal(statuses);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(await held(coupon.id)).toHaveLength(1);
    expect(await ordersWith(coupon.id)).toHaveLength(1);
  });
});

describe('quantities on the order calls', () => {
  const shoppers = (): { name: string; shopper: Shopper; email: string }[] => [
    { name: 'guest', shopper: {}, email: 'quantity.guest@example.com' },
    { name: 'member', shopper: { token: members[2]!.token }, email: members[2]!.email },
  ];

  it('refuses quantities sent as an array, a boolean, a fraction, zero or a negative number, and writes no order', async () => {
    for (const { name, shopper, email } of shoppers()) {
      const body = await bodyFor(specOf(), shopper, email);
      for (const quantity of [[2], true, 1.5, 0, -1, '2abc']) {
        const before = await t.handle.db.$count(schema.orders);
        const res = await postOrder(t.app, { ...body, products: [{ product_id: product, quantity, price: 1, autoship: 'no' }] }, shopper);
        expect(res.statusCode, `${name} ${JSON.stringify(quantity)}: ${res.body.slice(0, 160)}`).toBe(400);
        expect(await t.handle.db.$count(schema.orders)).toBe(before);
      }
    }
  });

  it('refuses one product split over two lines of 60 (the limit is per product) and writes no order', async () => {
    for (const { name, shopper, email } of shoppers()) {
      const body = await bodyFor(specOf(), shopper, email);
      const before = await t.handle.db.$count(schema.orders);
      const res = await postOrder(
        t.app,
        {
          ...body,
          products: [
            { product_id: product, quantity: 60, price: 1, autoship: 'no' },
            { product_id: product, quantity: 60, price: 1, autoship: 'yes' },
          ],
        },
        shopper,
      );
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(res.body).toContain('Quantity can not be more than 60.');
      expect(await t.handle.db.$count(schema.orders)).toBe(before);
    }
  });
});
