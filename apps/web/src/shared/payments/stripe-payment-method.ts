import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

/** A card's payment-method id, or the message to show (the provider's own when it gave one). */
export type PaymentMethodResult = { ok: true; paymentMethodId: string } | { ok: false; message: string };

export interface CardBilling {
  name?: string;
  email?: string | null;
}

/** How a 3-D Secure challenge run by Stripe.js ended; `message` is Stripe's reason for a failure. */
export type NextActionResult = { ok: true } | { ok: false; message: string };

/** What a mounted Stripe card field offers its page. */
export interface StripeCardHandle {
  createPaymentMethod: (billing?: CardBilling) => Promise<PaymentMethodResult>;
  /** Runs the next action (the 3-D Secure challenge) of a payment the server left in requires_action. */
  handleNextAction: (clientSecret: string) => Promise<NextActionResult>;
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

/**
 * Runs the 3-D Secure challenge of a PaymentIntent that the server confirmed and left in
 * requires_action (Stripe's 'finalize payments on the server' flow): Stripe.js opens the bank's
 * page. Stripe's error (a failed or abandoned challenge) is returned with its message; whatever
 * the outcome, the page asks the server again, which reads the intent itself.
 */
export async function handleNextAction(
  stripe: Pick<Stripe, 'handleNextAction'> | null,
  clientSecret: string,
  texts: StripeFallbackTexts,
): Promise<NextActionResult> {
  if (!stripe) return { ok: false, message: texts.loading };
  try {
    const result = await stripe.handleNextAction({ clientSecret });
    if (result.error) return { ok: false, message: result.error.message ?? texts.failed };
    return { ok: true };
  } catch {
    // Stripe.js throws when the intent is no longer waiting for an action (settled meanwhile).
    return { ok: false, message: texts.failed };
  }
}
