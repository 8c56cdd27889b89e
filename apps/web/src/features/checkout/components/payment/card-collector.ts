/** What a card form gives the Place Order flow: the card's payment-method id, or why not. */
export type CardCollection = { ok: true; paymentMethodId: string } | { ok: false; message: string | null };

/**
 * How a card's 3-D Secure challenge ended in the browser. The server has the last word (the
 * payment is asked for again after it); `message` is the provider's reason, when it gave one.
 */
export type CardAuthenticationResult = { ok: true } | { ok: false; message: string | null };

/**
 * The card form currently shown (the test form or Stripe Elements) registers one of these; the
 * Place Order flow calls it. `message` is the provider's text to toast, null when the form shows
 * its own messages beside the fields. `authenticate` runs the challenge of a payment that needs
 * 3-D Secure, with the client secret the server handed out: Stripe's own (handleNextAction), or
 * the test gateway's stand-in for the bank's page.
 */
export interface CardCollector {
  collect: (billing: { name: string; email: string | null }) => Promise<CardCollection>;
  authenticate: (clientSecret: string) => Promise<CardAuthenticationResult>;
  /** Shows the provider's refusal beside the card fields, until the shopper changes the card. */
  showRefusal: (message: string) => void;
}

export interface CardCollectorRef {
  current: CardCollector | null;
}
