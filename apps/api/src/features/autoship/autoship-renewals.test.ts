import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { runDueJobs } from '../../jobs-list.js';
import { depsOf, lastMailTo } from '../../../test/accounts-fixtures.js';
import { buyOnAutoship, onlyAutoshipDue, renewalOrdersOf, subscriptionRow } from '../../../test/autoship-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { paymentsOf } from '../../../test/orders-helpers.js';
import { applyOrderPaymentEvent } from '../orders/apply-order-payment-event.js';
import { renewDueAutoships } from './renew-autoships.js';
import { remindUpcomingAutoships } from './autoship-reminders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000);
const days = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

async function dueAutoship(opts: { pm?: string } = {}) {
  const bought = await buyOnAutoship(t);
  const sub = bought.subscription;
  if (!sub?.nextChargeAt) throw new Error('no autoship');
  await onlyAutoshipDue(t, sub.id);
  if (opts.pm) await t.handle.db.update(schema.subscriptions).set({ paymentMethodRef: opts.pm }).where(eq(schema.subscriptions.id, sub.id));
  return { ...bought, sub, dueAt: sub.nextChargeAt };
}

const commissionLinesOf = (orderId: number) => t.handle.db.select().from(schema.commissionLedgerLines).where(eq(schema.commissionLedgerLines.orderId, orderId));

