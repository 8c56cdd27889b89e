import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { depsOf } from '../../../test/accounts-fixtures.js';
import { buyOnAutoship, onlyAutoshipDue } from '../../../test/autoship-fixtures.js';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { renewDueAutoships } from './renew-autoships.js';

// Staff's autoship list and one autoship (issue 17 item 4): search by member, status filters with
// dunning and paused, and every renewal order with its payment attempts.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await bearerOf(t.handle.db, 'admin@upline.test', t.clock.now());
});
afterAll(async () => t.close());

const start = new Date('2026-11-21T12:00:00Z');
const call = (url: string, token: string | null) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('staff autoships', () => {
  it('finds an autoship by the member e-mail, name or its number, and shows each refused attempt of a renewal', async () => {
    t.clock.set(start);
    const { subscription, member } = await buyOnAutoship(t);
    const other = await buyOnAutoship(t);
    const id = subscription!.id;
    await t.handle.db.update(schema.subscriptions).set({ paymentMethodRef: 'pm_card_chargeDeclined' }).where(eq(schema.subscriptions.id, id));
    await onlyAutoshipDue(t, id);
    await renewDueAutoships(depsOf(t), new Date('2026-12-21T12:01:00Z'));
    await t.handle.db.update(schema.users).set({ firstname: 'Quentin', lastname: 'Dunning' }).where(eq(schema.users.email, member.email));

    for (const q of [member.email.toUpperCase(), 'quentin dunning']) {
      const res = await call(`/admin/subscriptions?q=${encodeURIComponent(q)}`, admin);
      expect(res.statusCode).toBe(200);
      const ids = res.json().data.map((s: { id: number }) => s.id);
      expect(ids, q).toContain(id);
      expect(ids, q).not.toContain(other.subscription!.id);
    }
    // Digits find the autoship of that number (and members whose e-mail or name holds them).
    expect((await call(`/admin/subscriptions?q=${id}`, admin)).json().data.map((s: { id: number }) => s.id)).toContain(id);
    expect((await call(`/admin/subscriptions?q=${encodeURIComponent(member.email)}&status=active`, admin)).json().data).toEqual([]);
    const dunning = (await call(`/admin/subscriptions?q=${encodeURIComponent(member.email)}&status=past_due`, admin)).json().data;
    expect(dunning).toEqual([expect.objectContaining({ id, status: 'past_due', failures: 1 })]);
    expect(dunning[0].first_failed_at).toBe('2026-12-21T12:01:00.000Z');

    const detail = (await call(`/admin/subscriptions/${id}`, admin)).json().data;
    expect(detail.renewal_orders).toHaveLength(1);
    expect(detail.renewal_orders[0].attempts).toEqual([expect.objectContaining({ status: 'failed', failure_message: 'Your card was declined.' })]);
  });

  it('refuses guests (401), members (403), unknown statuses, NUL characters and ids of 2^31 (400)', async () => {
    t.clock.set(start);
    const { member } = await buyOnAutoship(t);
    expect((await call('/admin/subscriptions?q=a', null)).statusCode).toBe(401);
    expect((await call('/admin/subscriptions?q=a', member.token)).statusCode).toBe(403);
    expect((await call('/admin/subscriptions/1', member.token)).statusCode).toBe(403);
    expect((await call('/admin/subscriptions?status=dunning', admin)).statusCode).toBe(400);
    expect((await call('/admin/subscriptions?q=a%00b', admin)).statusCode).toBe(400);
    expect((await call('/admin/subscriptions/2147483648', admin)).statusCode).toBe(400);
    expect((await call('/admin/subscriptions/2147483647', admin)).statusCode).toBe(404);
    expect((await call('/admin/subscriptions?q=%25', admin)).json().data).toEqual([]);
  });
});
