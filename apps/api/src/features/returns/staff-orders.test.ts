import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '@upline/db';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { orderPayload, orderRow, payByCard, postOrder, productId, quoteWithShipping, type CartSpec } from '../../../test/orders-helpers.js';

// Staff orders: the search, one order, and the staff's cancel, refund and resend. Money goes back
// through the one refund path; on PostgreSQL (TEST_DATABASE_URL) the concurrent calls really overlap.

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
const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

async function paidOrder(quantity: number, pay = true): Promise<number> {
  const spec: CartSpec = { lines: [{ productId: product, quantity }], country: 'US', state: 'WA' };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec, { token: carl });
  const { ship_address: _a, ship_city: _c, country: _k, state: _s, ship_zipcode: _z, email: _e, ...body } = orderPayload(quote, spec, { first_name: 'Carl', last_name: 'Johnson' });
  const placed = await postOrder(t.app, body, { token: carl });
  const id = placed.json().data.order.id as number;
  if (pay) expect((await payByCard(t.app, id, 'pm_card_visa', { token: carl })).statusCode).toBe(200);
  return id;
}

const refundsOf = (orderId: number) => t.handle.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));
const auditOf = (orderId: number, action: string) =>
  t.handle.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, 'order'), eq(schema.auditLog.entityId, String(orderId)), eq(schema.auditLog.action, action))).orderBy(desc(schema.auditLog.id));