describe('autoship renewals', () => {
  it('does nothing before the date, then renews once at the member type autoship price of the day, booked like any paid order', async () => {
    const { sub, dueAt, product, member } = await dueAutoship();
    expect((await runDueJobs(depsOf(t), minutes(dueAt, -1)))['autoship-renewals']).toBe(0);

    // The autoship price changed after the first order: the renewal uses today's.
    await t.handle.db
      .update(schema.productPrices)
      .set({ autoshipMinor: 1234 })
      .where(and(eq(schema.productPrices.productId, product), eq(schema.productPrices.currency, 'USD'), eq(schema.productPrices.memberType, 'customer')));
    const before = t.payments.charges.length;
    expect((await runDueJobs(depsOf(t), minutes(dueAt, 1)))['autoship-renewals']).toBe(1);
    expect((await runDueJobs(depsOf(t), minutes(dueAt, 2)))['autoship-renewals']).toBe(0);
    expect((await runDueJobs(depsOf(t), days(dueAt, 3)))['autoship-renewals']).toBe(0);

    const renewals = await renewalOrdersOf(t, sub.id);
    expect(renewals).toHaveLength(1);
    const order = renewals[0]!;
    expect(order).toMatchObject({ subscriptionCycle: 1, paymentStatus: 'paid', status: 'Processing', isAutoship: true, userId: member.id, subtotalMinor: 2 * 1234, idempotencyKey: `autoship:${sub.id}:1` });
    expect(order.shippingMinor).toBeGreaterThan(0);
    expect(order.taxMinor).toBeGreaterThan(0);
    expect(t.payments.charges.length).toBe(before + 1);
    expect(t.payments.charges.at(-1)).toMatchObject({ amountMinor: order.totalMinor, offSession: true, paymentMethodId: 'pm_card_visa', customerRef: sub.providerCustomerRef, idempotencyKey: `autoship:${sub.id}:1` });
    const [payment] = await paymentsOf(t.handle.db, order.id);
    expect(payment).toMatchObject({ status: 'succeeded', subscriptionId: sub.id, idempotencyKey: `autoship:${sub.id}:1` });
    expect((await commissionLinesOf(order.id)).length).toBeGreaterThan(0);

    const renewed = await subscriptionRow(t, sub.id);
    expect(renewed).toMatchObject({ cycle: 1, status: 'active', failures: 0 });
    expect(renewed?.nextChargeAt?.toISOString()).toBe('2027-01-21T12:00:00.000Z');
    expect((await lastMailTo(t, member.email, 'autoship_charged'))?.subject).toBe('Your autoship order is placed');
  });

  it('renews once when several runners run at the same moment', async () => {
    const { sub, dueAt } = await dueAutoship();
    const before = t.payments.charges.length;
    const handled = await Promise.all(Array.from({ length: 6 }, () => renewDueAutoships(depsOf(t), minutes(dueAt, 1))));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await renewalOrdersOf(t, sub.id)).toHaveLength(1);
    expect(t.payments.charges.length).toBe(before + 1);
    const rows = await t.handle.db.select().from(schema.payments).where(eq(schema.payments.subscriptionId, sub.id));
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect((await subscriptionRow(t, sub.id))?.cycle).toBe(1);
  });

  it('charges once when a runner stops between the charge and the write: the retry replays the same key', async () => {
    const { sub, dueAt } = await dueAutoship();
    const before = t.payments.charges.length;
    const crashing = {
      ...depsOf(t),
      payments: {
        ...t.payments,
        name: t.payments.name,
        charge: async (input: Parameters<typeof t.payments.charge>[0]) => {
          await t.payments.charge(input);
          throw new Error('process stopped');
        },
      },
    };
    await expect(renewDueAutoships(crashing, minutes(dueAt, 1))).rejects.toThrow('process stopped');
    // Leased: nothing happens until the lease runs out.
    expect(await renewDueAutoships(depsOf(t), minutes(dueAt, 5))).toBe(0);
    expect(await renewDueAutoships(depsOf(t), minutes(dueAt, 12))).toBe(1);
    const orders = await renewalOrdersOf(t, sub.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.paymentStatus).toBe('paid');
    expect(t.payments.charges.length).toBe(before + 1);
    expect((await subscriptionRow(t, sub.id))?.cycle).toBe(1);
  });

  it('books nothing twice when the provider replays its webhook for the renewal', async () => {
    const { sub, dueAt } = await dueAutoship();
    await renewDueAutoships(depsOf(t), minutes(dueAt, 1));
    const [order] = await renewalOrdersOf(t, sub.id);
    const [payment] = await paymentsOf(t.handle.db, order!.id);
    const event = { provider: 'test' as const, kind: 'succeeded' as const, providerRef: payment!.providerRef!, amountMinor: payment!.amountMinor, currency: 'USD', source: 'webhook' as const };
    const lines = (await commissionLinesOf(order!.id)).length;
    for (let i = 0; i < 3; i++) await t.handle.db.transaction((tx) => applyOrderPaymentEvent(tx, event, minutes(dueAt, 2 + i)));
    expect(await renewalOrdersOf(t, sub.id)).toHaveLength(1);
    expect((await commissionLinesOf(order!.id)).length).toBe(lines);
    expect((await subscriptionRow(t, sub.id))?.cycle).toBe(1);
    const all = await t.handle.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.sourceOrderId, order!.id));
    expect(all).toHaveLength(0);
  });

  it('follows a refused card with retries after 1, 3 and 7 days, an e-mail each, then pauses and tells the member and the sponsor', async () => {
    const { sub, dueAt, member } = await dueAutoship({ pm: 'pm_card_chargeDeclined' });
    const failedAt = minutes(dueAt, 1);
    expect(await renewDueAutoships(depsOf(t), failedAt)).toBe(1);
    let row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: 'past_due', failures: 1, lastFailureMessage: 'Your card was declined.' });
    expect(row?.nextChargeAt?.toISOString()).toBe(days(failedAt, 1).toISOString());
    const failedMail = await lastMailTo(t, member.email, 'autoship_failed');
    expect(failedMail?.text).toContain(`/user/autoship/${sub.id}`);

    expect(await renewDueAutoships(depsOf(t), minutes(days(failedAt, 1), -1))).toBe(0);
    expect(await renewDueAutoships(depsOf(t), days(failedAt, 1))).toBe(1);
    row = await subscriptionRow(t, sub.id);
    expect(row?.nextChargeAt?.toISOString()).toBe(days(failedAt, 3).toISOString());
    expect(await renewDueAutoships(depsOf(t), days(failedAt, 3))).toBe(1);
    expect((await subscriptionRow(t, sub.id))?.nextChargeAt?.toISOString()).toBe(days(failedAt, 7).toISOString());
    expect(await renewDueAutoships(depsOf(t), days(failedAt, 7))).toBe(1);
    row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: 'paused', failures: 4, nextChargeAt: null });

    const orders = await renewalOrdersOf(t, sub.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'Cancelled', paymentStatus: 'failed' });
    const keys = (await paymentsOf(t.handle.db, orders[0]!.id)).map((p) => p.idempotencyKey);
    expect(keys).toEqual([`autoship:${sub.id}:1`, `autoship:${sub.id}:1:retry:1`, `autoship:${sub.id}:1:retry:2`, `autoship:${sub.id}:1:retry:3`]);
    const mails = await t.handle.db.select().from(schema.emailOutbox).where(and(eq(schema.emailOutbox.to, member.email), inArray(schema.emailOutbox.template, ['autoship_failed', 'autoship_paused'])));
    expect(mails.map((m) => m.template).sort()).toEqual(['autoship_failed', 'autoship_failed', 'autoship_failed', 'autoship_paused']);
    const sponsorMail = await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.template, 'autoship_sponsor_paused'));
    expect(sponsorMail.some((m) => m.text.includes('Nora Field'))).toBe(true);
    expect(await renewDueAutoships(depsOf(t), days(failedAt, 40))).toBe(0);
  });

  it('treats a card that asks for authentication off-session as refused', async () => {
    const { sub, dueAt } = await dueAutoship({ pm: 'pm_card_authenticationRequired' });
    expect(await renewDueAutoships(depsOf(t), minutes(dueAt, 1))).toBe(1);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'past_due', lastFailureMessage: 'This payment requires authentication.' });
  });

  it('reminds the member three days before each charge, once', async () => {
    const { sub, dueAt, member } = await dueAutoship();
    expect(await remindUpcomingAutoships(depsOf(t), days(dueAt, -4))).toBe(0);
    expect(await remindUpcomingAutoships(depsOf(t), days(dueAt, -3))).toBe(1);
    expect(await remindUpcomingAutoships(depsOf(t), days(dueAt, -2))).toBe(0);
    const mail = await lastMailTo(t, member.email, 'autoship_reminder');
    expect(mail?.text).toContain(dueAt.toISOString().slice(0, 10));
    expect((await subscriptionRow(t, sub.id))?.remindedCycle).toBe(1);
  });
});
