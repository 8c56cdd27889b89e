import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, userIdOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { orderPayload, orderRow, payByCard, postOrder, productId, quoteWithShipping, type CartSpec } from '../../../test/orders-helpers.js';

let t: TestApp;
let product: number;
let carl: string;
let cora: string;
let sam: string;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
  const now = t.clock.now();
  [carl, cora, sam] = await Promise.all([bearerOf(t.handle.db, 'carl@upline.test', now), bearerOf(t.handle.db, 'cora@upline.test', now), bearerOf(t.handle.db, 'sam@upline.test', now)]);
});
afterAll(() => t.close());

/** Carl (a customer in Seattle, enrolled by Ava) and his saved shipping address. */
const carlSpec: CartSpec = { lines: [{ productId: 0, quantity: 3 }], country: 'US', state: 'WA' };
const spec = (): CartSpec => ({ ...carlSpec, lines: [{ productId: product, quantity: 3 }] });

/** Carl's order with no address fields: the saved address is used. */
async function carlOrder(extra: Record<string, unknown> = {}) {
  const quote = await quoteWithShipping(t.app, t.handle.db, spec(), { token: carl });
  const { ship_address: _a, ship_city: _c, country: _k, state: _s, ship_zipcode: _z, email: _e, ...body } = orderPayload(quote, spec(), { first_name: 'Carl', last_name: 'Johnson', ...extra });
  return postOrder(t.app, body, { token: carl });
}

describe('member orders: POST orders', () => {
  it("uses the member's saved shipping address and credits the enrolling sponsor", async () => {
    const res = await carlOrder({ user_id: await userIdOf(t.handle.db, 'carl@upline.test') });
    expect(res.statusCode).toBe(201);
    const order = await orderRow(t.handle.db, res.json().data.order.id);
    expect(order).toMatchObject({
      userId: await userIdOf(t.handle.db, 'carl@upline.test'),
      email: 'carl@upline.test',
      shipAddress1: '410 Pine Street',
      shipCity: 'Seattle',
      shipState: 'Washington',
      sponsorId: await userIdOf(t.handle.db, 'ava@upline.test'),
      referalId: null,
    });
    expect(res.json().order_access_token).toBeDefined();
  });

  it('credits the member behind a referral link name, and ignores the guest id 999999', async () => {
    const viaSam = await carlOrder({ referal_id: 'sam' });
    expect((await orderRow(t.handle.db, viaSam.json().data.order.id)).sponsorId).toBe(await userIdOf(t.handle.db, 'sam@upline.test'));
    const guestId = await carlOrder({ referal_id: 999999 });
    expect((await orderRow(t.handle.db, guestId.json().data.order.id)).sponsorId).toBe(await userIdOf(t.handle.db, 'ava@upline.test'));
  });

  it("refuses an order for another member's user_id (403) and a call without a session (401)", async () => {
    const other = await carlOrder({ user_id: await userIdOf(t.handle.db, 'cora@upline.test') });
    expect(other.statusCode).toBe(403);
    const quote = await quoteWithShipping(t.app, t.handle.db, spec());
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload(quote, spec()), headers: { 'idempotency-key': 'k-anonymous-1' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("prices with the session's member type, whatever the client claims", async () => {
    const scholarSpec = spec();
    const quote = await quoteWithShipping(t.app, t.handle.db, scholarSpec, { token: sam });
    const guestQuote = await quoteWithShipping(t.app, t.handle.db, scholarSpec);
    expect(quote.total).toBeLessThan(guestQuote.total);
    // A scholar's total on a guest order does not pass: guests pay customer prices.
    const asGuest = await postOrder(t.app, orderPayload(quote, scholarSpec, { email: 'not-sam@example.com' }));
    expect(asGuest.statusCode).toBe(409);
    const own = await postOrder(t.app, orderPayload(quote, scholarSpec), { token: sam });
    expect(own.statusCode).toBe(201);
    expect((await orderRow(t.handle.db, own.json().data.order.id)).pricingMemberType).toBe('scholar');
  });
});

describe('reading orders: GET orders/{id}, GET order, GET order/{id}', () => {
  it("answers another member's order with 404, never revealing it", async () => {
    const id = (await carlOrder()).json().data.order.id as number;
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { authorization: `Bearer ${carl}` } })).statusCode).toBe(200);
    for (const url of [`/api/orders/${id}`, `/api/order/${id}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${cora}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Order not found');
    }
    expect((await payByCard(t.app, id, 'pm_card_visa', { token: cora })).statusCode).toBe(404);
  });

  it("lists the member's own orders with totals, dates and unit counts, newest first", async () => {
    const first = (await carlOrder()).json().data.order;
    t.clock.advance(60_000);
    const second = (await carlOrder()).json().data.order;
    const res = await t.app.inject({ method: 'GET', url: '/api/order/?token=ignored', headers: { authorization: `Bearer ${carl}` } });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; totalCost: number; item_count: number; createdDate: string }[];
    expect(list[0]).toMatchObject({ id: second.id, totalCost: second.total, item_count: 3 });
    expect(list.map((o) => o.id)).toContain(first.id);
    expect(list[0]?.createdDate.slice(0, 10)).toBe('2026-11-21');
    const coraList = await t.app.inject({ method: 'GET', url: '/api/order', headers: { authorization: `Bearer ${cora}` } });
    expect((coraList.json() as { id: number }[]).map((o) => o.id)).not.toContain(first.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/order' })).statusCode).toBe(401);
  });

  it('shows the items page: names, images, quantities, prices and the total', async () => {
    const order = (await carlOrder()).json().data.order;
    const res = await t.app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: { authorization: `Bearer ${carl}` } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalPrice).toBe(order.total);
    expect(body.orderItems).toHaveLength(1);
    expect(body.orderItems[0]).toMatchObject({ quantity: 3 });
    expect(typeof body.orderItems[0].name).toBe('string');
    expect(body.orderItems[0].price * 3).toBeCloseTo(order.items_total, 2);
  });
});
