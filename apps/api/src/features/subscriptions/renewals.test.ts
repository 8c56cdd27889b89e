import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { planRenewalKey, renewDuePlans } from './renew-plans.js';
import { runDueJobs } from '../../jobs-list.js';
import { depsOf, lastMailTo, login, newScholar, userByEmail } from '../../../test/accounts-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const subscription = async (id: number) => (await t.handle.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, id)))[0];
const paymentsOf = (id: number) => t.handle.db.select().from(schema.payments).where(eq(schema.payments.subscriptionId, id));

/** Moves every other due plan out of the way so each test sees only its own scholar. */
async function onlyDue(subscriptionId: number) {
  await t.handle.db.update(schema.subscriptions).set({ nextChargeAt: new Date('2100-01-01T00:00:00Z') });
  const sub = await subscription(subscriptionId);
  await t.handle.db.update(schema.subscriptions).set({ nextChargeAt: sub?.currentPeriodEnd }).where(eq(schema.subscriptions.id, subscriptionId));
  return sub;
}

describe('scholar plan renewals', () => {
  it('does nothing before the period ends', async () => {
    const s = await newScholar(t);
    await onlyDue(s.subscription.id);
    const before = t.payments.charges.length;
    expect((await runDueJobs(depsOf(t), t.clock.now()))['plan-renewals']).toBe(0);
    expect(t.payments.charges.length).toBe(before);
  });

  it('charges the saved card off-session once and starts the next period, even when the job runs twice', async () => {
    const s = await newScholar(t, { plan: 1, quantity: 3 });
    const sub = await onlyDue(s.subscription.id);
    const end = sub?.currentPeriodEnd ?? new Date(0);
    const after = new Date(end.getTime() + 60_000);
    const before = t.payments.charges.length;

    expect((await runDueJobs(depsOf(t), after))['plan-renewals']).toBe(1);
    expect((await runDueJobs(depsOf(t), after))['plan-renewals']).toBe(0);
    expect((await runDueJobs(depsOf(t), new Date(after.getTime() + 3_600_000)))['plan-renewals']).toBe(0);

    expect(t.payments.charges.length).toBe(before + 1);
    expect(t.payments.charges.at(-1)).toMatchObject({
      amountMinor: 3000,
      paymentMethodId: 'pm_card_visa',
      offSession: true,
      idempotencyKey: planRenewalKey(s.subscription.id, end),
    });
    const renewed = await subscription(s.subscription.id);
    expect(renewed?.currentPeriodStart?.toISOString()).toBe(end.toISOString());
    expect(renewed?.currentPeriodEnd?.toISOString()).toBe('2027-01-21T12:00:00.000Z');
    expect(renewed?.nextChargeAt?.toISOString()).toBe('2027-01-21T12:00:00.000Z');
    expect(renewed).toMatchObject({ cycle: 2, status: 'active', failures: 0 });
    expect((await paymentsOf(s.subscription.id)).filter((p) => p.status === 'succeeded')).toHaveLength(2);
    expect((await userByEmail(t, s.email))?.planStatus).toBe('continue');
  });

  it('saves the card to a provider customer at signup and renews against that customer', async () => {
    const s = await newScholar(t, { plan: 12, quantity: 1 });
    const sub = await onlyDue(s.subscription.id);
    expect(sub?.providerCustomerRef).toMatch(/^test_cus_/);
    const signupCharge = t.payments.charges.at(-1);
    expect(signupCharge?.savePaymentMethod).toBe(true);
    const after = new Date((sub?.currentPeriodEnd ?? new Date(0)).getTime() + 60_000);
    expect((await runDueJobs(depsOf(t), after))['plan-renewals']).toBe(1);
    expect(t.payments.charges.at(-1)).toMatchObject({ offSession: true, customerRef: sub?.providerCustomerRef });
  });

  it('renews once when two workers run at the same moment', async () => {
    const s = await newScholar(t);
    const sub = await onlyDue(s.subscription.id);
    const after = new Date((sub?.currentPeriodEnd?.getTime() ?? 0) + 1000);
    const before = t.payments.charges.length;
    const handled = await Promise.all([renewDuePlans(depsOf(t), after), renewDuePlans(depsOf(t), after), renewDuePlans(depsOf(t), after)]);
    expect(handled.reduce((a, b) => a + b, 0)).toBe(1);
    expect(t.payments.charges.length).toBe(before + 1);
    expect((await subscription(s.subscription.id))?.cycle).toBe(2);
  });

  it('does not charge again for a cycle already paid by an earlier run that stopped before saving', async () => {
    const s = await newScholar(t);
    const sub = await onlyDue(s.subscription.id);
    const end = sub?.currentPeriodEnd ?? new Date(0);
    await t.handle.db.insert(schema.payments).values({
      provider: 'test',
      providerRef: 'test_ch_earlier_run',
      status: 'succeeded',
      amountMinor: sub?.amountMinor ?? 0,
      currency: 'USD',
      idempotencyKey: planRenewalKey(s.subscription.id, end),
    });
    const before = t.payments.charges.length;
    await runDueJobs(depsOf(t), new Date(end.getTime() + 1000));
    expect(t.payments.charges.length).toBe(before);
    const renewed = await subscription(s.subscription.id);
    expect(renewed?.currentPeriodStart?.toISOString()).toBe(end.toISOString());
    expect(renewed?.cycle).toBe(2);
  });

  it("on a refused card sets plan_status 'stop', e-mails the scholar, and the next login answers 'stop'", async () => {
    const s = await newScholar(t);
    await t.handle.db
      .update(schema.subscriptions)
      .set({ paymentMethodRef: 'pm_card_chargeDeclined' })
      .where(eq(schema.subscriptions.id, s.subscription.id));
    const sub = await onlyDue(s.subscription.id);
    const after = new Date((sub?.currentPeriodEnd?.getTime() ?? 0) + 1000);

    await runDueJobs(depsOf(t), after);
    await runDueJobs(depsOf(t), after);

    const failed = await subscription(s.subscription.id);
    expect(failed).toMatchObject({ status: 'past_due', nextChargeAt: null, failures: 1, lastFailureMessage: 'Your card was declined.' });
    expect((await userByEmail(t, s.email))?.planStatus).toBe('stop');
    const pays = await paymentsOf(s.subscription.id);
    expect(pays.filter((p) => p.status === 'failed')).toHaveLength(1);
    const mail = await lastMailTo(t, s.email, 'plan_renewal_failed');
    expect(mail?.text).toContain('Your card was declined.');
    const mails = await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, s.email));
    expect(mails.filter((m) => m.template === 'plan_renewal_failed')).toHaveLength(1);

    const res = await login(t, s.email, 'Sunny#Garden42');
    expect(res.json()).toMatchObject({ user_type: 'scholar', plan_status: 'stop' });

    // Paying on the Plan page brings the plan back.
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscribepayment',
      headers: { authorization: `Bearer ${res.json().access_token}` },
      payload: { authorization_key: 'pm_card_visa', plan: 1, quantity: 2 },
    });
    expect(paid.statusCode).toBe(200);
    expect(await subscription(s.subscription.id)).toMatchObject({ status: 'active', failures: 0, paymentMethodRef: 'pm_card_visa' });
  });

  it('keeps the day of the month across short months', async () => {
    t.clock.set(new Date('2027-01-31T09:00:00Z'));
    try {
      const s = await newScholar(t, { plan: 1 });
      await onlyDue(s.subscription.id);
      expect((await subscription(s.subscription.id))?.currentPeriodEnd?.toISOString()).toBe('2027-02-28T09:00:00.000Z');
      await runDueJobs(depsOf(t), new Date('2027-02-28T10:00:00Z'));
      expect((await subscription(s.subscription.id))?.currentPeriodEnd?.toISOString()).toBe('2027-03-31T09:00:00.000Z');
    } finally {
      t.clock.set(new Date('2026-11-21T12:00:00Z'));
    }
  });
});
