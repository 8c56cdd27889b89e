import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayPalFake, type PayPalFake } from '../../../test/fakes/paypal-fake.js';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake.js';
import { ledgerSummary, lineAmount, memberIdOf, orderLinesOf, orderThrough } from '../../../test/commissions-helpers.js';
import { accessCookies, orderRow, productId } from '../../../test/orders-helpers.js';
import { createPaymentsTestApp, providerEnv, stripeWebhookSecret, type PaymentsTestApp } from '../../../test/payments-helpers.js';

// Accrual on every payment path the providers offer, against the local fakes of Stripe and
// PayPal: a card, a card confirmed by webhook after 3-D Secure, a PayPal capture and Apple Pay
// through PayPal. Each order is credited to sam (active scholar) under ava (ambassador).

let stripe: StripeFake;
let paypal: PayPalFake;
let t: PaymentsTestApp;
let product: number;
let sam: number;
let ava: number;

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startStripeFake(), startPayPalFake()]);
  t = await createPaymentsTestApp(providerEnv({ stripe, paypal }));
  product = await productId(t.handle.db);
  [sam, ava] = [await memberIdOf(t.handle.db, 'sam'), await memberIdOf(t.handle.db, 'ava')];
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), paypal.close()]);
});

const post = (url: string, payload: object, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, cookies, headers });
const payByCard = (order: { id: number; cookies: Record<string, string> }, pm: string, reference?: string) =>
  post('/api/process-payment', { order_id: order.id, authorization_key: pm, ...(reference ? { payment_reference: reference } : {}) }, order.cookies, { 'idempotency-key': randomUUID() });

async function expectSamAndAvaPaid(orderId: number) {
  expect((await orderRow(t.handle.db, orderId)).paymentStatus).toBe('paid');
  const bv = (await orderLinesOf(t.handle.db, orderId)).reduce((sum, l) => sum + l.bvMinor, 0);
  expect(await ledgerSummary(t.handle.db, orderId)).toEqual([
    [sam, 1, 1, 2000, lineAmount(bv, 2000)],
    [ava, 2, 2, 1000, lineAmount(bv, 1000)],
  ]);
}

describe('accrual on each payment path', () => {
  it('a card paid through Stripe', async () => {
    const order = await orderThrough(t.app, t.handle.db, 'sam', { lines: [{ productId: product, quantity: 1 }] });
    expect((await payByCard(order, 'pm_card_visa')).statusCode).toBe(200);
    await expectSamAndAvaPaid(order.id);
  });

  it("a Stripe card confirmed by the payment_intent.succeeded webhook after 3-D Secure, then by the shopper's call: once", async () => {
    const order = await orderThrough(t.app, t.handle.db, 'sam', { lines: [{ productId: product, quantity: 1 }] });
    const challenge = (await payByCard(order, 'pm_card_authenticationRequired')).json().details as { payment_reference: string };
    const succeeded = stripe.completeAction(challenge.payment_reference);
    const { payload, header } = stripe.sign(stripe.event('payment_intent.succeeded', succeeded), stripeWebhookSecret, Math.floor(t.clock.now().getTime() / 1000));
    const hook = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
    expect(hook.json()).toMatchObject({ status: 'applied' });
    await expectSamAndAvaPaid(order.id);
    expect((await payByCard(order, 'pm_card_authenticationRequired', challenge.payment_reference)).statusCode).toBe(200);
    await expectSamAndAvaPaid(order.id);
  });

  it('a PayPal capture', async () => {
    const order = await orderThrough(t.app, t.handle.db, 'sam', { lines: [{ productId: product, quantity: 2 }] });
    const paypalOrderId = (await post('/api/checkout/paypal/create-order', { order_id: order.id }, order.cookies)).json().paypal_order_id as string;
    paypal.approve(paypalOrderId);
    const paid = await post('/api/process-payment-paypal', { order_id: order.id, paypal_order_id: paypalOrderId }, order.cookies);
    expect(paid.statusCode).toBe(200);
    await expectSamAndAvaPaid(order.id);
  });

  it('Apple Pay through PayPal on express checkout, credited through the referral the session carried', async () => {
    const contact = { first_name: 'Pat', last_name: 'Apple', name: 'Pat Apple', email: 'pat.apple@example.com', phone: '3125550100', address: '9 Harbour Road', city: 'Chicago', state: 'IL', postal_code: '60601', country: 'US' };
    const session = (await post('/api/express-checkout/create', { cart_items: [{ product_id: product, quantity: 1 }], currency: 'USD', payment_method: 'apple_pay_via_paypal', referral_id: 'sam' })).json() as { checkout_id: string };
    await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_address: contact, billing_address: contact });
    const pp = await post('/api/checkout/paypal/create-order', { checkout_id: session.checkout_id, payment_method: 'apple_pay_via_paypal' });
    const { paypal_order_id: paypalOrderId, order_id: orderId } = pp.json() as { paypal_order_id: string; order_id: number };
    const auth = await fetch(`${paypal.url}/v1/oauth2/token`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${paypal.clientId}:`).toString('base64')}` }, body: 'grant_type=client_credentials' });
    const { access_token: token } = (await auth.json()) as { access_token: string };
    const appleToken = { paymentData: { version: 'EC_v1', data: 'encrypted' }, paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' } };
    await fetch(`${paypal.url}/v2/checkout/orders/${paypalOrderId}/confirm-payment-source`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ payment_source: { apple_pay: { token: appleToken, billing_contact: { givenName: 'Pat', familyName: 'Apple' }, shipping_contact: { emailAddress: contact.email } } } }),
    });
    const paid = await post('/api/express-checkout/process-payment', {
      checkout_id: session.checkout_id,
      payment_method: 'apple_pay_via_paypal',
      payment_token: paypalOrderId,
      customer_data: { email: contact.email, first_name: 'Pat', last_name: 'Apple' },
      shipping_address: contact,
      billing_address: contact,
    }, accessCookies(pp));
    expect(paid.statusCode).toBe(200);
    await expectSamAndAvaPaid(orderId);
  });
});