describe('staff order calls: roles and input', () => {
  it('refuses guests with 401 and members with 403 on every call, before reading the body', async () => {
    const id = await paidOrder(1);
    const calls: ['GET' | 'POST', string][] = [
      ['GET', 'admin/orders'],
      ['GET', `admin/orders/${id}`],
      ['POST', `admin/orders/${id}/cancel`],
      ['POST', `admin/orders/${id}/refund`],
      ['POST', `admin/orders/${id}/resend-confirmation`],
    ];
    for (const [method, url] of calls) {
      expect((await call(method, url, null, method === 'POST' ? {} : undefined)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await call(method, url, carl, method === 'POST' ? {} : undefined)).statusCode, `${method} ${url} member`).toBe(403);
    }
    expect(await refundsOf(id)).toHaveLength(0);
    expect(await orderRow(t.handle.db, id)).toMatchObject({ status: 'Processing', paymentStatus: 'paid' });
  });

  it('answers 400 to ids of 2^31, negative or malformed, and 404 to an order that does not exist', async () => {
    for (const bad of ['2147483648', '-1', '1.5', 'abc']) {
      expect((await call('GET', `admin/orders/${bad}`, admin)).statusCode).toBe(400);
      expect((await call('POST', `admin/orders/${bad}/refund`, admin, { request_key: 'abcdefgh' })).statusCode).toBe(400);
      expect((await call('POST', `admin/orders/${bad}/cancel`, admin, {})).statusCode).toBe(400);
      expect((await call('POST', `admin/orders/${bad}/resend-confirmation`, admin, {})).statusCode).toBe(400);
    }
    const missing = await call('GET', 'admin/orders/2147483647', admin);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses unknown filters, NUL characters, bad dates, a bad page and a malformed refund', async () => {
    for (const q of ['status=Lost', 'payment_status=maybe', 'currency=EUR', 'country=FR', 'from=2026-13', 'page=0', 'per_page=101', 'q=a%00b', `q=${'x'.repeat(101)}`]) {
      expect((await call('GET', `admin/orders?${q}`, admin)).statusCode, q).toBe(400);
    }
    const id = await paidOrder(1);
    for (const body of [{}, { request_key: 'short' }, { request_key: 'abcdefgh', lines: [] }, { request_key: 'abcdefgh', lines: [{ order_line_id: 2147483648, quantity: 1 }] }, { request_key: 'abcdefgh', lines: [{ order_line_id: 1, quantity: 0 }] }]) {
      expect((await call('POST', `admin/orders/${id}/refund`, admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await refundsOf(id)).toHaveLength(0);
  });
});

describe('staff order search and detail', () => {
  it('finds an order by number, e-mail and name, filters it and pages the list', async () => {
    const id = await paidOrder(2);
    const order = await orderRow(t.handle.db, id);
    for (const q of [order.orderNumber, order.orderNumber.toLowerCase(), 'CARL@UPLINE', 'carl johnson']) {
      const res = await call('GET', `admin/orders?q=${encodeURIComponent(q)}&per_page=100`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((o: { id: number }) => o.id), q).toContain(id);
    }
    expect((await call('GET', 'admin/orders?q=%25', admin)).json().data).toHaveLength(0);
    const filtered = await call('GET', `admin/orders?q=${order.orderNumber}&status=Processing&payment_status=paid&currency=USD&country=US`, admin);
    expect(filtered.json().data).toEqual([expect.objectContaining({ id, order_number: order.orderNumber, customer_name: 'Carl Johnson', payment_status: 'paid', currency: 'USD', is_guest: false })]);
    for (const q of ['status=Cancelled', 'payment_status=unpaid', 'currency=CAD', 'country=CA', 'from=2099-01-01', 'to=2000-01-01']) {
      expect((await call('GET', `admin/orders?q=${order.orderNumber}&${q}`, admin)).json().data, q).toHaveLength(0);
    }
    expect((await call('GET', `admin/orders?q=${order.orderNumber}&from=2026-01-01&to=2099-12-31`, admin)).json().data).toHaveLength(1);
    const page = await call('GET', 'admin/orders?per_page=1&page=2', admin);
    const answer = page.json();
    expect(answer.data).toHaveLength(1);
    expect(answer.pagination).toMatchObject({ page: 2, per_page: 1 });
    expect(answer.pagination.total).toBeGreaterThanOrEqual(2);
    expect(answer.pagination.pages).toBe(answer.pagination.total);
  });

  it('shows the lines, the payment, the sponsor credited, the commission lines and the history', async () => {
    const id = await paidOrder(2);
    const res = await call('GET', `admin/orders/${id}`, admin);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    const order = await orderRow(t.handle.db, id);
    expect(d).toMatchObject({ id, order_number: order.orderNumber, email: 'carl@upline.test', payment_status: 'paid', refundable: order.totalMinor / 100 });
    expect(d.lines).toEqual([expect.objectContaining({ kind: 'product', quantity: 2, returned_quantity: 0 })]);
    expect(d.payments).toEqual([expect.objectContaining({ provider: 'test', status: 'succeeded', amount: order.totalMinor / 100 })]);
    expect(d.sponsor).toMatchObject({ link_name: 'ava', email: 'ava@upline.test' });
    const ledger = await t.handle.db.select().from(schema.commissionLedgerLines).where(eq(schema.commissionLedgerLines.orderId, id));
    expect(d.commissions).toHaveLength(ledger.length);
    expect(ledger.length).toBeGreaterThan(0);
    expect(d.history.map((h: { to: string }) => h.to)).toContain('paid');
    expect(d.actions).toEqual({ can_ship: true, can_cancel: true, can_refund: true, can_resend_confirmation: true });
  });
});

describe('staff order actions', () => {
  it('refunds one unit of a line, then the rest, then has nothing left; each with an audit row and an e-mail', async () => {
    const id = await paidOrder(3);
    const order = await orderRow(t.handle.db, id);
    const [line] = await t.handle.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, id));
    const one = await call('POST', `admin/orders/${id}/refund`, admin, { request_key: randomUUID(), lines: [{ order_line_id: line!.id, quantity: 1 }], note: 'damaged' });
    expect(one.statusCode).toBe(200);
    expect(one.json().message).toBe('The refund was sent.');
    const [first] = await refundsOf(id);
    expect(first).toMatchObject({ reason: 'staff', status: 'succeeded' });
    expect(first!.amountMinor).toBeGreaterThan(0);
    expect(first!.amountMinor).toBeLessThan(order.totalMinor);
    expect(one.json().data.lines[0].returned_quantity).toBe(1);
    const [audit] = await auditOf(id, 'order.refunded');
    expect(audit).toMatchObject({ actorId: expect.any(Number) });
    expect(audit!.data).toMatchObject({ before: { refundableMinor: order.totalMinor }, after: { refundableMinor: order.totalMinor - first!.amountMinor }, amountMinor: first!.amountMinor, note: 'damaged' });

    const tooMany = await call('POST', `admin/orders/${id}/refund`, admin, { request_key: randomUUID(), lines: [{ order_line_id: line!.id, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(422);
    const rest = await call('POST', `admin/orders/${id}/refund`, admin, { request_key: randomUUID() });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data).toMatchObject({ refundable: 0, payment_status: 'refunded' });
    const rows = await refundsOf(id);
    expect(rows.reduce((a, r) => a + r.amountMinor, 0)).toBe(order.totalMinor);
    expect((await call('POST', `admin/orders/${id}/refund`, admin, { request_key: randomUUID() })).statusCode).toBe(409);
    expect(await auditOf(id, 'order.refunded')).toHaveLength(2);
    const mails = await t.handle.db.select().from(schema.emailOutbox).where(and(eq(schema.emailOutbox.to, 'carl@upline.test'), eq(schema.emailOutbox.template, 'order_refunded')));
    expect(mails.filter((m) => m.subject.includes(order.orderNumber))).toHaveLength(2);
  });

  it('cancels a paid unshipped order with a full refund, once; a shipped one cannot be cancelled', async () => {
    const id = await paidOrder(1);
    const total = (await orderRow(t.handle.db, id)).totalMinor;
    const res = await call('POST', `admin/orders/${id}/cancel`, admin, { reason: 'out of stock' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The order was cancelled and refunded.');
    expect(await orderRow(t.handle.db, id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded', refundedMinor: total });
    expect(await refundsOf(id)).toEqual([expect.objectContaining({ reason: 'cancel', amountMinor: total, idempotencyKey: `order:${id}:cancel-refund` })]);
    const [audit] = await auditOf(id, 'order.cancelled');
    expect(audit!.data).toMatchObject({ before: { status: 'Processing' }, after: { status: 'Cancelled' }, reason: 'out of stock', refundMinor: total });
    expect((await call('POST', `admin/orders/${id}/cancel`, admin, {})).statusCode).toBe(409);
    // The member's own cancel after the staff's finds it cancelled: no second refund.
    expect((await call('POST', `user/order/cancel/${id}`, carl, {})).statusCode).toBe(409);
    expect(await refundsOf(id)).toHaveLength(1);

    const shipped = await paidOrder(1);
    expect((await call('POST', `admin/orders/${shipped}/ship`, admin, { carrier: 'UPS', tracking_number: '1Z999' })).statusCode).toBe(200);
    expect((await call('POST', `admin/orders/${shipped}/cancel`, admin, {})).statusCode).toBe(409);
    const [shipAudit] = await auditOf(shipped, 'order.shipped');
    expect(shipAudit!.data).toMatchObject({ before: { shippingStatus: 'Not Shipped' }, after: { shippingStatus: 'Shipped' }, carrier: 'UPS', trackingNumber: '1Z999' });
    const detail = (await call('GET', `admin/orders/${shipped}`, admin)).json().data;
    expect(detail.shipments).toEqual([expect.objectContaining({ carrier: 'UPS', tracking_number: '1Z999' })]);
    expect(detail.actions).toMatchObject({ can_ship: false, can_cancel: false, can_refund: true });
  });

  it('cancels an unpaid order without a refund; resends a paid order confirmation through the outbox', async () => {
    const unpaid = await paidOrder(1, false);
    expect((await call('POST', `admin/orders/${unpaid}/resend-confirmation`, admin, {})).statusCode).toBe(409);
    const res = await call('POST', `admin/orders/${unpaid}/cancel`, admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The order was cancelled.');
    expect(await refundsOf(unpaid)).toHaveLength(0);

    const id = await paidOrder(2);
    const order = await orderRow(t.handle.db, id);
    const confirmations = async () =>
      (await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.template, 'order_confirmed')).orderBy(schema.emailOutbox.id)).filter((m) => m.subject === `Your order ${order.orderNumber} is confirmed`);
    // The payment sent the first confirmation; staff send it once more.
    expect(await confirmations()).toHaveLength(1);
    const resent = await call('POST', `admin/orders/${id}/resend-confirmation`, admin, {});
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe('The confirmation e-mail is on its way.');
    const mine = await confirmations();
    expect(mine).toHaveLength(2);
    expect(mine[1]).toMatchObject({ to: 'carl@upline.test', status: 'pending' });
    expect(await auditOf(id, 'order.confirmation_resent')).toHaveLength(1);
  });
});

describe('staff refunds fired many times at once', () => {
  it('twelve refunds with one request key: one refund row, one call to the provider', async () => {
    const id = await paidOrder(2);
    const total = (await orderRow(t.handle.db, id)).totalMinor;
    const spy = vi.spyOn(t.payments, 'refund');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('POST', `admin/orders/${id}/refund`, admin, { request_key: key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    const rows = await refundsOf(id);
    expect(rows).toEqual([expect.objectContaining({ status: 'succeeded', amountMinor: total, idempotencyKey: `order:${id}:staff-refund:${key}` })]);
    expect(spy.mock.calls.filter((c) => c[2] === `order:${id}:staff-refund:${key}`)).toHaveLength(1);
    expect(await t.handle.db.select().from(schema.orderAdjustments).where(eq(schema.orderAdjustments.orderId, id))).toHaveLength(1);
    expect(await orderRow(t.handle.db, id)).toMatchObject({ paymentStatus: 'refunded', refundedMinor: total });
    spy.mockRestore();
  });

  it('twelve full refunds with their own keys, with a staff cancel among them: the money goes back once', async () => {
    const id = await paidOrder(3);
    const total = (await orderRow(t.handle.db, id)).totalMinor;
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => call('POST', `admin/orders/${id}/refund`, admin, { request_key: randomUUID() })),
      call('POST', `admin/orders/${id}/cancel`, admin, {}),
    ]);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const rows = await refundsOf(id);
    expect(rows.filter((r) => r.status !== 'failed').reduce((a, r) => a + r.amountMinor, 0)).toBe(total);
    expect(rows).toHaveLength(1);
    expect(await t.handle.db.select().from(schema.orderAdjustments).where(eq(schema.orderAdjustments.orderId, id))).toHaveLength(1);
    expect(await orderRow(t.handle.db, id)).toMatchObject({ paymentStatus: 'refunded', refundedMinor: total });
  });

  it('ten refunds of one unit each, at once, on a three-unit line: three go through, never more', async () => {
    const id = await paidOrder(3);
    const [line] = await t.handle.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, id));
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', `admin/orders/${id}/refund`, admin, { request_key: randomUUID(), lines: [{ order_line_id: line!.id, quantity: 1 }] })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409 || a.statusCode === 422)).toBe(true);
    const rows = await refundsOf(id);
    expect(rows).toHaveLength(3);
    const order = await orderRow(t.handle.db, id);
    expect(rows.reduce((a, r) => a + r.amountMinor, 0)).toBe(order.refundedMinor);
    expect(order.refundedMinor).toBeLessThanOrEqual(order.totalMinor);
    expect(order.status).toBe('Returned');
  });
});
