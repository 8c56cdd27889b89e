import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardPayment, type CardPaymentInput } from './card-payments.js';
import { createStripeClient } from './stripe-client.js';
import { createStripeGateway } from './stripe-gateway.js';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake.js';
import { createPaymentsTestApp, insertOrder, paymentById, providerEnv, type PaymentsTestApp } from '../../../test/payments-helpers.js';

let fake: StripeFake;
let t: PaymentsTestApp;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createPaymentsTestApp(providerEnv({ stripe: fake }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function pay(over: Partial<CardPaymentInput> = {}) {
  const orderId = over.orderId ?? (await insertOrder(t.handle.db, over.amountMinor ?? 8800));
  return startCardPayment(t.deps, { orderId, amountMinor: 8800, currency: 'USD', customerEmail: 'shopper@example.com', paymentMethodId: 'pm_card_visa', attempt: 1, ...over });
}

describe('startCardPayment (an order paid by card through Stripe)', () => {
  it('records the payment under the attempt key and marks it succeeded', async () => {
    const { payment, result } = await pay();
    expect(result).toMatchObject({ ok: true, status: 'succeeded' });
    expect(payment).toMatchObject({ provider: 'stripe', method: 'card', status: 'succeeded', amountMinor: 8800, idempotencyKey: `order:${payment.orderId}:pay:1` });
    expect(fake.paymentIntents.get(payment.providerRef ?? '')?.metadata).toEqual({ order_id: String(payment.orderId), payment_id: String(payment.id) });
  });

  it('answers a repeated attempt from the payment, without asking Stripe again', async () => {
    const first = await pay();
    const requests = fake.requests.length;
    const again = await pay({ orderId: first.payment.orderId ?? 0 });
    expect(again.result).toEqual({ ok: true, providerRef: first.payment.providerRef, status: 'succeeded' });
    expect(fake.requests.length).toBe(requests);
  });

  it('records a decline with the provider message; the same attempt stays declined, a new card is a new attempt', async () => {
    const declined = await pay({ paymentMethodId: 'pm_card_chargeDeclined' });
    expect(declined.result).toMatchObject({ ok: false, code: 'card_declined', message: 'Your card was declined.' });
    expect(declined.payment).toMatchObject({ status: 'failed', failureCode: 'card_declined', failureMessage: 'Your card was declined.' });
    const orderId = declined.payment.orderId ?? 0;
    const requests = fake.requests.length;
    expect((await pay({ orderId, paymentMethodId: 'pm_card_chargeDeclined' })).result).toMatchObject({ ok: false, message: 'Your card was declined.' });
    expect(fake.requests.length).toBe(requests);
    const second = await pay({ orderId, attempt: 2 });
    expect(second.payment).toMatchObject({ status: 'succeeded', idempotencyKey: `order:${orderId}:pay:2` });
  });

  it('keeps a payment that needs 3-D Secure open and hands out the client secret', async () => {
    const { payment, result } = await pay({ paymentMethodId: 'pm_card_authenticationRequired' });
    expect(payment.status).toBe('requires_action');
    expect(result).toMatchObject({ ok: true, status: 'requires_action', clientSecret: expect.stringContaining('_secret_') });
  });

  it('closes an attempt whose payment method Stripe does not know', async () => {
    const { payment, result } = await pay({ paymentMethodId: 'pm_unknown' });
    expect(result).toMatchObject({ ok: false, code: 'invalid_payment_method' });
    expect(payment).toMatchObject({ status: 'failed', providerRef: null });
  });

  it('refuses the same attempt with another amount, without calling Stripe', async () => {
    const first = await pay();
    const requests = fake.requests.length;
    const other = await pay({ orderId: first.payment.orderId ?? 0, amountMinor: 100 });
    expect(other.result).toMatchObject({ ok: false, code: 'provider_error' });
    expect(fake.requests.length).toBe(requests);
  });

  it('leaves the payment pending when Stripe cannot be reached, so a retry replays the same key', async () => {
    const closed = await startStripeFake();
    await closed.close();
    const offline = { ...t.deps, payments: createStripeGateway(createStripeClient({ secretKey: 'sk_test_fake', apiBase: closed.url })) };
    const orderId = await insertOrder(t.handle.db, 8800);
    const input = { orderId, amountMinor: 8800, currency: 'USD' as const, customerEmail: 'a@b.c', paymentMethodId: 'pm_card_visa', attempt: 1 };
    const { payment, result } = await startCardPayment(offline, input);
    expect(result).toMatchObject({ ok: false, code: 'provider_error' });
    expect(await paymentById(t.handle.db, payment.id)).toMatchObject({ status: 'pending', providerRef: null });
    const retried = await startCardPayment(t.deps, input);
    expect(retried.payment).toMatchObject({ id: payment.id, status: 'succeeded' });
    expect(fake.requests.at(-1)?.headers['idempotency-key']).toBe(`order:${orderId}:pay:1`);
  });
});
