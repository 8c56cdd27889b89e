import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { authenticationFailedMessage } from '../payments/test-gateway.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { accessCookies, orderPayload, orderRow, paymentsOf, postOrder, productId, quoteWithShipping, redemptionOf } from '../../../test/orders-helpers.js';

// 3-D Secure on the checkout's card payment with the built-in test gateway: process-payment
// answers 402 authentication_required with the intent's client secret, the browser runs the
// challenge (POST test-gateway/authenticate stands in for the bank's page), then calls again
// naming the payment; the order is paid exactly once, or the bank's refusal ends the attempt.

let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
});
afterAll(() => t.close());

interface Challenge {
  client_secret: string;
  payment_reference: string;
}

/** A placed guest order with the first-order coupon, and its browser's cookies. */
async function placedOrder() {
  const spec = { lines: [{ productId: product, quantity: 1 }], couponCode: '10OFF' };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec);
  const res = await postOrder(t.app, orderPayload(quote, spec, { email: `sca-${randomUUID().slice(0, 8)}@example.com` }));
  if (res.statusCode !== 201) throw new Error(res.body);
  return { id: res.json().data.order.id as number, cookies: accessCookies(res) };
}

function pay(order: { id: number; cookies: Record<string, string> }, pm: string, opts: { reference?: string; key?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/process-payment',
    payload: { order_id: order.id, authorization_key: pm, ...(opts.reference ? { payment_reference: opts.reference } : {}) },
    headers: { 'idempotency-key': opts.key ?? randomUUID() },
    cookies: order.cookies,
  });
}

function authenticate(clientSecret: string, outcome: string) {
  return t.app.inject({ method: 'POST', url: '/api/test-gateway/authenticate', payload: { client_secret: clientSecret, outcome } });
}

/** An order whose card payment waits for 3-D Secure, with the challenge the 402 handed out. */
async function orderAwaitingChallenge() {
  const order = await placedOrder();
  const key = randomUUID();
  const res = await pay(order, 'pm_card_authenticationRequired', { key });
  expect(res.statusCode).toBe(402);
  const body = res.json() as { error: string; code: string; details: Challenge };
  return { order, key, body, challenge: body.details };
}

async function paidEvents(orderId: number) {
  const events = schema.orderStatusEvents;
  return t.handle.db.select().from(events).where(and(eq(events.orderId, orderId), eq(events.field, 'payment_status'), eq(events.toStatus, 'paid')));
}

