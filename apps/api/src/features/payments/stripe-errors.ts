import Stripe from 'stripe';
import type { ChargeFailureCode } from './gateway.js';

export interface StripeFailure {
  code: ChargeFailureCode;
  /** Shown to the shopper: the provider's own words for card problems (CP §5), ours otherwise. */
  message: string;
  /** The intent the refusal belongs to, when Stripe names it. */
  providerRef?: string;
  /** The refused card's fingerprint, when Stripe names the payment method. */
  cardFingerprint?: string;
}

const unavailable = 'The payment could not be processed right now. Please try again.';

/**
 * Maps an error thrown by the Stripe SDK to an expected failure. Card errors keep Stripe's
 * message; request errors about the payment method too; anything else (keys, network, Stripe
 * outages) gets a neutral message, since its text may describe our configuration. An error that
 * does not come from the SDK (which wraps network failures in its own errors) is our own bug: it
 * is thrown again, not turned into a refusal.
 */
export function stripeFailure(err: unknown): StripeFailure {
  if (!(err instanceof Stripe.errors.StripeError)) throw err;
  const providerRef = (err.payment_intent as { id?: string } | undefined)?.id;
  const withRef = (f: StripeFailure): StripeFailure => (providerRef ? { ...f, providerRef } : f);
  if (err instanceof Stripe.errors.StripeCardError) {
    const code: ChargeFailureCode = err.code === 'authentication_required' ? 'authentication_required' : 'card_declined';
    // Stripe names the refused card by its fingerprint: the same card whatever its payment method.
    const fingerprint = (err.payment_method as { card?: { fingerprint?: string | null } } | undefined)?.card?.fingerprint;
    return withRef({ code, message: err.message, ...(fingerprint ? { cardFingerprint: fingerprint } : {}) });
  }
  if (err instanceof Stripe.errors.StripeIdempotencyError) {
    return { code: 'provider_error', message: 'This payment was already attempted with different details.' };
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.param === 'payment_method') {
    return withRef({ code: 'invalid_payment_method', message: err.message });
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_authentication_failure') {
    return withRef({ code: 'authentication_required', message: err.message });
  }
  return withRef({ code: 'provider_error', message: unavailable });
}

/** True when Stripe answered that the object does not exist. */
export function isStripeNotFound(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === 'resource_missing' || err.statusCode === 404);
}

/** A refused refund (already refunded, larger than what is left) keeps Stripe's explanation for staff. */
export function refundFailure(err: unknown): { code: 'refund_refused' | 'provider_error'; message: string } {
  if (err instanceof Stripe.errors.StripeInvalidRequestError) return { code: 'refund_refused', message: err.message };
  return { code: 'provider_error', message: stripeFailure(err).message };
}
