import { describe, expect, it } from 'vitest';
import type { CreatePaymentIntentInput } from './gateway.js';
import { createTestGateway } from './test-gateway.js';

const intent = (over: Partial<CreatePaymentIntentInput> = {}): CreatePaymentIntentInput => ({
  amountMinor: 2599,
  currency: 'USD',
  idempotencyKey: `order:1:pay:${Math.random()}`,
  orderId: 1,
  customerEmail: 'shopper@example.com',
  paymentMethodId: 'pm_card_visa',
  confirm: true,
  ...over,
});

describe('the test gateway’s payment intents', () => {
  it('charges a good test card and remembers the intent', async () => {
    const gateway = createTestGateway();
    const result = await gateway.createPaymentIntent(intent({ currency: 'CAD' }));
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({ status: 'succeeded', providerRef: expect.stringMatching(/^test_pi_/) });
    expect(await gateway.retrievePayment(result.providerRef)).toMatchObject({ ok: true, status: 'succeeded', amountMinor: 2599, currency: 'CAD' });
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
  ])('refuses %s with Stripe’s message and leaves the intent waiting for another card', async (pm, message) => {
    const gateway = createTestGateway();
    const result = await gateway.createPaymentIntent(intent({ paymentMethodId: pm }));
    expect(result).toMatchObject({ ok: false, code: 'card_declined', message });
    const ref = !result.ok ? (result.providerRef ?? '') : '';
    expect(await gateway.retrievePayment(ref)).toMatchObject({ status: 'requires_payment_method' });
    const retried = await gateway.confirmPaymentIntent(ref, { paymentMethodId: 'pm_card_visa', idempotencyKey: `${ref}:2` });
    expect(retried).toMatchObject({ ok: true, status: 'succeeded' });
  });

  it('asks for authentication with pm_card_authenticationRequired, and succeeds once confirmed', async () => {
    const gateway = createTestGateway();
    const result = await gateway.createPaymentIntent(intent({ paymentMethodId: 'pm_card_authenticationRequired' }));
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({ status: 'requires_action', clientSecret: expect.stringContaining(`${result.providerRef}_secret_`) });
    expect(await gateway.confirmPaymentIntent(result.providerRef, { idempotencyKey: 'confirm-1' })).toMatchObject({ ok: true, status: 'succeeded' });
    expect(await gateway.confirmPaymentIntent(result.providerRef, { idempotencyKey: 'confirm-2' })).toMatchObject({ ok: false, code: 'provider_error' });
  });

  it('creates without a card for the browser to confirm, and refuses to confirm without one', async () => {
    const gateway = createTestGateway();
    expect(await gateway.createPaymentIntent(intent({ paymentMethodId: undefined, confirm: false }))).toMatchObject({ ok: true, status: 'requires_payment_method' });
    expect(await gateway.createPaymentIntent(intent({ confirm: false }))).toMatchObject({ ok: true, status: 'requires_confirmation' });
    expect(await gateway.createPaymentIntent(intent({ paymentMethodId: undefined }))).toMatchObject({ ok: false, code: 'invalid_payment_method' });
  });

  it('replays a key, refuses it with other details, and never makes a second intent', async () => {
    const gateway = createTestGateway();
    const input = intent();
    const first = await gateway.createPaymentIntent(input);
    expect(await gateway.createPaymentIntent(input)).toEqual(first);
    expect(await gateway.createPaymentIntent({ ...input, amountMinor: 1 })).toMatchObject({ ok: false, code: 'provider_error' });
    expect(gateway.intents.size).toBe(1);
  });

  it('refunds up to what was paid, once per key', async () => {
    const gateway = createTestGateway();
    const paid = await gateway.createPaymentIntent(intent({ amountMinor: 1000 }));
    const ref = paid.ok ? paid.providerRef : '';
    expect(await gateway.refund(ref, 600, 'r1')).toMatchObject({ ok: true, amountMinor: 600 });
    expect(await gateway.refund(ref, 600, 'r1')).toMatchObject({ ok: true, amountMinor: 600 });
    expect(await gateway.refund(ref, 600, 'r2')).toMatchObject({ ok: false, code: 'refund_refused' });
    expect(await gateway.refund(ref, 400, 'r3')).toMatchObject({ ok: true });
    expect(await gateway.refund('test_pi_unknown', 1, 'r4')).toMatchObject({ ok: false, code: 'refund_refused' });
  });

  it('names a customer when the card is saved for later', async () => {
    const result = await createTestGateway().createPaymentIntent(intent({ savePaymentMethod: true }));
    expect(result).toMatchObject({ ok: true, customerRef: expect.stringMatching(/^test_cus_/) });
    const charge = await createTestGateway().charge({ amountMinor: 500, currency: 'USD', paymentMethodId: 'pm_card_visa', idempotencyKey: 'k', description: 'fee', customerEmail: 'a@b.c', savePaymentMethod: true });
    expect(charge).toMatchObject({ ok: true, customerRef: expect.stringMatching(/^test_cus_/) });
  });
});
