import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { bearerFor, login, newScholar, userByEmail } from '../../../test/accounts-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const subscribe = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/subscribepayment', headers, payload });

/** A scholar whose plan lapsed: plan_status 'stop' and the subscription past due. */
async function lapsedScholar() {
  const s = await newScholar(t);
  await t.handle.db.update(schema.users).set({ planStatus: 'stop' }).where(eq(schema.users.id, s.id));
  await t.handle.db.update(schema.subscriptions).set({ status: 'past_due', nextChargeAt: null }).where(eq(schema.subscriptions.id, s.subscription.id));
  return s;
}

describe('POST /api/user/subscribepayment', () => {
  it("reactivates sara's lapsed plan: charges the server's amount, plan_status 'continue'", async () => {
    const sara = await bearerFor(t, 'sara@upline.test');
    const saraRow = await userByEmail(t, 'sara@upline.test');
    const before = t.payments.charges.length;
    const res = await subscribe(sara, { user_id: saraRow?.id, total: '20.00', authorization_key: 'pm_card_visa', plan: '1', quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statuscode: 200, message: 'Your subscription has been activated.', plan_status: 'continue' });
    expect(t.payments.charges.length).toBe(before + 1);
    expect(t.payments.charges.at(-1)).toMatchObject({ amountMinor: 2000, currency: 'USD' });

    const state = await t.app.inject({ url: '/api/user/subscription', headers: sara });
    expect(state.json()).toEqual({
      plan_status: 'continue',
      subscription: { plan: 1, quantity: 2, amount: 20, currency: 'USD', current_period_end: '2026-12-21T12:00:00.000Z', status: 'active' },
    });
    expect((await login(t, 'sara@upline.test')).json().plan_status).toBe('continue');
  });

  it('refuses a user_id naming someone else, without charging', async () => {
    const s = await lapsedScholar();
    const sam = await userByEmail(t, 'sam@upline.test');
    const before = t.payments.charges.length;
    const res = await subscribe(s.headers, { user_id: sam?.id, authorization_key: 'pm_card_visa', plan: 1, quantity: 1 });
    expect(res.statusCode).toBe(403);
    expect(t.payments.charges.length).toBe(before);
    expect((await userByEmail(t, s.email))?.planStatus).toBe('stop');
    const samSubs = await t.handle.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, sam?.id ?? 0));
    expect(samSubs).toHaveLength(0);
  });

  it('refuses to charge an active plan again', async () => {
    const s = await newScholar(t);
    const before = t.payments.charges.length;
    const res = await subscribe(s.headers, { authorization_key: 'pm_card_visa', plan: 1, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('already_active');
    expect(t.payments.charges.length).toBe(before);
  });

  it('restarts a lapsed subscription on a new period and records the payment', async () => {
    const s = await lapsedScholar();
    t.clock.advance(3 * 86_400_000);
    try {
      const res = await subscribe(s.headers, { total: 297, authorization_key: 'pm_card_amex', plan: 12 });
      expect(res.statusCode).toBe(200);
      const [sub] = await t.handle.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, s.subscription.id));
      // No quantity sent: read from the total (3 × 99.00).
      expect(sub).toMatchObject({ status: 'active', planMonths: 12, quantity: 3, amountMinor: 29_700, cycle: 2, paymentMethodRef: 'pm_card_amex' });
      expect(sub?.currentPeriodStart?.toISOString()).toBe(t.clock.now().toISOString());
      const pays = await t.handle.db.select().from(schema.payments).where(eq(schema.payments.subscriptionId, s.subscription.id));
      expect(pays.map((p) => p.amountMinor).sort()).toEqual([2000, 29_700]);
    } finally {
      t.clock.advance(-3 * 86_400_000);
    }
  });

  it('answers a declined card with the provider message and leaves the plan stopped', async () => {
    const s = await lapsedScholar();
    const res = await subscribe(s.headers, { authorization_key: 'pm_card_chargeDeclined', plan: 1, quantity: 1 });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: 'Your card was declined.', code: 'card_declined' });
    expect((await userByEmail(t, s.email))?.planStatus).toBe('stop');
    const auth = await subscribe(s.headers, { authorization_key: 'pm_card_authenticationRequired', plan: 1, quantity: 1 });
    expect(auth.json()).toMatchObject({ error: 'This payment requires authentication.', code: 'authentication_required' });
    const unknown = await subscribe(s.headers, { authorization_key: 'tok_4242', plan: 1, quantity: 1 });
    expect(unknown.json().code).toBe('invalid_payment_method');
  });

  it('refuses a total that disagrees with the price, answering the fresh total', async () => {
    const s = await lapsedScholar();
    const before = t.payments.charges.length;
    const res = await subscribe(s.headers, { total: 1, authorization_key: 'pm_card_visa', plan: 12, quantity: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'total_mismatch', total: 198 });
    expect(t.payments.charges.length).toBe(before);
  });

  it("refuses quantity 0 with 'Quantity can not be zero.'", async () => {
    const s = await lapsedScholar();
    const res = await subscribe(s.headers, { authorization_key: 'pm_card_visa', plan: 1, quantity: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Quantity can not be zero.');
  });

  it('is for scholars only, and needs a session', async () => {
    const ava = await bearerFor(t, 'ava@upline.test');
    const res = await subscribe(ava, { authorization_key: 'pm_card_visa', plan: 1, quantity: 1 });
    expect(res.statusCode).toBe(403);
    expect((await subscribe({}, { authorization_key: 'pm_card_visa', plan: 1 })).statusCode).toBe(401);
  });
});

describe('GET /api/user/subscription', () => {
  it('answers a member without a plan with nulls', async () => {
    const cora = await bearerFor(t, 'cora@upline.test');
    expect((await t.app.inject({ url: '/api/user/subscription', headers: cora })).json()).toEqual({ plan_status: null, subscription: null });
  });

  it("shows only the caller's plan", async () => {
    const a = await newScholar(t, { plan: 12, quantity: 1 });
    const b = await newScholar(t, { plan: 1, quantity: 4 });
    const res = await t.app.inject({ url: '/api/user/subscription', headers: a.headers });
    expect(res.json().subscription).toMatchObject({ plan: 12, quantity: 1, amount: 99 });
    const other = await t.app.inject({ url: '/api/user/subscription', headers: b.headers });
    expect(other.json().subscription).toMatchObject({ plan: 1, quantity: 4, amount: 40 });
    const rows = await t.handle.db
      .select()
      .from(schema.subscriptions)
      .where(and(eq(schema.subscriptions.userId, a.id), eq(schema.subscriptions.kind, 'scholar_plan')));
    expect(rows).toHaveLength(1);
  });
});
