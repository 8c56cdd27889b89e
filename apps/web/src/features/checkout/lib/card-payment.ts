import type { PaymentResult, ProcessPaymentRequest } from '@upline/contract/checkout';
import { AuthenticationRequiredError } from '../api/checkout-errors';
import type { CardAuthenticationResult } from '../components/payment/card-collector';
import type { Attempts } from './idempotency';

export interface CardPaymentSteps {
  /** POST process-payment under an Idempotency-Key. */
  pay: (body: ProcessPaymentRequest, idempotencyKey: string) => Promise<PaymentResult>;
  /** Runs the card's 3-D Secure challenge (the card form's own: Stripe.js, or the test gateway's dialog). */
  authenticate: (clientSecret: string) => Promise<CardAuthenticationResult>;
  /** Called as the challenge starts, so the page can say it waits for the bank. */
  onChallenge?: () => void;
}

/** A challenge that ended without an answer from the server to go on: the provider's reason. */
export class CardAuthenticationError extends Error {
  override readonly name = 'CardAuthenticationError';
}

/**
 * Pays an order with a card (checkout §4 'Card flow'), 3-D Secure included: process-payment
 * under the card's attempt key (the same card keeps its key, so a double click or a lost answer
 * is answered once); a 402 authentication_required runs the challenge once, then asks again,
 * naming the payment, under a key of its own (the first key would replay the 402). The server
 * settles the payment from the provider: paid, or refused with the bank's message. Any refusal
 * is thrown for the page to show; nothing here charges twice.
 */
export async function payWithCard(
  order: { orderId: number; paymentMethodId: string },
  attempts: Attempts,
  steps: CardPaymentSteps,
): Promise<PaymentResult> {
  const body = { order_id: order.orderId, authorization_key: order.paymentMethodId };
  try {
    return await steps.pay(body, attempts.attemptFor(`${order.orderId}:${order.paymentMethodId}`).key);
  } catch (error) {
    if (!(error instanceof AuthenticationRequiredError) || !error.challenge) throw error;
    const { client_secret: clientSecret, payment_reference: paymentReference } = error.challenge;
    steps.onChallenge?.();
    const challenge = await steps.authenticate(clientSecret);
    const followUp = attempts.attemptFor(`${order.orderId}:${order.paymentMethodId}:${paymentReference}`);
    try {
      return await steps.pay({ ...body, payment_reference: paymentReference }, followUp.key);
    } catch (second) {
      // Still waiting for the challenge: it could not run. Its own reason says more than ours.
      if (second instanceof AuthenticationRequiredError && !challenge.ok && challenge.message) throw new CardAuthenticationError(challenge.message);
      throw second;
    }
  }
}
