import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../src/features/payments/stripe-client.js';
import { startStripeFake, type StripeFake } from './stripe-fake.js';

// The fake's side for Stripe.js in a browser: what the journeys' stand-in of Stripe.js calls.

let fake: StripeFake;
const stripe = () => createStripeClient({ secretKey: fake.secretKey, apiBase: fake.url });

beforeAll(async () => {
  fake = await startStripeFake('sk_test_fake', { publishableKey: 'pk_test_browser' });
});
afterAll(() => fake.close());

/** A call as Stripe.js makes it: form-encoded, the publishable key as `key`. */
async function browserCall(method: 'GET' | 'POST', path: string, params: Record<string, string>, key = fake.publishableKey) {
  const query = new URLSearchParams({ key, ...params }).toString();
  const response =
    method === 'GET'
      ? await fetch(`${fake.url}${path}?${query}`)
      : await fetch(`${fake.url}${path}`, { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query });
  return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: (await response.json()) as Record<string, unknown> & { error?: { code?: string; message: string } } };
}

const card = (number: string, over: Record<string, string> = {}) => ({
  type: 'card',
  'card[number]': number,
  'card[exp_month]': '12',
  'card[exp_year]': String(new Date().getUTCFullYear() + 2),
  'card[cvc]': '123',
  'billing_details[name]': 'Gina Guest',
  ...over,
});

describe('the Stripe fake, for Stripe.js in a browser', () => {
  it('creates a card payment method from a test number, with the CORS header; the server then charges it', async () => {
    const created = await browserCall('POST', '/v1/payment_methods', card('4242 4242 4242 4242'));
    expect(created.status).toBe(200);
    expect(created.cors).toBe('*');
    expect(created.body).toMatchObject({ object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' }, billing_details: { name: 'Gina Guest' } });
    const pm = String(created.body.id);
    expect(pm).toMatch(/^pm_/);

    const pi = await stripe().paymentIntents.create({ amount: 12600, currency: 'usd', payment_method: pm, confirm: true, metadata: { order_id: '5' } });
    expect(pi).toMatchObject({ status: 'succeeded', amount_received: 12600, payment_method: pm });
  });

  it('a created declined card is refused when charged, with Stripe’s message', async () => {
    const created = await browserCall('POST', '/v1/payment_methods', card('4000000000000002'));
    const failure = await stripe()
      .paymentIntents.create({ amount: 5000, currency: 'usd', payment_method: String(created.body.id), confirm: true })
      .then(() => null, (err: { code?: string; message?: string }) => err);
    expect(failure).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
  });

  it('refuses a live card number, a past expiry and a wrong or missing publishable key', async () => {
    expect((await browserCall('POST', '/v1/payment_methods', card('4111111111111111'))).body.error).toMatchObject({ code: 'card_declined', message: expect.stringContaining('non test (live) card') });
    expect((await browserCall('POST', '/v1/payment_methods', card('4242424242424242', { 'card[exp_year]': '2001' }))).body.error?.code).toBe('invalid_expiry_year');
    const wrongKey = await browserCall('POST', '/v1/payment_methods', card('4242424242424242'), 'pk_test_other');
    expect(wrongKey.status).toBe(401);
    const secretOnly = await browserCall('POST', '/v1/refunds', { payment_intent: 'pi_x' });
    expect(secretOnly.status).toBe(401);
    expect(secretOnly.body.error?.message).toMatch(/publishable API key/);
  });

  it('reads and confirms an intent with its client secret only, hiding its metadata', async () => {
    const pi = await stripe().paymentIntents.create({ amount: 2500, currency: 'cad', metadata: { order_id: '9' } });
    const secret = pi.client_secret ?? '';
    expect((await browserCall('GET', `/v1/payment_intents/${pi.id}`, { client_secret: 'pi_other_secret_x' })).status).toBe(400);
    const read = await browserCall('GET', `/v1/payment_intents/${pi.id}`, { client_secret: secret });
    expect(read.body).toMatchObject({ id: pi.id, status: 'requires_payment_method', amount: 2500, currency: 'cad' });
    expect(read.body).not.toHaveProperty('metadata');

    const pm = String((await browserCall('POST', '/v1/payment_methods', card('5555555555554444'))).body.id);
    const confirmed = await browserCall('POST', `/v1/payment_intents/${pi.id}/confirm`, { client_secret: secret, payment_method: pm });
    expect(confirmed.body).toMatchObject({ id: pi.id, status: 'succeeded' });
  });

  it('answers the 3-D Secure test page: Complete succeeds the intent, Fail asks for another card', async () => {
    const challenged = async () => {
      const pm = String((await browserCall('POST', '/v1/payment_methods', card('4000002500003155'))).body.id);
      const pi = await stripe().paymentIntents.create({ amount: 3000, currency: 'usd', payment_method: pm, confirm: true });
      expect(pi.status).toBe('requires_action');
      return pi;
    };
    const answer = (id: string, secret: string, outcome: string) =>
      fetch(`${fake.url}/3d_secure_2/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment_intent: id, client_secret: secret, outcome }).toString(),
      });

    const passed = await challenged();
    expect((await answer(passed.id, 'wrong', 'complete')).status).toBe(400);
    expect(await (await answer(passed.id, passed.client_secret ?? '', 'complete')).json()).toMatchObject({ status: 'succeeded' });
    expect((await stripe().paymentIntents.retrieve(passed.id)).status).toBe('succeeded');
    // Answered once: there is no challenge left.
    expect((await answer(passed.id, passed.client_secret ?? '', 'complete')).status).toBe(400);

    const failed = await challenged();
    await answer(failed.id, failed.client_secret ?? '', 'fail');
    expect(await stripe().paymentIntents.retrieve(failed.id)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } });
  });

  it('lists intents newest first for the secret key', async () => {
    const a = await stripe().paymentIntents.create({ amount: 1000, currency: 'usd', metadata: { order_id: 'list-a' } });
    const b = await stripe().paymentIntents.create({ amount: 2000, currency: 'usd', metadata: { order_id: 'list-b' } });
    const listed = await stripe().paymentIntents.list({ limit: 2 });
    expect(listed.data.map((pi) => pi.id)).toEqual([b.id, a.id]);
    expect(listed.has_more).toBe(true);
  });
});
