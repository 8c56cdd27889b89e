import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake.js';
import { accessCookies, orderPayload, orderRow, paymentsOf, postOrder, productId, quoteWithShipping, redemptionOf } from '../../../test/orders-helpers.js';
import { createPaymentsTestApp, providerEnv, stripeWebhookSecret, type PaymentsTestApp } from '../../../test/payments-helpers.js';

// 3-D Secure on the checkout's card payment through the Stripe adapter, against the local Stripe
// fake: the 402 hands out the PaymentIntent's client secret (Stripe.js handleNextAction runs the
// challenge), the call that follows settles the payment from the intent, and a
// payment_intent.succeeded webhook before or after that call changes nothing more.

let fake: StripeFake;
let t: PaymentsTestApp;
let product: number;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createPaymentsTestApp(providerEnv({ stripe: fake }));
  product = await productId(t.handle.db, true);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

interface Challenge {
  client_secret: string;
  payment_reference: string;
}

function pay(order: { id: number; cookies: Record<string, string> }, pm: string, reference?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/process-payment',
    payload: { order_id: order.id, authorization_key: pm, ...(reference ? { payment_reference: reference } : {}) },
    headers: { 'idempotency-key': randomUUID() },
    cookies: order.cookies,
  });
}

function postWebhook(type: string, object: object) {
  const { payload, header } = fake.sign(fake.event(type, object), stripeWebhookSecret, Math.floor(t.clock.now().getTime() / 1000));
  return t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}

/** A guest order with the first-order coupon whose Stripe payment waits for 3-D Secure. */
async function orderAwaitingChallenge() {
  const spec = { lines: [{ productId: product, quantity: 1 }], couponCode: '10OFF' };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec);
  const placed = await postOrder(t.app, orderPayload(quote, spec, { email: `sca-${randomUUID().slice(0, 8)}@example.com` }));
  const order = { id: placed.json().data.order.id as number, cookies: accessCookies(placed) };
  const res = await pay(order, 'pm_card_authenticationRequired');
  expect(res.statusCode).toBe(402);
  const challenge = res.json().details as Challenge;
  return { order, challenge, body: res.json() as object };
}

async function paidEvents(orderId: number) {
  const events = schema.orderStatusEvents;
  return t.handle.db.select().from(events).where(and(eq(events.orderId, orderId), eq(events.field, 'payment_status'), eq(events.toStatus, 'paid')));
}

const chargesOf = (piId: string) => [...fake.charges.values()].filter((c) => c.payment_intent === piId);

