import { describe, expect, it, vi } from 'vitest';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { createPaymentMethod, handleNextAction } from './stripe-payment-method';

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

/** A stand-in for Stripe.js's handleNextAction (the 3-D Secure challenge), answering or throwing as Stripe does. */
function fakeNextAction(answer: Awaited<ReturnType<Stripe['handleNextAction']>> | Error) {
  const call = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { stripe: { handleNextAction: call } as unknown as Pick<Stripe, 'handleNextAction'>, call };
}

describe('handleNextAction (Stripe 3-D Secure)', () => {
  it('runs the challenge of the intent with its client secret', async () => {
    const { stripe, call } = fakeNextAction({ paymentIntent: { id: 'pi_1', status: 'succeeded' } } as Awaited<ReturnType<Stripe['handleNextAction']>>);
    await expect(handleNextAction(stripe, 'pi_1_secret_x', texts)).resolves.toEqual({ ok: true });
    expect(call).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x' });
  });

  it("gives Stripe's message when the challenge fails, the page's text when it has none", async () => {
    const failed = fakeNextAction({ error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' } });
    await expect(handleNextAction(failed.stripe, 'pi_1_secret_x', texts)).resolves.toEqual({ ok: false, message: 'We are unable to authenticate your payment method.' });
    const silent = fakeNextAction({ error: { type: 'api_error' } });
    await expect(handleNextAction(silent.stripe, 'pi_1_secret_x', texts)).resolves.toEqual({ ok: false, message: texts.failed });
  });

  it('answers instead of throwing when the intent no longer waits, and waits for Stripe.js to load', async () => {
    const settled = fakeNextAction(new Error('handleNextAction: The PaymentIntent supplied does not require manual server-side confirmation.'));
    await expect(handleNextAction(settled.stripe, 'pi_1_secret_x', texts)).resolves.toEqual({ ok: false, message: texts.failed });
    await expect(handleNextAction(null, 'pi_1_secret_x', texts)).resolves.toEqual({ ok: false, message: texts.loading });
  });
});
