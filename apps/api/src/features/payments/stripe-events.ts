import type Stripe from 'stripe';
import type { PaymentEvent, PaymentEventKind } from './payment-events.js';

const intentKinds: Partial<Record<Stripe.Event['type'], PaymentEventKind>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.processing': 'processing',
  'payment_intent.requires_action': 'requires_action',
  'payment_intent.canceled': 'cancelled',
};

/** Our payments row id, when we put it in the intent's metadata. */
function paymentIdOf(metadata: Stripe.Metadata | null | undefined): number | undefined {
  const value = Number(metadata?.payment_id);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** What a Stripe event says about a payment; null for the event types the shop does not act on. */
export function stripePaymentEvent(event: Stripe.Event): PaymentEvent | null {
  const kind = intentKinds[event.type];
  if (kind) {
    const pi = event.data.object as Stripe.PaymentIntent;
    const paymentId = paymentIdOf(pi.metadata);
    const error = pi.last_payment_error;
    return {
      provider: 'stripe',
      kind,
      providerRef: pi.id,
      amountMinor: pi.amount,
      currency: pi.currency.toUpperCase(),
      ...(paymentId ? { paymentId } : {}),
      ...(kind === 'failed' && error ? { failureCode: error.decline_code ?? error.code ?? 'failed', failureMessage: error.message ?? '' } : {}),
      source: 'webhook',
      eventId: event.id,
    };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const ref = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!ref) return null;
    return {
      provider: 'stripe',
      kind: 'refunded',
      providerRef: ref,
      amountMinor: charge.amount,
      currency: charge.currency.toUpperCase(),
      refundedMinor: charge.amount_refunded,
      source: 'webhook',
      eventId: event.id,
    };
  }
  return null;
}