describe('POST process-payment with a card that needs 3-D Secure (test gateway)', () => {
  it('answers 402 authentication_required with the client secret; the payment stays open under its attempt', async () => {
    const intents = t.payments.intents.size;
    const { order, key, body, challenge } = await orderAwaitingChallenge();
    expect(body).toMatchObject({ code: 'authentication_required', error: expect.stringContaining('3-D Secure') });
    const [payment] = await paymentsOf(t.handle.db, order.id);
    expect(payment).toMatchObject({ status: 'requires_action', idempotencyKey: `order:${order.id}:pay:1` });
    expect(challenge).toEqual({ client_secret: t.payments.intents.get(payment?.providerRef ?? '')?.clientSecret, payment_reference: payment?.providerRef });
    expect(t.payments.intents.size).toBe(intents + 1);
    expect(await orderRow(t.handle.db, order.id)).toMatchObject({ status: 'Pending', paymentStatus: 'requires_action' });
    // The same request again gets the same answer, challenge included.
    const replay = await pay(order, 'pm_card_authenticationRequired', { key });
    expect(replay.statusCode).toBe(402);
    expect(replay.json()).toEqual(body);
  });

  it('pays the order once after a passed challenge; later calls answer paid and charge nothing', async () => {
    const { order, challenge } = await orderAwaitingChallenge();
    const passed = await authenticate(challenge.client_secret, 'pass');
    expect(passed.json()).toEqual({ success: true, status: 'succeeded' });

    const paid = await pay(order, 'pm_card_authenticationRequired', { reference: challenge.payment_reference });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ success: true, data: { order_id: order.id, payment_status: 'paid', transaction_id: challenge.payment_reference } });
    expect(await orderRow(t.handle.db, order.id)).toMatchObject({ status: 'Processing', paymentStatus: 'paid' });
    expect((await redemptionOf(t.handle.db, order.id))?.status).toBe('redeemed');

    const intents = t.payments.intents.size;
    for (const again of [await pay(order, 'pm_card_authenticationRequired', { reference: challenge.payment_reference }), await pay(order, 'pm_card_visa')]) {
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ data: { payment_status: 'paid', transaction_id: challenge.payment_reference } });
    }
    expect(t.payments.intents.size).toBe(intents);
    expect((await paymentsOf(t.handle.db, order.id)).map((p) => p.status)).toEqual(['succeeded']);
    expect(await paidEvents(order.id)).toHaveLength(1);
    const late = await authenticate(challenge.client_secret, 'pass');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'This payment is not waiting for a verification.', code: 'not_awaiting_authentication' });
  });

  it("answers a failed challenge 402 with the bank's message and ends the attempt; another card then pays", async () => {
    const { order, challenge } = await orderAwaitingChallenge();
    expect((await authenticate(challenge.client_secret, 'fail')).json()).toEqual({ success: true, status: 'requires_payment_method' });

    const refused = await pay(order, 'pm_card_authenticationRequired', { reference: challenge.payment_reference });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ code: 'authentication_failed', error: authenticationFailedMessage });
    expect(await paymentsOf(t.handle.db, order.id)).toMatchObject([{ status: 'failed', failureMessage: authenticationFailedMessage }]);
    expect(await orderRow(t.handle.db, order.id)).toMatchObject({ status: 'Pending', paymentStatus: 'failed' });
    expect((await redemptionOf(t.handle.db, order.id))?.status).toBe('released');
    // Naming the refused payment again repeats the refusal; it never starts another payment.
    expect((await pay(order, 'pm_card_authenticationRequired', { reference: challenge.payment_reference })).json()).toMatchObject({ code: 'authentication_failed' });

    const paid = await pay(order, 'pm_card_visa');
    expect(paid.statusCode).toBe(200);
    const payments = await paymentsOf(t.handle.db, order.id);
    expect(payments.map((p) => [p.status, p.idempotencyKey])).toEqual([
      ['failed', `order:${order.id}:pay:1`],
      ['succeeded', `order:${order.id}:pay:2`],
    ]);
    expect(paid.json().data.transaction_id).toBe(payments[1]?.providerRef);
    expect((await redemptionOf(t.handle.db, order.id))?.status).toBe('redeemed');
  });

  it('lets the same card try the challenge again after a failed one, as a new attempt', async () => {
    const { order, challenge } = await orderAwaitingChallenge();
    await authenticate(challenge.client_secret, 'fail');
    // No follow-up came (the browser went away): the next Place Order finds the refusal first.
    const again = await pay(order, 'pm_card_authenticationRequired');
    expect(again.statusCode).toBe(402);
    const second = again.json().details as Challenge;
    expect(second.client_secret).not.toBe(challenge.client_secret);
    await authenticate(second.client_secret, 'pass');
    expect((await pay(order, 'pm_card_authenticationRequired', { reference: second.payment_reference })).statusCode).toBe(200);
    expect((await paymentsOf(t.handle.db, order.id)).map((p) => p.status)).toEqual(['failed', 'succeeded']);
  });

  it('hands out the same challenge to a second call while the first waits, without a second intent', async () => {
    const { order, challenge } = await orderAwaitingChallenge();
    const intents = t.payments.intents.size;
    const [double, named] = [await pay(order, 'pm_card_authenticationRequired'), await pay(order, 'pm_card_authenticationRequired', { reference: challenge.payment_reference })];
    for (const res of [double, named]) {
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: 'authentication_required', details: challenge });
    }
    expect(t.payments.intents.size).toBe(intents);
    expect(await paymentsOf(t.handle.db, order.id)).toHaveLength(1);

    // Two follow-ups racing after the challenge settle the order once.
    await authenticate(challenge.client_secret, 'pass');
    const raced = await Promise.all([1, 2].map(() => pay(order, 'pm_card_authenticationRequired', { reference: challenge.payment_reference })));
    expect(raced.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await paidEvents(order.id)).toHaveLength(1);
    expect(t.payments.intents.size).toBe(intents);
  });

  it('confirms the waiting intent with another card entered instead of finishing the challenge: one payment', async () => {
    const { order, challenge } = await orderAwaitingChallenge();
    const intents = t.payments.intents.size;
    const declined = await pay(order, 'pm_card_chargeDeclined');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'card_declined', error: 'Your card was declined.' });
    // The declined card ended that payment: the challenge handed out before can no longer pay.
    expect((await authenticate(challenge.client_secret, 'pass')).statusCode).toBe(409);

    const next = await orderAwaitingChallenge();
    const paid = await pay(next.order, 'pm_card_visa');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.transaction_id).toBe(next.challenge.payment_reference);
    expect(await paymentsOf(t.handle.db, next.order.id)).toMatchObject([{ status: 'succeeded', raw: { paymentMethodId: 'pm_card_visa', cardChanges: 1 } }]);
    expect(t.payments.intents.size).toBe(intents + 1);
    expect((await authenticate(next.challenge.client_secret, 'pass')).statusCode).toBe(409);
  });

  it('refuses a payment reference that is not one of the order’s card payments', async () => {
    const { order } = await orderAwaitingChallenge();
    const other = await orderAwaitingChallenge();
    const res = await pay(order, 'pm_card_authenticationRequired', { reference: other.challenge.payment_reference });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'unknown_payment', error: 'This payment was not found for this order.' });
  });
});

describe('POST test-gateway/authenticate', () => {
  it('checks its input, refuses an unknown secret, and is documented in the OpenAPI', async () => {
    expect((await authenticate('secret', 'maybe')).json()).toMatchObject({ code: 'validation_failed', error: "The outcome must be 'pass' or 'fail'" });
    expect((await authenticate('', 'pass')).statusCode).toBe(400);
    const unknown = await authenticate('test_pi_unknown_secret_x', 'pass');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'This payment was not found for this order.', code: 'not_found' });
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/test-gateway/authenticate');
  });
});
