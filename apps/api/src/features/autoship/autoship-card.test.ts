import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { bearerFor, depsOf, lastMailTo } from '../../../test/accounts-fixtures.js';
import { buyOnAutoship, newCustomer, onlyAutoshipDue, renewalOrdersOf, subscriptionRow } from '../../../test/autoship-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { paymentsOf } from '../../../test/orders-helpers.js';
import { renewDueAutoships } from './renew-autoships.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const start = new Date('2026-11-21T12:00:00Z');
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
const putCard = (id: number, token: string | null, pm: string) => call('PUT', `/user/autoships/${id}/card`, token, { authorization_key: pm });
const confirmCard = (id: number, token: string | null, setupRef: string) => call('POST', `/user/autoships/${id}/card/confirm`, token, { setup_ref: setupRef });

/** An autoship whose first renewal was refused: past due, waiting for the retry a day later. */
async function pastDueAutoship() {
  t.clock.set(start);
  const bought = await buyOnAutoship(t);
  const sub = bought.subscription!;
  await onlyAutoshipDue(t, sub.id);
  await t.handle.db.update(schema.subscriptions).set({ paymentMethodRef: 'pm_card_chargeDeclined' }).where(eq(schema.subscriptions.id, sub.id));
  const dueAt = new Date(sub.nextChargeAt!.getTime() + 60_000);
  await renewDueAutoships(depsOf(t), dueAt);
  t.clock.set(new Date(dueAt.getTime() + 3_600_000));
  expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'past_due', failures: 1 });
  // A month on, the member signs in again (the dunning e-mail's link).
  const token = (await bearerFor(t, bought.member.email, 'Sunny#Garden42')).authorization.slice('Bearer '.length);
  return { ...bought, member: { ...bought.member, token }, sub };
}

