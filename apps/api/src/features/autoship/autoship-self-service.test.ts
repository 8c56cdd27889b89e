import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { lastMailTo } from '../../../test/accounts-fixtures.js';
import { buyOnAutoship, newCustomer, onlyAutoshipDue, renewalOrdersOf, subscriptionRow } from '../../../test/autoship-fixtures.js';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { productId } from '../../../test/orders-helpers.js';
import { renewDueAutoships } from './renew-autoships.js';
import { depsOf } from '../../../test/accounts-fixtures.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await bearerOf(t.handle.db, 'admin@upline.test', t.clock.now());
});
afterAll(async () => t.close());

const start = new Date('2026-11-21T12:00:00Z');
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: token ? as(token) : {} });

describe('the member manages an autoship', () => {
  it('lists it with the next date, the amount at today’s price and the date skip, pause and cancel open', async () => {
    t.clock.set(start);
    const { member, subscription, quote } = await buyOnAutoship(t);
    const res = await call('GET', '/user/autoships', member.token);
    expect(res.statusCode).toBe(200);
    const [a] = res.json().data;
    expect(a).toMatchObject({
      id: subscription!.id,
      status: 'active',
      next_charge_date: '2026-12-21',
      started_on: '2026-11-21',
      amount: quote.items[0]?.lineTotal,
      actions: { skip: { allowed: false, opens_on: '2027-04-21' }, cancel: { allowed: false, opens_on: '2027-04-21' }, change: { allowed: true } },
      date_range: { earliest: '2026-11-22', latest: '2027-01-04' },
    });
    expect(a.items[0]).toMatchObject({ quantity: 2 });
  });

  it('refuses skip, pause and cancel in the first six months, saying from when they open', async () => {
    t.clock.set(start);
    const { member, subscription } = await buyOnAutoship(t);
    for (const action of ['skip', 'pause', 'cancel']) {
      const res = await call('POST', `/user/autoships/${subscription!.id}/${action}`, member.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'autoship_minimum_term',
        error: 'Autoship cannot be skipped, paused or cancelled in the first six months. It opens on 2027-04-21.',
        opens_on: '2027-04-21',
      });
    }
    expect((await subscriptionRow(t, subscription!.id))?.status).toBe('active');
  });

  it('opens skip and cancel once the term is over: a skipped cycle has no order, a cancelled autoship renews no more', async () => {
    t.clock.set(start);
    const { member, subscription } = await buyOnAutoship(t);
    const id = subscription!.id;
    // Five renewals paid: the sixth order falls after the six months.
    await t.handle.db.update(schema.subscriptions).set({ cycle: 5, currentPeriodEnd: new Date('2027-05-21T12:00:00Z'), nextChargeAt: new Date('2027-05-21T12:00:00Z') }).where(eq(schema.subscriptions.id, id));
    t.clock.set(new Date('2027-04-22T09:00:00Z'));
    // Signed in again months later.
    member.token = await bearerOf(t.handle.db, member.email, t.clock.now());
    const skipped = await call('POST', `/user/autoships/${id}/skip`, member.token);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().data).toMatchObject({ next_charge_date: '2027-06-21', renewals: 6 });
    expect(await renewalOrdersOf(t, id)).toHaveLength(0);
    expect((await lastMailTo(t, member.email, 'autoship_changed'))?.text).toContain('the next order is skipped');

    const cancelled = await call('POST', `/user/autoships/${id}/cancel`, member.token);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', next_charge_date: null });
    await onlyAutoshipDue(t, id);
    expect(await renewDueAutoships(depsOf(t), new Date('2027-07-01T00:00:00Z'))).toBe(0);
    expect((await call('POST', `/user/autoships/${id}/resume`, member.token)).statusCode).toBe(409);
  });

  it('moves the next date within the limits and keeps the new day', async () => {
    t.clock.set(start);
    const { member, subscription } = await buyOnAutoship(t);
    const id = subscription!.id;
    const tooLate = await call('POST', `/user/autoships/${id}/date`, member.token, { date: '2027-01-05' });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().error).toBe('Choose a date from tomorrow up to 14 days after the planned date.');
    expect((await call('POST', `/user/autoships/${id}/date`, member.token, { date: '2026-11-21' })).statusCode).toBe(400);
    const moved = await call('POST', `/user/autoships/${id}/date`, member.token, { date: '2027-01-03' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.next_charge_date).toBe('2027-01-03');
    expect(await subscriptionRow(t, id)).toMatchObject({ anchorDay: 3 });
  });

  it('changes quantities, products and the address, and the next renewal follows them', async () => {
    t.clock.set(start);
    const { member, subscription, product } = await buyOnAutoship(t);
    const id = subscription!.id;
    expect((await call('PUT', `/user/autoships/${id}/items`, member.token, { items: [{ product_id: product, quantity: 0 }] })).json().error).toBe('Quantity can not be zero.');
    const plain = await productId(t.handle.db, false);
    expect((await call('PUT', `/user/autoships/${id}/items`, member.token, { items: [{ product_id: plain, quantity: 1 }] })).json().error).toBe('This product is not available on autoship.');
    const items = await call('PUT', `/user/autoships/${id}/items`, member.token, { items: [{ product_id: product, quantity: 5 }] });
    expect(items.statusCode).toBe(200);
    expect(items.json().data.items[0]).toMatchObject({ product_id: product, quantity: 5 });

    const address = await call('PUT', `/user/autoships/${id}/address`, member.token, {
      first_name: 'Nora', last_name: 'Field', ship_address: '77 Rue Peel', ship_city: 'Montréal', country: 'CA', state: 'QC', ship_zipcode: 'H3A 1T1', mobile: '5145550100',
    });
    expect(address.statusCode).toBe(200);
    expect(address.json().data.address).toMatchObject({ ship_address: '77 Rue Peel', country_id: 38 });

    await onlyAutoshipDue(t, id);
    expect(await renewDueAutoships(depsOf(t), new Date('2026-12-21T12:01:00Z'))).toBe(1);
    const [order] = await renewalOrdersOf(t, id);
    expect(order).toMatchObject({ shipAddress1: '77 Rue Peel', shipCity: 'Montréal', paymentStatus: 'paid' });
    const lines = await t.handle.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order!.id));
    expect(lines.map((l) => l.quantity)).toEqual([5]);
  });

  it('answers 404 for another member’s autoship and 401 without a session', async () => {
    t.clock.set(start);
    const { subscription } = await buyOnAutoship(t);
    const other = await newCustomer(t);
    const id = subscription!.id;
    expect((await call('GET', `/user/autoships/${id}`, other.token)).statusCode).toBe(404);
    expect((await call('POST', `/user/autoships/${id}/date`, other.token, { date: '2026-12-25' })).statusCode).toBe(404);
    expect((await call('PUT', `/user/autoships/${id}/items`, other.token, { items: [{ product_id: 1, quantity: 2 }] })).statusCode).toBe(404);
    expect((await call('GET', '/user/autoships', other.token)).json().data).toEqual([]);
    expect((await call('GET', '/user/autoships', null)).statusCode).toBe(401);
    expect((await subscriptionRow(t, id))?.nextChargeAt?.toISOString()).toBe('2026-12-21T12:00:00.000Z');
  });
});