describe('POST process-payment with a card that needs 3-D Secure (Stripe)', () => {
  it("answers 402 with the PaymentIntent's client secret; after the challenge the same payment is paid once", async () => {
    const { order, challenge, body } = await orderAwaitingChallenge();
    const pi = fake.paymentIntents.get(challenge.payment_reference);
    expect(body).toMatchObject({ code: 'authentication_required', details: { client_secret: pi?.client_secret, payment_reference: pi?.id } });
    expect(pi?.status).toBe('requires_action');
    expect(await paymentsOf(t.handle.db, order.id)).toMatchObject([{ provider: 'stripe', status: 'requires_action', providerRef: pi?.id }]);

    // A second click while the challenge is open: the same challenge, no second intent.
    const intents = fake.paymentIntents.size;
    expect((await pay(order, 'pm_card_authenticationRequired')).json()).toMatchObject({ code: 'authentication_required', details: challenge });
    expect(fake.paymentIntents.size).toBe(intents);

    fake.completeAction(challenge.payment_reference);
    const paid = await pay(order, 'pm_card_authenticationRequired', challenge.payment_reference);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ data: { payment_status: 'paid', transaction_id: challenge.payment_reference } });
    expect(await orderRow(t.handle.db, order.id)).toMatchObject({ status: 'Processing', paymentStatus: 'paid' });
    expect((await redemptionOf(t.handle.db, order.id))?.status).toBe('redeemed');
    expect(chargesOf(challenge.payment_reference)).toHaveLength(1);
    expect(fake.paymentIntents.size).toBe(intents);
  });

  it('settles once when the succeeded webhook arrives before the call that follows the challenge', async () => {
    const { order, challenge } = await orderAwaitingChallenge();
    const succeeded = fake.completeAction(challenge.payment_reference);
    expect((await postWebhook('payment_intent.succeeded', succeeded)).json()).toMatchObject({ status: 'applied' });
    const afterHook = await orderRow(t.handle.db, order.id);
    expect(afterHook).toMatchObject({ status: 'Processing', paymentStatus: 'paid' });

    const requests = fake.requests.length;
    const paid = await pay(order, 'pm_card_authenticationRequired', challenge.payment_reference);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ data: { payment_status: 'paid', transaction_id: challenge.payment_reference } });
    // Answered from our records: Stripe is not asked again, the order is not touched again.
    expect(fake.requests.length).toBe(requests);
    expect((await orderRow(t.handle.db, order.id)).updatedAt).toEqual(afterHook.updatedAt);
    expect(await paidEvents(order.id)).toHaveLength(1);
  });

  it('settles once when the succeeded webhook arrives after that call, or at the same time', async () => {
    const after = await orderAwaitingChallenge();
    const succeeded = fake.completeAction(after.challenge.payment_reference);
    expect((await pay(after.order, 'pm_card_authenticationRequired', after.challenge.payment_reference)).statusCode).toBe(200);
    const paid = await orderRow(t.handle.db, after.order.id);
    expect((await postWebhook('payment_intent.succeeded', succeeded)).statusCode).toBe(200);
    expect((await orderRow(t.handle.db, after.order.id)).updatedAt).toEqual(paid.updatedAt);
    expect(await paidEvents(after.order.id)).toHaveLength(1);

    const racing = await orderAwaitingChallenge();
    const done = fake.completeAction(racing.challenge.payment_reference);
    const [call, hook] = await Promise.all([pay(racing.order, 'pm_card_authenticationRequired', racing.challenge.payment_reference), postWebhook('payment_intent.succeeded', done)]);
    expect([call.statusCode, hook.statusCode]).toEqual([200, 200]);
    expect(await orderRow(t.handle.db, racing.order.id)).toMatchObject({ status: 'Processing', paymentStatus: 'paid' });
    expect(await paidEvents(racing.order.id)).toHaveLength(1);
    expect((await paymentsOf(t.handle.db, racing.order.id)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it("answers a failed challenge 402 with Stripe's message, whether the webhook came first or not; another card pays", async () => {
    const { order, challenge } = await orderAwaitingChallenge();
    const failed = fake.completeAction(challenge.payment_reference, false);
    const refused = await pay(order, 'pm_card_authenticationRequired', challenge.payment_reference);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ code: 'authentication_failed', error: failed.last_payment_error?.message });
    expect(await orderRow(t.handle.db, order.id)).toMatchObject({ status: 'Pending', paymentStatus: 'failed' });
    expect((await postWebhook('payment_intent.payment_failed', failed)).statusCode).toBe(200);

    const paid = await pay(order, 'pm_card_visa');
    expect(paid.statusCode).toBe(200);
    expect((await paymentsOf(t.handle.db, order.id)).map((p) => [p.status, p.idempotencyKey])).toEqual([
      ['failed', `order:${order.id}:pay:1`],
      ['succeeded', `order:${order.id}:pay:2`],
    ]);
    expect(chargesOf(challenge.payment_reference)).toHaveLength(0);

    const hookFirst = await orderAwaitingChallenge();
    const failedFirst = fake.completeAction(hookFirst.challenge.payment_reference, false);
    expect((await postWebhook('payment_intent.payment_failed', failedFirst)).json()).toMatchObject({ status: 'applied' });
    const late = await pay(hookFirst.order, 'pm_card_authenticationRequired', hookFirst.challenge.payment_reference);
    expect(late.statusCode).toBe(402);
    expect(late.json().error).toBe(failedFirst.last_payment_error?.message);
    expect(await paymentsOf(t.handle.db, hookFirst.order.id)).toHaveLength(1);
  });

  it('does not serve the test gateway’s challenge stand-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-gateway/authenticate', payload: { client_secret: 'pi_x_secret_y', outcome: 'pass' } });
    expect(res.statusCode).toBe(404);
  });

  it('answers PayPal 400 paypal_not_configured when the shop takes cards through Stripe and has no PayPal', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/checkout/paypal/create-order', payload: { order_id: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'PayPal is not available right now. Please pay by card.', code: 'paypal_not_configured' });
  });
});
