import { describe, expect, it, vi } from 'vitest';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { createPaymentMethod } from './stripe-payment-method';

const texts = { loading: 'Loading the card form', failed: 'The card form failed' };
const card = {} as StripeCardElement;

/** A stand-in for Stripe.js's createPaymentMethod, answering as Stripe does. */
function fakeStripe(answer: Awaited<ReturnType<Stripe['createPaymentMethod']>>) {
  const call = vi.fn(async () => answer);
  return { stripe: { createPaymentMethod: call } as unknown as Pick<Stripe, 'createPaymentMethod'>, call };
}

describe('createPaymentMethod (Stripe)', () => {
  it('gives the payment-method id and sends the billing name and email', async () => {
    const { stripe, call } = fakeStripe({ paymentMethod: { id: 'pm_123' } } as Awaited<ReturnType<Stripe['createPaymentMethod']>>);
    await expect(createPaymentMethod(stripe, card, { name: ' Ada Lovelace ', email: 'ada@example.com' }, texts)).resolves.toEqual({
      ok: true,
      paymentMethodId: 'pm_123',
    });
    expect(call).toHaveBeenCalledWith({ type: 'card', card, billing_details: { name: 'Ada Lovelace', email: 'ada@example.com' } });
  });

  it("gives the provider's message when Stripe refuses the card", async () => {
    const { stripe } = fakeStripe({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    await expect(createPaymentMethod(stripe, card, {}, texts)).resolves.toEqual({ ok: false, message: 'Your card number is incomplete.' });
  });

  it("falls back to the page's text when Stripe gives no message", async () => {
    const { stripe, call } = fakeStripe({ error: { type: 'api_error' } });
    await expect(createPaymentMethod(stripe, card, {}, texts)).resolves.toEqual({ ok: false, message: texts.failed });
    expect(call).toHaveBeenCalledWith({ type: 'card', card, billing_details: {} });
  });

  it('says the form is loading while Stripe.js or the card field is not ready', async () => {
    const { stripe, call } = fakeStripe({ error: { type: 'api_error' } });
    await expect(createPaymentMethod(null, card, {}, texts)).resolves.toEqual({ ok: false, message: texts.loading });
    await expect(createPaymentMethod(stripe, null, {}, texts)).resolves.toEqual({ ok: false, message: texts.loading });
    expect(call).not.toHaveBeenCalled();
  });
});
