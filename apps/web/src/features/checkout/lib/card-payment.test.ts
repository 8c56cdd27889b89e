import { describe, expect, it, vi } from 'vitest';
import type { PaymentResult, ProcessPaymentRequest } from '@upline/contract/checkout';
import { ApiError } from '../../../shared/api/api-error';
import { AuthenticationRequiredError } from '../api/checkout-errors';
import type { CardAuthenticationResult } from '../components/payment/card-collector';
import { CardAuthenticationError, payWithCard } from './card-payment';
import { createAttempts } from './idempotency';

function counter() {
  let n = 0;
  return () => `key-${(n += 1)}`;
}

const paid: PaymentResult = {
  success: true,
  message: 'Payment Successful',
  data: { order_id: 7, order_number: 'UP-7', order_status: 'Processing', payment_status: 'paid', transaction_id: 'test_pi_1' },
};
const challenge = { client_secret: 'test_pi_1_secret_abc', payment_reference: 'test_pi_1' };
const needsAuthentication = (details: typeof challenge | null = challenge) =>
  new AuthenticationRequiredError({ error: 'Your bank needs you to confirm this payment (3-D Secure verification).', code: 'authentication_required' }, details);
const order = { orderId: 7, paymentMethodId: 'pm_card_authenticationRequired' };

/** process-payment answering each call in turn (an Error is thrown, as processPayment throws). */
function server(...answers: (PaymentResult | Error)[]) {
  const calls: { body: ProcessPaymentRequest; key: string }[] = [];
  const pay = vi.fn(async (body: ProcessPaymentRequest, key: string) => {
    calls.push({ body, key });
    const answer = answers[calls.length - 1];
    if (!answer) throw new Error('unexpected call');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { pay, calls };
}

const challengeEnds = (result: CardAuthenticationResult) => vi.fn(async (_clientSecret: string) => result);

describe('payWithCard', () => {
  it('pays under the card’s attempt key, without a challenge when none is asked for', async () => {
    const { pay, calls } = server(paid);
    const authenticate = challengeEnds({ ok: true });
    await expect(payWithCard({ orderId: 7, paymentMethodId: 'pm_card_visa' }, createAttempts(counter()), { pay, authenticate })).resolves.toBe(paid);
    expect(calls).toEqual([{ body: { order_id: 7, authorization_key: 'pm_card_visa' }, key: 'key-1' }]);
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('runs the 3-D Secure challenge with the client secret, then asks again naming the payment under a new key', async () => {
    const { pay, calls } = server(needsAuthentication(), paid);
    const authenticate = challengeEnds({ ok: true });
    const onChallenge = vi.fn();
    await expect(payWithCard(order, createAttempts(counter()), { pay, authenticate, onChallenge })).resolves.toBe(paid);
    expect(authenticate).toHaveBeenCalledWith('test_pi_1_secret_abc');
    expect(onChallenge).toHaveBeenCalledOnce();
    expect(calls).toEqual([
      { body: { order_id: 7, authorization_key: 'pm_card_authenticationRequired' }, key: 'key-1' },
      { body: { order_id: 7, authorization_key: 'pm_card_authenticationRequired', payment_reference: 'test_pi_1' }, key: 'key-2' },
    ]);
  });

  it("throws the server's refusal after a failed challenge, and the next click starts with a fresh key", async () => {
    const attempts = createAttempts(counter());
    const refusal = new ApiError(402, { error: 'We are unable to authenticate your payment method.', code: 'authentication_failed' });
    const first = server(needsAuthentication(), refusal);
    await expect(payWithCard(order, attempts, { pay: first.pay, authenticate: challengeEnds({ ok: false, message: null }) })).rejects.toBe(refusal);

    // The first key would replay the first 402: the same card again is a new request.
    const again = server(paid);
    await payWithCard(order, attempts, { pay: again.pay, authenticate: challengeEnds({ ok: true }) });
    expect(again.calls[0]?.key).toBe('key-3');
  });

  it('runs the challenge once: a payment still waiting afterwards ends with the challenge’s own reason', async () => {
    const { pay, calls } = server(needsAuthentication(), needsAuthentication());
    const authenticate = challengeEnds({ ok: false, message: 'The card form could not be loaded.' });
    const failure = payWithCard(order, createAttempts(counter()), { pay, authenticate });
    await expect(failure).rejects.toBeInstanceOf(CardAuthenticationError);
    await expect(failure).rejects.toThrow('The card form could not be loaded.');
    expect(authenticate).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(2);

    // Without a reason from the challenge, the server's message is the one to show.
    const quiet = server(needsAuthentication(), needsAuthentication());
    await expect(payWithCard(order, createAttempts(counter()), { pay: quiet.pay, authenticate: challengeEnds({ ok: false, message: null }) })).rejects.toBeInstanceOf(
      AuthenticationRequiredError,
    );
  });

  it('throws other refusals as they came, and a 402 without a challenge too', async () => {
    const declined = new ApiError(402, { error: 'Your card was declined.', code: 'card_declined' });
    const authenticate = challengeEnds({ ok: true });
    await expect(payWithCard(order, createAttempts(counter()), { pay: server(declined).pay, authenticate })).rejects.toBe(declined);
    const bare = needsAuthentication(null);
    await expect(payWithCard(order, createAttempts(counter()), { pay: server(bare).pay, authenticate })).rejects.toBe(bare);
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('asks again under a new key after the answer to the follow-up was lost (the first key would replay the 402)', async () => {
    const attempts = createAttempts(counter());
    const lost = new ApiError(0, { error: 'The server could not be reached.', code: 'network_error' });
    const first = server(needsAuthentication(), lost);
    await expect(payWithCard(order, attempts, { pay: first.pay, authenticate: challengeEnds({ ok: true }) })).rejects.toBe(lost);
    expect(first.calls.map((c) => c.key)).toEqual(['key-1', 'key-2']);
    const retry = server(paid);
    await expect(payWithCard(order, attempts, { pay: retry.pay, authenticate: challengeEnds({ ok: true }) })).resolves.toBe(paid);
    expect(retry.calls).toEqual([{ body: { order_id: 7, authorization_key: 'pm_card_authenticationRequired' }, key: 'key-3' }]);
  });
});