describe('staff see autoships and failed renewals', () => {
  it('lists them for admins only, with the renewal orders and failures', async () => {
    t.clock.set(start);
    const { subscription, member } = await buyOnAutoship(t);
    const id = subscription!.id;
    await t.handle.db.update(schema.subscriptions).set({ paymentMethodRef: 'pm_card_chargeDeclined' }).where(eq(schema.subscriptions.id, id));
    await onlyAutoshipDue(t, id);
    await renewDueAutoships(depsOf(t), new Date('2026-12-21T12:01:00Z'));

    const failed = await call('GET', '/admin/subscriptions?failed=true', admin);
    expect(failed.statusCode).toBe(200);
    const row = failed.json().data.find((s: { id: number }) => s.id === id);
    expect(row).toMatchObject({ status: 'past_due', failures: 1, last_failure: 'Your card was declined.', member: { email: member.email } });
    expect(row.renewal_orders).toHaveLength(1);
    expect((await call('GET', `/admin/subscriptions/${id}`, admin)).json().data.renewal_orders[0]).toMatchObject({ cycle: 1, payment_status: 'failed' });
    expect((await call('GET', '/admin/subscriptions', member.token)).statusCode).toBe(403);
    expect((await call('GET', '/admin/subscriptions', null)).statusCode).toBe(401);
  });
});
