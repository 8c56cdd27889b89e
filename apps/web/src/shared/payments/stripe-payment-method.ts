import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

/** A card's payment-method id, or the message to show (the provider's own when it gave one). */
export type PaymentMethodResult = { ok: true; paymentMethodId: string } | { ok: false; message: string };

export interface CardBilling {
  name?: string;
  email?: string | null;
}

/** What a mounted Stripe card field offers its page. */
export interface StripeCardHandle {
  createPaymentMethod: (billing?: CardBilling) => Promise<PaymentMethodResult>;
  focus: () => void;
}

export interface StripeCardHandleRef {
  current: StripeCardHandle | null;
}

/** The page's texts for the cases where Stripe gives no message of its own. */
export interface StripeFallbackTexts {
  /** Stripe.js or the card field is not ready yet. */
  loading: string;
  /** Stripe refused without a message. */
  failed: string;
}

/**
 * Creates a card payment method with Stripe from the Elements card field. A refusal (an incomplete
 * number, a declined card…) carries Stripe's message, which the page toasts and shows by the field.
 */
export async function createPaymentMethod(
  stripe: Pick<Stripe, 'createPaymentMethod'> | null,
  card: StripeCardElement | null,
  billing: CardBilling,
  texts: StripeFallbackTexts,
): Promise<PaymentMethodResult> {
  if (!stripe || !card) return { ok: false, message: texts.loading };
  const name = billing.name?.trim();
  const result = await stripe.createPaymentMethod({
    type: 'card',
    card,
    billing_details: { ...(name ? { name } : {}), ...(billing.email ? { email: billing.email } : {}) },
  });
  if (result.error) return { ok: false, message: result.error.message ?? texts.failed };
  return { ok: true, paymentMethodId: result.paymentMethod.id };
}
