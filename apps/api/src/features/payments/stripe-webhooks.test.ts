import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { applyPaymentEventToPayment } from './apply-payment-event.js';
import { startCardPayment } from './card-payments.js';
import type { ApplyPaymentEvent } from './payment-events.js';
import { paymentRoutes } from './routes.js';
import { registerErrorHandling } from '../../http/errors.js';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake.js';
import { createPaymentsTestApp, insertOrder, paymentById, providerEnv, stripeWebhookSecret, webhookRows, type PaymentsTestApp } from '../../../test/payments-helpers.js';

let fake: StripeFake;
let t: PaymentsTestApp;
let attempts = 0;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createPaymentsTestApp(providerEnv({ stripe: fake }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const seconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** An order whose card payment waits for 3-D Secure: the webhook decides it. */
async function awaitingPayment(totalMinor = 4200) {
  const orderId = await insertOrder(t.handle.db, totalMinor);
  const { payment, result } = await startCardPayment(t.deps, {
    orderId,
    amountMinor: totalMinor,
    currency: 'USD',
    customerEmail: 'shopper@example.com',
    paymentMethodId: 'pm_card_authenticationRequired',
    attempt: ++attempts,
  });
  if (!result.ok || !payment.providerRef) throw new Error('intent not created');
  return { orderId, payment, pi: fake.paymentIntents.get(payment.providerRef) ?? fake.completeAction('missing') };
}

function post(payload: string, header?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}) },
    payload,
  });
}