describe('the member changes the card of an autoship', () => {
  it('saves a card that needs no authentication at once, shows it, and confirms by e-mail', async () => {
    t.clock.set(start);
    const { member, subscription } = await buyOnAutoship(t);
    const res = await putCard(subscription!.id, member.token, 'pm_card_mastercard');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'succeeded', message: 'Your card is saved for your next autoship orders.', data: { card: { brand: 'mastercard', last4: '4444' } } });
    expect(await subscriptionRow(t, subscription!.id)).toMatchObject({ paymentMethodRef: 'pm_card_mastercard', providerCustomerRef: subscription!.providerCustomerRef, paymentProvider: 'test' });
    const setup = [...t.payments.setups.values()].at(-1);
    expect(setup?.metadata).toMatchObject({ subscription_id: String(subscription!.id), user_id: String(member.id) });
    const mail = await lastMailTo(t, member.email, 'autoship_changed');
    expect(mail?.text).toContain('the card for your next orders changed');
    expect(mail?.text).toContain(`/user/autoship/${subscription!.id}`);
  });

  it('asks for 3-D Secure, keeps the old card until the challenge is passed, then saves the new one', async () => {
    t.clock.set(start);
    const { member, subscription } = await buyOnAutoship(t);
    const id = subscription!.id;
    const res = await putCard(id, member.token, 'pm_card_authenticationRequired');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'requires_action', data: { card: { brand: 'visa', last4: '4242' } } });
    expect(body.client_secret).toMatch(/^test_seti_/);
    // Not authenticated yet: nothing changes.
    const early = await confirmCard(id, member.token, body.setup_ref);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'autoship_card_refused' });
    expect((await subscriptionRow(t, id))?.paymentMethodRef).toBe('pm_card_visa');
    expect(t.payments.authenticate(body.client_secret, true)).toMatchObject({ ok: true, status: 'succeeded' });
    const done = await confirmCard(id, member.token, body.setup_ref);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'succeeded', data: { card: { brand: 'visa', last4: '3155' } } });
    expect((await subscriptionRow(t, id))?.paymentMethodRef).toBe('pm_card_authenticationRequired');
  });

  it('refuses a failed challenge and a declined card with the provider message, keeping the old card', async () => {
    t.clock.set(start);
    const { member, subscription } = await buyOnAutoship(t);
    const id = subscription!.id;
    const res = await putCard(id, member.token, 'pm_card_authenticationRequired');
    t.payments.authenticate(res.json().client_secret, false);
    const failed = await confirmCard(id, member.token, res.json().setup_ref);
    expect(failed.statusCode).toBe(400);
    expect(failed.json().error).toBe('We are unable to authenticate your payment method. Please choose a different payment method and try again.');
    const declined = await putCard(id, member.token, 'pm_card_chargeDeclined');
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ code: 'autoship_card_refused', error: 'Your card was declined.', errors: { authorization_key: 'Your card was declined.' } });
    const unknown = await putCard(id, member.token, 'tok_\u0000bad');
    expect(unknown.statusCode).toBe(400);
    expect((await subscriptionRow(t, id))?.paymentMethodRef).toBe('pm_card_visa');
  });

  it("answers 404 for another member's autoship or setup, 401 for a guest, 400 for an id out of range", async () => {
    t.clock.set(start);
    const { member, subscription } = await buyOnAutoship(t);
    const other = await buyOnAutoship(t);
    const id = subscription!.id;
    expect((await putCard(id, other.member.token, 'pm_card_mastercard')).statusCode).toBe(404);
    expect((await putCard(id, null, 'pm_card_mastercard')).statusCode).toBe(401);
    expect((await putCard(2 ** 31, member.token, 'pm_card_mastercard')).statusCode).toBe(400);
    expect((await putCard(-4, member.token, 'pm_card_mastercard')).statusCode).toBe(400);
    // A setup passed for my autoship cannot be confirmed on someone else's, nor by someone else.
    const mine = await putCard(id, member.token, 'pm_card_authenticationRequired');
    t.payments.authenticate(mine.json().client_secret, true);
    expect((await confirmCard(other.subscription!.id, other.member.token, mine.json().setup_ref)).statusCode).toBe(404);
    expect((await confirmCard(id, other.member.token, mine.json().setup_ref)).statusCode).toBe(404);
    expect((await confirmCard(id, member.token, 'test_seti_unknown')).statusCode).toBe(404);
    expect((await subscriptionRow(t, other.subscription!.id))?.paymentMethodRef).toBe('pm_card_visa');
    const fresh = await newCustomer(t);
    expect((await putCard(id, fresh.token, 'pm_card_mastercard')).statusCode).toBe(404);
  });

  it('during dunning, retries the due renewal at once with the new card: one order, one charge, the autoship active again', async () => {
    const { member, sub } = await pastDueAutoship();
    const before = t.payments.charges.length;
    const res = await putCard(sub.id, member.token, 'pm_card_mastercard');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', renewals: 1, last_failure: null });
    const renewals = await renewalOrdersOf(t, sub.id);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ subscriptionCycle: 1, paymentStatus: 'paid' });
    expect(t.payments.charges.length).toBe(before + 1);
    expect(t.payments.charges.at(-1)).toMatchObject({ paymentMethodId: 'pm_card_mastercard', idempotencyKey: `autoship:${sub.id}:1:retry:1`, offSession: true });
    const rows = await paymentsOf(t.handle.db, renewals[0]!.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'active', cycle: 1, failures: 0 });
    expect((await lastMailTo(t, member.email, 'autoship_charged'))?.text).toContain(renewals[0]!.orderNumber);
    // A second change of card charges nothing more.
    expect((await putCard(sub.id, member.token, 'pm_card_visa')).statusCode).toBe(200);
    expect(t.payments.charges.length).toBe(before + 1);
  });

  it('during dunning, several card changes at once still charge the due renewal once', async () => {
    const { member, sub } = await pastDueAutoship();
    const before = t.payments.charges.length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => putCard(sub.id, member.token, 'pm_card_mastercard')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const renewals = await renewalOrdersOf(t, sub.id);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]?.paymentStatus).toBe('paid');
    expect(t.payments.charges.length).toBe(before + 1);
    const succeeded = await t.handle.db
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.subscriptionId, sub.id), eq(schema.payments.status, 'succeeded')));
    expect(succeeded).toHaveLength(1);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'active', cycle: 1 });
  });
});

describe('the products a member may put on an autoship', () => {
  it('lists only active autoship products at the member’s autoship price, and only to the owner', async () => {
    t.clock.set(start);
    const { member, subscription, product } = await buyOnAutoship(t);
    const res = await call('GET', `/user/autoships/${subscription!.id}/products`, member.token);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { product_id: number; unit_price: number }[];
    const autoshipIds = (await t.handle.db.select({ id: schema.products.id }).from(schema.products).where(and(eq(schema.products.isActive, true), eq(schema.products.isAutoshipAvailable, true)))).map((p) => p.id);
    expect(list.map((p) => p.product_id).sort((a, b) => a - b)).toEqual(autoshipIds.sort((a, b) => a - b));
    const [price] = await t.handle.db
      .select()
      .from(schema.productPrices)
      .where(and(eq(schema.productPrices.productId, product), eq(schema.productPrices.currency, 'USD'), eq(schema.productPrices.memberType, 'customer')));
    expect(list.find((p) => p.product_id === product)?.unit_price).toBe(price!.autoshipMinor / 100);
    const other = await newCustomer(t);
    expect((await call('GET', `/user/autoships/${subscription!.id}/products`, other.token)).statusCode).toBe(404);
  });
});
