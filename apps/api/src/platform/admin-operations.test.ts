import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { bearerOf } from '../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { orderPayload, orderRow, payByCard, postOrder, productId, quoteWithShipping, type CartSpec } from '../../test/orders-helpers.js';

// The admin dashboard's figures, the outbox filter and the audit log (issue 16 item 9).

let t: TestApp;
let carl: string;
let admin: string;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
  [carl, admin] = await Promise.all([bearerOf(t.handle.db, 'carl@upline.test', t.clock.now()), bearerOf(t.handle.db, 'admin@upline.test', t.clock.now())]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });

async function paidOrder(): Promise<number> {
  const spec: CartSpec = { lines: [{ productId: product, quantity: 1 }], country: 'US', state: 'WA' };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec, { token: carl });
  const { ship_address: _a, ship_city: _c, country: _k, state: _s, ship_zipcode: _z, email: _e, ...body } = orderPayload(quote, spec, { first_name: 'Carl', last_name: 'Johnson' });
  const id = (await postOrder(t.app, body, { token: carl })).json().data.order.id as number;
  expect((await payByCard(t.app, id, 'pm_card_visa', { token: carl })).statusCode).toBe(200);
  return id;
}

describe('staff operations calls', () => {
  it('refuse guests (401) and members (403), and malformed input (400)', async () => {
    for (const url of ['admin/overview', 'admin/audit', 'admin/outbox?status=failed']) {
      expect((await call('GET', url, null)).statusCode, url).toBe(401);
      expect((await call('GET', url, carl)).statusCode, url).toBe(403);
    }
    for (const url of ['admin/audit?page=0', 'admin/audit?per_page=1000', 'admin/audit?q=a%00b', 'admin/audit?entity=Order!', 'admin/audit?page=2147483648', 'admin/outbox?status=lost']) {
      expect((await call('GET', url, admin)).statusCode, url).toBe(400);
    }
  });

  it('the overview counts a sale paid today in its currency, the order to ship, and e-mails that failed', async () => {
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    const before = (await call('GET', 'admin/overview', admin)).json();
    const id = await paidOrder();
    const total = (await orderRow(t.handle.db, id)).totalMinor;
    await t.handle.db.insert(schema.emailOutbox).values({ to: 'x@example.test', subject: 's', html: 'h', text: 't', template: 'welcome', status: 'failed', attempts: 8, lastError: 'refused' });
    const after = (await call('GET', 'admin/overview', admin)).json();
    const usd = (answer: typeof before, key: 'sales_today' | 'sales_month') => answer[key].find((s: { currency: string }) => s.currency === 'USD') ?? { orders: 0, total: 0 };
    expect(usd(after, 'sales_today').orders).toBe(usd(before, 'sales_today').orders + 1);
    expect(Math.round(usd(after, 'sales_today').total * 100)).toBe(Math.round(usd(before, 'sales_today').total * 100) + total);
    expect(usd(after, 'sales_month').orders).toBe(usd(before, 'sales_month').orders + 1);
    expect(after.orders_to_ship).toBe(before.orders_to_ship + 1);
    expect(after.outbox_failed).toBe(before.outbox_failed + 1);
    // The next day in the shop's time zone, the sale leaves today's figures but stays in the month's.
    t.clock.set(new Date('2026-11-26T15:00:00Z'));
    const tomorrow = (await call('GET', 'admin/overview', admin)).json();
    expect(usd(tomorrow, 'sales_today').orders).toBe(0);
    expect(usd(tomorrow, 'sales_month').orders).toBe(usd(after, 'sales_month').orders);
    const failed = (await call('GET', 'admin/outbox?status=failed', admin)).json().messages;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((m: { status: string }) => m.status === 'failed')).toBe(true);
  });

  it('the audit log shows who refunded an order, with the before and after, found by the order id or the actor e-mail', async () => {
    const id = await paidOrder();
    expect((await call('POST', `admin/orders/${id}/refund`, admin, { request_key: randomUUID() })).statusCode).toBe(200);
    for (const q of [String(id), 'admin@upline']) {
      const res = await call('GET', `admin/audit?q=${encodeURIComponent(q)}&entity=order`, admin);
      expect(res.statusCode).toBe(200);
      const entry = res.json().data.find((e: { action: string; entity_id: string }) => e.action === 'order.refunded' && e.entity_id === String(id));
      expect(entry, q).toMatchObject({ actor: { email: 'admin@upline.test' }, entity: 'order', data: { before: expect.any(Object), after: { refundableMinor: 0 } } });
    }
    const page = (await call('GET', 'admin/audit?per_page=1&page=2', admin)).json();
    expect(page.data).toHaveLength(1);
    expect(page.pagination.total).toBeGreaterThan(1);
    expect((await call('GET', 'admin/audit?q=%25', admin)).json().data).toEqual([]);
  });
});