describe('POST payments/stripe/webhook', () => {
  it('refuses a bad or missing signature with 400 and records nothing', async () => {
    const { pi } = await awaitingPayment();
    const { payload } = fake.sign(fake.event('payment_intent.succeeded', pi), stripeWebhookSecret, seconds());
    const forged = fake.sign(JSON.parse(payload) as object, 'whsec_someone_else', seconds());
    const before = (await webhookRows(t.handle.db)).length;
    expect((await post(forged.payload, forged.header)).json()).toMatchObject({ code: 'invalid_signature' });
    expect((await post(payload)).statusCode).toBe(400);
    expect(await webhookRows(t.handle.db)).toHaveLength(before);
  });

  it('applies a genuine event once; the replay answers 200 and changes nothing', async () => {
    const { payment, pi } = await awaitingPayment();
    expect(payment.status).toBe('requires_action');
    const { payload, header } = fake.sign(fake.event('payment_intent.succeeded', fake.completeAction(pi.id)), stripeWebhookSecret, seconds());

    const first = await post(payload, header);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, status: 'applied' });
    const paid = await paymentById(t.handle.db, payment.id);
    expect(paid.status).toBe('succeeded');

    t.clock.advance(60_000);
    const replay = await post(payload, header);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, status: 'duplicate' });
    expect((await paymentById(t.handle.db, payment.id)).updatedAt).toEqual(paid.updatedAt);
    const id = JSON.parse(payload).id as string;
    expect((await webhookRows(t.handle.db)).filter((w) => w.eventId === id)).toHaveLength(1);
  });

  it('refuses a body changed after signing, and a signature older than five minutes', async () => {
    const { payment, pi } = await awaitingPayment();
    const { payload, header } = fake.sign(fake.event('payment_intent.succeeded', fake.completeAction(pi.id)), stripeWebhookSecret, seconds());
    expect((await post(payload.replace('"amount": 4200', '"amount": 1'), header)).statusCode).toBe(400);
    t.clock.advance(6 * 60_000);
    expect((await post(payload, header)).statusCode).toBe(400);
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('requires_action');
  });

  it('does not apply an event whose amount or currency differs from the payment, and flags it', async () => {
    const { payment, pi } = await awaitingPayment();
    for (const changed of [{ ...fake.completeAction(pi.id), amount: 1 }, { ...pi, currency: 'cad' }]) {
      const event = fake.event('payment_intent.succeeded', changed);
      const { payload, header } = fake.sign(event, stripeWebhookSecret, seconds());
      expect((await post(payload, header)).json()).toEqual({ received: true, status: 'rejected' });
      const [row] = await t.handle.db.select().from(schema.webhookEvents).where(eq(schema.webhookEvents.eventId, event.id));
      expect(row?.error).toMatch(/amount_mismatch|currency_mismatch/);
    }
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('requires_action');
  });

  it('records a failed payment with the provider message', async () => {
    const { payment, pi } = await awaitingPayment();
    const failed = fake.completeAction(pi.id, false);
    const { payload, header } = fake.sign(fake.event('payment_intent.payment_failed', failed), stripeWebhookSecret, seconds());
    expect((await post(payload, header)).json()).toMatchObject({ status: 'applied' });
    expect(await paymentById(t.handle.db, payment.id)).toMatchObject({ status: 'failed', failureMessage: 'The provided PaymentMethod has failed authentication.' });
  });

  it('finds the payment by its metadata when the webhook overtakes our own answer', async () => {
    const orderId = await insertOrder(t.handle.db, 3100);
    const [row] = await t.handle.db
      .insert(schema.payments)
      .values({ orderId, provider: 'stripe', method: 'card', amountMinor: 3100, currency: 'USD', idempotencyKey: `order:${orderId}:pay:1` })
      .returning();
    const created = await t.deps.payments.createPaymentIntent({ amountMinor: 3100, currency: 'USD', idempotencyKey: `order:${orderId}:pay:1`, orderId, customerEmail: 'a@b.c', paymentMethodId: 'pm_card_visa', confirm: true, paymentId: row?.id });
    const pi = created.ok ? fake.paymentIntents.get(created.providerRef) : undefined;
    const { payload, header } = fake.sign(fake.event('payment_intent.succeeded', pi ?? {}), stripeWebhookSecret, seconds());
    expect((await post(payload, header)).json()).toMatchObject({ status: 'applied' });
    expect(await paymentById(t.handle.db, row?.id ?? 0)).toMatchObject({ status: 'succeeded', providerRef: pi?.id });
  });

  it('records refunds from charge.refunded', async () => {
    const orderId = await insertOrder(t.handle.db, 5000);
    const { payment } = await startCardPayment(t.deps, { orderId, amountMinor: 5000, currency: 'USD', customerEmail: 'a@b.c', paymentMethodId: 'pm_card_visa', attempt: 1 });
    await t.deps.payments.refund(payment.providerRef ?? '', 1500, `refund:${payment.id}:1`);
    const charge = fake.charges.get(fake.paymentIntents.get(payment.providerRef ?? '')?.latest_charge ?? '');
    const { payload, header } = fake.sign(fake.event('charge.refunded', charge ?? {}), stripeWebhookSecret, seconds());
    expect((await post(payload, header)).json()).toMatchObject({ status: 'applied' });
    expect(await paymentById(t.handle.db, payment.id)).toMatchObject({ status: 'partially_refunded', refundedMinor: 1500 });
    // Made at the provider, not by the shop: recorded as a provider refund with its adjustment, once.
    const recorded = async () => ({
      refunds: await t.handle.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId)),
      adjustments: await t.handle.db.select().from(schema.orderAdjustments).where(eq(schema.orderAdjustments.orderId, orderId)),
    });
    expect((await recorded()).refunds).toEqual([expect.objectContaining({ reason: 'provider', status: 'succeeded', amountMinor: 1500 })]);
    expect((await recorded()).adjustments).toEqual([expect.objectContaining({ kind: 'refund', amountMinor: 1500 })]);
    const replay = fake.sign(fake.event('charge.refunded', charge ?? {}), stripeWebhookSecret, seconds());
    await post(replay.payload, replay.header);
    expect((await recorded()).refunds).toHaveLength(1);
    expect((await recorded()).adjustments).toHaveLength(1);
  });

  it('acknowledges event types the shop does not act on', async () => {
    const event = fake.event('customer.created', { id: 'cus_1', object: 'customer' });
    const { payload, header } = fake.sign(event, stripeWebhookSecret, seconds());
    expect((await post(payload, header)).json()).toEqual({ received: true, status: 'ignored' });
    const [row] = await t.handle.db.select().from(schema.webhookEvents).where(eq(schema.webhookEvents.eventId, event.id));
    expect(row?.processedAt).not.toBeNull();
  });

  it('keeps the raw body to this plugin: other JSON routes still get parsed bodies', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nobody@example.com', password: 'wrong-password' } });
    // Parsed and validated as JSON, then refused for the credentials (a Buffer would fail validation).
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Invalid email or password.');
  });

  it('answers 404 when no webhook secret is configured', async () => {
    const plain = await createPaymentsTestApp();
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('runs the plugged-in handler once per event, in the webhook transaction', async () => {
    const calls: string[] = [];
    const counting: ApplyPaymentEvent = async (tx, event, now) => {
      calls.push(event.eventId ?? '');
      return applyPaymentEventToPayment(tx, event, now);
    };
    const bare = Fastify({ logger: false });
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(bare);
    await bare.register(paymentRoutes(t.deps, { applyPaymentEvent: counting }), { prefix: '/api' });
    try {
      const { pi } = await awaitingPayment();
      const event = fake.event('payment_intent.succeeded', fake.completeAction(pi.id));
      const { payload, header } = fake.sign(event, stripeWebhookSecret, seconds());
      const send = () => bare.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
      expect((await send()).json()).toMatchObject({ status: 'applied' });
      expect((await send()).json()).toMatchObject({ status: 'duplicate' });
      expect(calls).toEqual([event.id]);
    } finally {
      await bare.close();
    }
  });

  it('leaves no trace of an event whose handler fails, so the provider can deliver it again', async () => {
    const failing: ApplyPaymentEvent = async () => {
      throw new Error('database went away');
    };
    const bare = Fastify({ logger: false });
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(bare);
    await bare.register(paymentRoutes(t.deps, { applyPaymentEvent: failing }), { prefix: '/api' });
    try {
      const { pi } = await awaitingPayment();
      const event = fake.event('payment_intent.succeeded', fake.completeAction(pi.id));
      const { payload, header } = fake.sign(event, stripeWebhookSecret, seconds());
      const res = await bare.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
      expect(res.statusCode).toBe(500);
      expect((await webhookRows(t.handle.db)).some((w) => w.eventId === event.id)).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
