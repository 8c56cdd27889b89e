/** What a card form gives the Place Order flow: the card's payment-method id, or why not. */
export type CardCollection = { ok: true; paymentMethodId: string } | { ok: false; message: string | null };

/**
 * The card form currently shown (the test form or Stripe Elements) registers one of these; the
 * Place Order flow calls it. `message` is the provider's text to toast, null when the form shows
 * its own messages beside the fields.
 */
export interface CardCollector {
  collect: (billing: { name: string; email: string | null }) => Promise<CardCollection>;
}

export interface CardCollectorRef {
  current: CardCollector | null;
}
