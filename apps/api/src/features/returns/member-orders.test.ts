import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@upline/db';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { orderPayload, orderRow, payByCard, postOrder, productId, quoteWithShipping, redemptionOf, type CartSpec } from '../../../test/orders-helpers.js';

// Saturday 21 November 2026, 12:00 UTC: the eight business hours of an order paid now run Monday
// 23 November 9:00 to 17:00 in Toronto (14:00 to 22:00 UTC).
const MONDAY_CLOSE = new Date('2026-11-23T22:00:00Z');
const MINUTE = 60_000;

let t: TestApp;
let product: number;
let carl: string;
let cora: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
  const now = t.clock.now();
  [carl, cora, admin] = await Promise.all([bearerOf(t.handle.db, 'carl@upline.test', now), bearerOf(t.handle.db, 'cora@upline.test', now), bearerOf(t.handle.db, 'admin@upline.test', now)]);
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const start = new Date('2026-11-21T12:00:00Z');

/** Carl's order of `quantity` units (Seattle, his saved address), paid by card unless told otherwise. */
async function carlOrder(quantity = 3, pay = true, couponCode?: string): Promise<number> {
  const spec: CartSpec = { lines: [{ productId: product, quantity }], country: 'US', state: 'WA', ...(couponCode ? { couponCode } : {}) };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec, { token: carl });
  const { ship_address: _a, ship_city: _c, country: _k, state: _s, ship_zipcode: _z, email: _e, ...body } = orderPayload(quote, spec, { first_name: 'Carl', last_name: 'Johnson' });
  const placed = await postOrder(t.app, body, { token: carl });
  expect(placed.statusCode).toBe(201);
  const id = placed.json().data.order.id as number;
  if (pay) expect((await payByCard(t.app, id, 'pm_card_visa', { token: carl })).statusCode).toBe(200);
  return id;
}

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: token ? auth(token) : {} });
const post = (url: string, token: string | undefined, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/${url}`, headers: token ? auth(token) : {}, payload });

describe('the member order lists', () => {
  it('GET user/orders lists my orders with the spec fields, newest first, paged', async () => {
    t.clock.set(start);
    const first = await carlOrder(1);
    const second = await carlOrder(2);
    const res = await get('user/orders?per_page=1', carl);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(1);
    expect(body.pagination).toMatchObject({ page: 1, per_page: 1 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(2);
    const [order] = body.data;
    expect(order).toMatchObject({ id: second, order_id: second, state: 'processing', autoship: false, return_option: { action: 'cancel' } });
    expect(order.products[0]).toMatchObject({ product_id: product, quantity: 2, pivot: { quantity: 2 } });
    expect(order.total).toBe(order.totalPrice);
    const page2 = (await get('user/orders?per_page=1&page=2', carl)).json();
    expect(page2.data[0].id).toBe(first);
  });

  it('each tab holds its orders; an unknown tab and a bad page are 400', async () => {
    const open = (await get('user/orders/pending', carl)).json();
    expect(open.data.every((o: { order_status: string }) => ['Pending', 'Processing'].includes(o.order_status))).toBe(true);
    expect((await get('user/orders/cancel', carl)).json().data.every((o: { state: string }) => o.state === 'cancelled')).toBe(true);
    // No return asked yet: the Returns tab is empty (an order is listed there only once a return exists).
    expect((await get('user/orders/return', carl)).json().data).toEqual([]);
    expect((await get('user/orders/shipped', carl)).statusCode).toBe(400);
    expect((await get('user/orders?page=0', carl)).statusCode).toBe(400);
    expect((await get('user/orders?per_page=1000', carl)).statusCode).toBe(400);
  });

  it("GET user/order/{id} answers Order Details for the owner only: another member's order is 404, a guest 401", async () => {
    const id = await carlOrder(1);
    const res = await get(`user/order/${id}`, carl);
    expect(res.statusCode).toBe(200);
    const { order } = res.json();
    expect(order).toMatchObject({ id, payment_label: 'Card', refunds: [], returns: [], tracking: null });
    expect(order.total_paid).toBe(order.total);
    expect(order.shipping_address).toMatchObject({ city: 'Seattle' });
    expect((await get(`user/order/${id}`, cora)).statusCode).toBe(404);
    expect((await get(`user/order/${id}`)).statusCode).toBe(401);
    expect((await get('user/order/2147483648', carl)).statusCode).toBe(400);
    expect((await get('user/order/999999', carl)).statusCode).toBe(404);
  });
});

describe('cancelling within eight business hours', () => {
  it('cancels, refunds everything at the provider once, gives the shopper an e-mail, and writes the adjustment', async () => {
    t.clock.set(start);
    const id = await carlOrder(2);
    const paid = await orderRow(t.handle.db, id);
    const refundSpy = vi.spyOn(t.payments, 'refund');
    t.clock.set(new Date(MONDAY_CLOSE.getTime() - MINUTE));
    const res = await post(`user/order/cancel/${id}`, carl, { reason: 'Ordered twice' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/^Your order was cancelled\. A refund of \$[\d.,]+ is on its way/);
    expect(body.refund).toMatchObject({ status: 'succeeded', reason: 'cancel', amount: paid.totalMinor / 100 });
    expect(body.order).toMatchObject({ state: 'cancelled', return_option: { action: 'none', reason: 'cancelled' } });
    expect(refundSpy).toHaveBeenCalledTimes(1);
    refundSpy.mockRestore();

    const order = await orderRow(t.handle.db, id);
    expect(order).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded', refundedMinor: paid.totalMinor });
    const [payment] = await t.handle.db.select().from(schema.payments).where(eq(schema.payments.orderId, id));
    expect(payment).toMatchObject({ status: 'refunded', refundedMinor: paid.totalMinor });
    const adjustments = await t.handle.db.select().from(schema.orderAdjustments).where(eq(schema.orderAdjustments.orderId, id));
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({ kind: 'cancel', amountMinor: paid.totalMinor });
    const mails = await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.template, 'order_cancelled'));
    expect(mails.some((m) => m.to === 'carl@upline.test' && m.subject.includes(paid.orderNumber))).toBe(true);
    const audit = await t.handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, String(id)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['order.cancelled', 'refund.succeeded']));

    const again = await post(`user/order/cancel/${id}`, carl);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_cancelled', error: 'This order is already cancelled.' });
    expect((await get('user/orders/cancel', carl)).json().data.map((o: { id: number }) => o.id)).toContain(id);
  });

  it("gives the coupon use back when the whole order is cancelled before shipping, so a once-per-customer code works again", async () => {
    t.clock.set(start);
    const [coupon] = await t.handle.db
      .insert(schema.coupons)
      .values({ code: 'ONCEONLY', description: 'one use per customer', kind: 'value', target: 'product', amount: 100, perCustomerLimit: 1 })
      .returning({ id: schema.coupons.id });
    const id = await carlOrder(1, true, 'ONCEONLY');
    expect(await redemptionOf(t.handle.db, id)).toMatchObject({ couponId: coupon?.id, status: 'redeemed' });
    // While the use stands, the code is spent for Carl.
    const spent = await quoteWithShipping(t.app, t.handle.db, { lines: [{ productId: product, quantity: 1 }], country: 'US', state: 'WA', couponCode: 'ONCEONLY' }, { token: carl });
    expect(spent.coupon).toMatchObject({ applied: false });

    expect((await post(`user/order/cancel/${id}`, carl)).statusCode).toBe(200);
    expect(await redemptionOf(t.handle.db, id)).toMatchObject({ status: 'released' });
    const again = await carlOrder(1, true, 'ONCEONLY');
    expect(await redemptionOf(t.handle.db, again)).toMatchObject({ couponId: coupon?.id, status: 'redeemed' });
  });

  it('an unpaid order is cancelled with nothing to refund', async () => {
    const id = await carlOrder(1, false);
    const res = await post(`order/cancel/${id}`, carl);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your order was cancelled.', refund: null, order: { state: 'cancelled' } });
  });

  it("another member's order cannot be cancelled (404), a guest is asked to sign in (401), and a GET answers 405 naming POST", async () => {
    const id = await carlOrder(1);
    expect((await post(`user/order/cancel/${id}`, cora)).statusCode).toBe(404);
    expect((await post(`user/order/cancel/${id}`, undefined)).statusCode).toBe(401);
    const viaGet = await get(`user/order/cancel/${id}`, carl);
    expect(viaGet.statusCode).toBe(405);
    expect(viaGet.headers.allow).toBe('POST');
    expect(viaGet.json().error).toBe('GET is not allowed here: use POST.');
    expect((await orderRow(t.handle.db, id)).status).toBe('Processing');
  });
});

describe('returns after the eight hours', () => {
  it('the Return action becomes a return request; staff approve it and the merchandise less 15% plus its tax is refunded, never shipping', async () => {
    t.clock.set(start);
    const id = await carlOrder(2);
    const paid = await orderRow(t.handle.db, id);
    t.clock.set(new Date(MONDAY_CLOSE.getTime() + MINUTE));
    const res = await post(`user/order/cancel/${id}`, carl, { reason: 'Changed my mind' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your return request was received. We will e-mail you once it is approved.');
    expect(body.return_request).toMatchObject({ status: 'requested', lines: [{ quantity: 2 }] });
    const merchandise = paid.subtotalMinor - paid.discountMinor;
    const fee = Math.round(merchandise * 0.15);
    expect(body.return_request.restocking_fee).toBe(fee / 100);
    expect(body.return_request.refund_amount).toBe((merchandise - fee + paid.taxMinor) / 100);
    expect((await post(`user/order/cancel/${id}`, carl)).json()).toMatchObject({ code: 'return_pending' });

    const queue = await get('admin/returns', admin);
    expect(queue.statusCode).toBe(200);
    const entry = queue.json().returns.find((r: { order_id: number }) => r.order_id === id);
    expect(entry).toMatchObject({ status: 'requested', order_number: paid.orderNumber, reason: 'Changed my mind' });
    expect((await post(`admin/returns/${entry.id}/approve`, carl)).statusCode).toBe(403);
    expect((await post(`admin/returns/${entry.id}/approve`, undefined)).statusCode).toBe(401);

    const approved = await post(`admin/returns/${entry.id}/approve`, admin, { note: 'Received in good condition' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'Return approved and refunded.', return_request: { status: 'refunded' } });
    const order = await orderRow(t.handle.db, id);
    expect(order).toMatchObject({ status: 'Returned', paymentStatus: 'partially_refunded', refundedMinor: merchandise - fee + paid.taxMinor });
    expect((await post(`admin/returns/${entry.id}/approve`, admin)).json()).toMatchObject({ code: 'return_already_decided' });
    const detail = (await get(`user/order/${id}`, carl)).json().order;
    expect(detail).toMatchObject({ state: 'returned', return_option: { action: 'none', reason: 'returned' } });
    expect(detail.refunds).toEqual([expect.objectContaining({ reason: 'return', status: 'succeeded' })]);
    expect((await get('user/orders/return', carl)).json().data.map((o: { id: number }) => o.id)).toContain(id);
  });

  it('a shipped order returns one line unit at a time; a rejected return gives its units back', async () => {
    t.clock.set(start);
    const id = await carlOrder(3);
    const waiting = (await get('admin/orders/to-ship', admin)).json().orders;
    expect(waiting.find((o: { id: number }) => o.id === id)).toMatchObject({ customer_name: 'Carl Johnson', item_count: 3, ship_to: expect.stringContaining('Seattle') });
    expect((await get('admin/orders/to-ship', carl)).statusCode).toBe(403);
    const ship = await post(`admin/orders/${id}/ship`, admin, { carrier: 'Canada Post', tracking_number: 'CP123456789CA' });
    expect(ship.statusCode).toBe(200);
    expect((await post(`admin/orders/${id}/ship`, admin, { carrier: 'Canada Post' })).json()).toMatchObject({ code: 'already_shipped' });
    expect((await get('admin/orders/to-ship', admin)).json().orders.map((o: { id: number }) => o.id)).not.toContain(id);
    const shipped = (await get(`user/order/${id}`, carl)).json().order;
    expect(shipped).toMatchObject({ state: 'shipped', order_status: 'Completed', tracking: { carrier: 'Canada Post', tracking_number: 'CP123456789CA' }, return_option: { action: 'return' } });
    expect((await get('user/order/complete', carl)).json().orders.map((o: { id: number }) => o.id)).toContain(id);
    const lineId = shipped.products[0].order_line_id as number;

    expect((await post(`user/order/return/${id}`, carl, { lines: [{ order_line_id: lineId, quantity: 4 }] })).json()).toMatchObject({ code: 'too_many_units' });
    expect((await post(`user/order/return/${id}`, carl, { lines: [{ order_line_id: 999999, quantity: 1 }] })).json()).toMatchObject({ code: 'unknown_line' });
    expect((await post(`user/order/return/${id}`, carl, { lines: [{ order_line_id: lineId, quantity: -1 }] })).statusCode).toBe(400);
    expect((await post(`user/order/return/${id}`, cora, { lines: [{ order_line_id: lineId, quantity: 1 }] })).statusCode).toBe(404);

    const one = await post(`user/order/return/${id}`, carl, { lines: [{ order_line_id: lineId, quantity: 1 }] });
    expect(one.statusCode).toBe(200);
    const rejected = await post(`admin/returns/${one.json().return_request.id}/reject`, admin, { note: 'The seal was broken.' });
    expect(rejected.json()).toMatchObject({ message: 'Return rejected.', return_request: { status: 'rejected', note: 'The seal was broken.' } });
    const again = (await get(`user/order/${id}`, carl)).json().order;
    expect(again.products[0]).toMatchObject({ returned_quantity: 0, returnable_quantity: 3 });

    const two = await post(`user/order/return/${id}`, carl, { lines: [{ order_line_id: lineId, quantity: 2 }] });
    await post(`admin/returns/${two.json().return_request.id}/approve`, admin);
    const after = (await get(`user/order/${id}`, carl)).json().order;
    expect(after.products[0]).toMatchObject({ returned_quantity: 2, returnable_quantity: 1 });
    expect(after.state).toBe('shipped');
    expect(after.payment_status).toBe('partially_refunded');
  });

  it('past day 30 the Return action is closed and says the date it closed', async () => {
    t.clock.set(start);
    const id = await carlOrder(1);
    t.clock.set(new Date('2026-12-22T05:00:00Z')); // 22 December 00:00 in Toronto: day 31
    const later = await bearerOf(t.handle.db, 'carl@upline.test', t.clock.now());
    const res = await post(`user/order/cancel/${id}`, later);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'window_closed', error: 'Returns for this order closed on 2026-12-21.' });
    expect((await get(`user/order/${id}`, later)).json().order.return_option).toEqual({ action: 'closed', closed_on: '2026-12-21' });
  });

  it('staff calls refuse members (403) and guests (401)', async () => {
    t.clock.set(start);
    expect((await get('admin/returns', carl)).statusCode).toBe(403);
    expect((await get('admin/returns')).statusCode).toBe(401);
    expect((await post('admin/orders/1/ship', carl, { carrier: 'UPS' })).statusCode).toBe(403);
  });
});
