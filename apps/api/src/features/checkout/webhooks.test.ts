import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake.js';
import { accessCookies, orderPayload, orderRow, payByCard, paymentsOf, postOrder, productId, quoteWithShipping, redemptionOf } from '../../../test/orders-helpers.js';
import { createPaymentsTestApp, providerEnv, stripeWebhookSecret, type PaymentsTestApp } from '../../../test/payments-helpers.js';

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

const seconds = () => Math.floor(t.clock.now().getTime() / 1000);

function postWebhook(event: object) {
  const { payload, header } = fake.sign(event, stripeWebhookSecret, seconds());
  return t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}

/** A guest order with the first-order coupon whose Stripe payment waits for 3-D Secure. */
async function orderAwaitingAuthentication() {
  const spec = { lines: [{ productId: product, quantity: 1 }], couponCode: '10OFF' };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec);
  const placed = await postOrder(t.app, orderPayload(quote, spec, { email: `hook-${randomUUID().slice(0, 8)}@example.com` }));
  const id = placed.json().data.order.id as number;
  const res = await payByCard(t.app, id, 'pm_card_authenticationRequired', { cookies: accessCookies(placed) });
  expect(res.statusCode).toBe(402);
  const [payment] = await paymentsOf(t.handle.db, id);
  if (!payment?.providerRef) throw new Error('no intent');
  return { id, payment, piId: payment.providerRef, cookies: accessCookies(placed) };
}

async function eventsOf(orderId: number) {
  return t.handle.db.select().from(schema.orderStatusEvents).where(eq(schema.orderStatusEvents.orderId, orderId));
}

describe('Stripe webhooks move the order with its payment, exactly once', () => {
  it('marks the order paid when the authenticated payment succeeds; the replayed event changes nothing', async () => {
    const { id, payment, piId } = await orderAwaitingAuthentication();
    expect(payment).toMatchObject({ provider: 'stripe', status: 'requires_action' });
    expect(await orderRow(t.handle.db, id)).toMatchObject({ status: 'Pending', paymentStatus: 'requires_action' });

    const event = fake.event('payment_intent.succeeded', fake.completeAction(piId));
    expect((await postWebhook(event)).json()).toEqual({ received: true, status: 'applied' });
    const paid = await orderRow(t.handle.db, id);
    expect(paid).toMatchObject({ status: 'Processing', paymentStatus: 'paid' });
    expect((await redemptionOf(t.handle.db, id))?.status).toBe('redeemed');
    const events = await eventsOf(id);

    t.clock.advance(30_000);
    expect((await postWebhook(event)).json()).toEqual({ received: true, status: 'duplicate' });
    expect(await eventsOf(id)).toHaveLength(events.length);
    expect((await orderRow(t.handle.db, id)).updatedAt).toEqual(paid.updatedAt);
    // A second delivery of the same fact under a new event id is applied to nothing new either.
    expect((await postWebhook(fake.event('payment_intent.succeeded', fake.paymentIntents.get(piId) ?? {}))).json()).toEqual({ received: true, status: 'applied' });
    expect(await eventsOf(id)).toHaveLength(events.length);
  });

  it('pays the order once when twelve deliveries of the success and the shopper\'s own call arrive at once', async () => {
    const { id, payment, piId, cookies } = await orderAwaitingAuthentication();
    const succeeded = fake.completeAction(piId);
    // Each delivery under its own event id, so that each one reaches the payment's lock (with its
    // order's, in one statement) rather than stopping at the event's own record.
    const deliveries = Array.from({ length: 12 }, () => postWebhook(fake.event('payment_intent.succeeded', succeeded)));
    const shopper = t.app.inject({
      method: 'POST',
      url: '/api/process-payment',
      payload: { order_id: id, authorization_key: 'pm_card_authenticationRequired', payment_reference: piId },
      headers: { 'idempotency-key': randomUUID() },
      cookies,
    });
    const answers = await Promise.all([...deliveries, shopper]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 13 }, () => 200));

    expect(await orderRow(t.handle.db, id)).toMatchObject({ status: 'Processing', paymentStatus: 'paid' });
    expect((await paymentsOf(t.handle.db, id)).map((p) => [p.id, p.status])).toEqual([[payment.id, 'succeeded']]);
    const paidEvents = (await eventsOf(id)).filter((e) => e.field === 'payment_status' && e.toStatus === 'paid');
    expect(paidEvents).toHaveLength(1);
    const { email } = await orderRow(t.handle.db, id);
    const confirmations = await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, email));
    expect(confirmations.filter((m) => m.template === 'order_confirmed')).toHaveLength(1);
    expect((await redemptionOf(t.handle.db, id))?.status).toBe('redeemed');
  });

  it('gives the coupon back when the bank refuses the authentication, and the shopper can pay again', async () => {
    const { id, piId, cookies } = await orderAwaitingAuthentication();
    const failed = fake.completeAction(piId, false);
    expect((await postWebhook(fake.event('payment_intent.payment_failed', failed))).json()).toMatchObject({ status: 'applied' });
    expect(await orderRow(t.handle.db, id)).toMatchObject({ status: 'Pending', paymentStatus: 'failed' });
    expect((await redemptionOf(t.handle.db, id))?.status).toBe('released');
    const again = await payByCard(t.app, id, 'pm_card_visa', { cookies });
    expect(again.statusCode).toBe(200);
    expect(await orderRow(t.handle.db, id)).toMatchObject({ status: 'Processing', paymentStatus: 'paid' });
    expect((await redemptionOf(t.handle.db, id))?.status).toBe('redeemed');
    expect((await paymentsOf(t.handle.db, id)).map((p) => p.status)).toEqual(['failed', 'succeeded']);
  });
});
