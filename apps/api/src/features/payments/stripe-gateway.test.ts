import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentInput, PaymentGateway } from './gateway.js';
import { createStripeClient } from './stripe-client.js';
import { createStripeGateway } from './stripe-gateway.js';
import { decodeStripeForm } from '../../../test/fakes/fake-server.js';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake.js';

let fake: StripeFake;
let gateway: PaymentGateway;
let keys = 0;

const intent = (over: Partial<CreatePaymentIntentInput> = {}): CreatePaymentIntentInput => ({
  amountMinor: 4599,
  currency: 'USD',
  idempotencyKey: `order:1:pay:${++keys}`,
  orderId: 1,
  customerEmail: 'shopper@example.com',
  paymentMethodId: 'pm_card_visa',
  confirm: true,
  ...over,
});

beforeAll(async () => {
  fake = await startStripeFake();
  gateway = createStripeGateway(createStripeClient({ secretKey: fake.secretKey, apiBase: fake.url }));
});
afterAll(() => fake.close());

describe('the Stripe gateway (PaymentIntents against a local Stripe)', () => {
  it('charges a good card in minor units, lower-case currency, with the order id and the caller key', async () => {
    const before = fake.requests.length;
    const result = await gateway.createPaymentIntent(intent({ idempotencyKey: 'order:7:pay:1', orderId: 7, paymentId: 70, currency: 'CAD' }));
    expect(result).toMatchObject({ ok: true, status: 'succeeded', paymentMethodRef: 'pm_card_visa' });
    const sent = fake.requests.slice(before).find((r) => r.path === '/v1/payment_intents');
    expect(sent?.headers['idempotency-key']).toBe('order:7:pay:1');
    expect(decodeStripeForm(sent?.body ?? '')).toMatchObject({ amount: '4599', currency: 'cad', confirm: 'true', metadata: { order_id: '7', payment_id: '70' } });
    const stored = result.ok ? fake.paymentIntents.get(result.providerRef) : undefined;
    expect(stored).toMatchObject({ status: 'succeeded', amount_received: 4599 });
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
  ])('refuses %s with the provider message and names the intent', async (pm, message) => {
    const result = await gateway.createPaymentIntent(intent({ paymentMethodId: pm }));
    expect(result).toMatchObject({ ok: false, code: 'card_declined', message });
    const ref = !result.ok ? result.providerRef : undefined;
    expect(ref && fake.paymentIntents.get(ref)?.status).toBe('requires_payment_method');
  });

  it('answers requires_action with a client secret for 3-D Secure, then reports the outcome', async () => {
    const result = await gateway.createPaymentIntent(intent({ paymentMethodId: 'pm_card_authenticationRequired' }));
    if (!result.ok) throw new Error(result.message);
    expect(result.status).toBe('requires_action');
    expect(result.clientSecret).toMatch(new RegExp(`^${result.providerRef}_secret_`));
    fake.completeAction(result.providerRef);
    expect(await gateway.retrievePayment(result.providerRef)).toMatchObject({ ok: true, status: 'succeeded', amountMinor: 4599, currency: 'USD' });
  });

  it('creates one PaymentIntent for a key sent twice and answers the same intent', async () => {
    const input = intent();
    const count = fake.paymentIntents.size;
    const first = await gateway.createPaymentIntent(input);
    const second = await gateway.createPaymentIntent(input);
    expect(fake.paymentIntents.size).toBe(count + 1);
    expect(second).toEqual(first);
    expect(fake.requests.at(-1)?.headers['idempotency-key']).toBe(input.idempotencyKey);
  });

  it('refuses a key reused with another amount instead of charging again', async () => {
    const input = intent();
    await gateway.createPaymentIntent(input);
    const count = fake.paymentIntents.size;
    const other = await gateway.createPaymentIntent({ ...input, amountMinor: 9999 });
    expect(other).toMatchObject({ ok: false, code: 'provider_error' });
    expect(fake.paymentIntents.size).toBe(count);
  });

  it('replays a decline for the same key without a second attempt at the card', async () => {
    const input = intent({ paymentMethodId: 'pm_card_chargeDeclined' });
    const count = fake.paymentIntents.size;
    const first = await gateway.createPaymentIntent(input);
    expect(await gateway.createPaymentIntent(input)).toEqual(first);
    expect(fake.paymentIntents.size).toBe(count + 1);
  });

  it('creates without confirming, then confirms with a card', async () => {
    const created = await gateway.createPaymentIntent(intent({ paymentMethodId: undefined, confirm: false }));
    if (!created.ok) throw new Error(created.message);
    expect(created.status).toBe('requires_payment_method');
    const confirmed = await gateway.confirmPaymentIntent(created.providerRef, { paymentMethodId: 'pm_card_mastercard', idempotencyKey: `${created.providerRef}:confirm` });
    expect(confirmed).toMatchObject({ ok: true, status: 'succeeded', providerRef: created.providerRef });
  });

  it('refuses an unknown payment method with the provider message', async () => {
    expect(await gateway.createPaymentIntent(intent({ paymentMethodId: 'pm_nope' }))).toMatchObject({
      ok: false,
      code: 'invalid_payment_method',
      message: "No such PaymentMethod: 'pm_nope'",
    });
  });

  it('retrieves an intent, and reports an unknown one as not found', async () => {
    const created = await gateway.createPaymentIntent(intent({ amountMinor: 1250, currency: 'CAD' }));
    if (!created.ok) throw new Error(created.message);
    expect(await gateway.retrievePayment(created.providerRef)).toMatchObject({ ok: true, status: 'succeeded', amountMinor: 1250, currency: 'CAD' });
    expect(await gateway.retrievePayment('pi_missing')).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('refunds in parts, once per key, and refuses more than is left', async () => {
    const created = await gateway.createPaymentIntent(intent({ amountMinor: 5000 }));
    if (!created.ok) throw new Error(created.message);
    const chargeId = fake.paymentIntents.get(created.providerRef)?.latest_charge ?? '';
    const first = await gateway.refund(created.providerRef, 2000, 'refund:1');
    expect(first).toMatchObject({ ok: true, status: 'succeeded', amountMinor: 2000 });
    expect(await gateway.refund(created.providerRef, 2000, 'refund:1')).toEqual(first);
    expect(fake.charges.get(chargeId)?.amount_refunded).toBe(2000);
    expect(await gateway.refund(created.providerRef, 3001, 'refund:2')).toMatchObject({ ok: false, code: 'refund_refused', message: expect.stringContaining('greater than unrefunded') });
    expect(await gateway.refund(created.providerRef, 3000, 'refund:3')).toMatchObject({ ok: true });
    expect(fake.charges.get(chargeId)).toMatchObject({ amount_refunded: 5000, refunded: true });
  });

  it('charges a plan fee, saving the card to a customer when asked', async () => {
    const result = await gateway.charge({
      amountMinor: 9900,
      currency: 'USD',
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: 'signup-plan:abc',
      description: 'Scholar website fee',
      customerEmail: 'scholar@example.com',
      savePaymentMethod: true,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.customerRef).toMatch(/^cus_/);
    expect(fake.paymentIntents.get(result.providerRef)).toMatchObject({ customer: result.customerRef, setup_future_usage: 'off_session' });
  });

  it('names a saved card by its brand and last four digits, and says nothing for an unknown one', async () => {
    const body = new URLSearchParams({ key: fake.publishableKey, type: 'card', 'card[number]': '5555555555554444', 'card[exp_month]': '12', 'card[exp_year]': '2030', 'card[cvc]': '123' });
    const created = (await (await fetch(`${fake.url}/v1/payment_methods`, { method: 'POST', body })).json()) as { id: string };
    expect(await gateway.describeCard(created.id)).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(await gateway.describeCard('pm_doesnotexist')).toBeNull();
  });

  it('refuses an off-session charge that needs authentication with the provider message', async () => {
    const result = await gateway.charge({
      amountMinor: 9900,
      currency: 'USD',
      paymentMethodId: 'pm_card_authenticationRequired',
      idempotencyKey: 'plan-renewal:1',
      description: 'Renewal',
      offSession: true,
    });
    expect(result).toEqual({ ok: false, code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' });
  });

  it('hides configuration problems behind a neutral message', async () => {
    const wrongKey = createStripeGateway(createStripeClient({ secretKey: 'sk_test_wrong', apiBase: fake.url }));
    const result = await wrongKey.createPaymentIntent(intent());
    expect(result).toMatchObject({ ok: false, code: 'provider_error' });
    expect(!result.ok && result.message).not.toMatch(/API Key/i);
  });
});

describe('the Stripe gateway saves a card without charging it (SetupIntents against a local Stripe)', () => {
  const setup = (pm: string, extra: { customerRef?: string } = {}) =>
    gateway.createSetup({ paymentMethodId: pm, customerEmail: 'member@example.com', idempotencyKey: `autoship:9:card:${++keys}`, metadata: { subscription_id: '9', user_id: '4' }, ...extra });

  it('confirms an off-session SetupIntent on a new customer with the caller key and the metadata', async () => {
    const before = fake.requests.length;
    const result = await setup('pm_card_visa');
    expect(result).toMatchObject({ ok: true, status: 'succeeded', paymentMethodRef: 'pm_card_visa', metadata: { subscription_id: '9', user_id: '4' } });
    const sent = fake.requests.slice(before).find((r) => r.path === '/v1/setup_intents');
    expect(sent?.headers['idempotency-key']).toMatch(/^autoship:9:card:/);
    expect(decodeStripeForm(sent?.body ?? '')).toMatchObject({ confirm: 'true', usage: 'off_session', payment_method: 'pm_card_visa' });
    const stored = result.ok ? fake.setupIntents.get(result.setupRef) : undefined;
    expect(stored?.customer).toMatch(/^cus_/);
    expect(result.ok && result.customerRef).toBe(stored?.customer);
  });

  it('keeps the customer it is given', async () => {
    const first = await setup('pm_card_visa');
    const customerRef = first.ok ? (first.customerRef ?? undefined) : undefined;
    const second = await setup('pm_card_mastercard', customerRef ? { customerRef } : {});
    expect(second).toMatchObject({ ok: true, status: 'succeeded', customerRef });
  });

  it('answers requires_action with a client secret for 3-D Secure, then reads the outcome', async () => {
    const result = await setup('pm_card_authenticationRequired');
    if (!result.ok) throw new Error(result.message);
    expect(result.status).toBe('requires_action');
    expect(result.clientSecret).toMatch(new RegExp(`^${result.setupRef}_secret_`));
    expect(await gateway.retrieveSetup(result.setupRef)).toMatchObject({ ok: true, status: 'requires_action' });
    fake.completeSetupAction(result.setupRef);
    expect(await gateway.retrieveSetup(result.setupRef)).toMatchObject({ ok: true, status: 'succeeded', paymentMethodRef: 'pm_card_authenticationRequired', metadata: { subscription_id: '9' } });
    const failed = await setup('pm_card_authenticationRequired');
    if (!failed.ok) throw new Error(failed.message);
    fake.completeSetupAction(failed.setupRef, false);
    expect(await gateway.retrieveSetup(failed.setupRef)).toMatchObject({ ok: true, status: 'requires_payment_method', message: 'The provided PaymentMethod has failed authentication.' });
  });

  it('refuses a declined card with the provider message and an unknown setup as not found', async () => {
    expect(await setup('pm_card_chargeDeclined')).toMatchObject({ ok: false, code: 'card_declined', message: 'Your card was declined.' });
    expect(await gateway.retrieveSetup('seti_unknown')).toMatchObject({ ok: false, code: 'not_found' });
  });
});
