// The seam between the shop and a payment provider (ARCHITECTURE §5). Callers pass amounts in
// minor units and a deterministic idempotency key; an expected refusal (a declined card) is a
// returned value, never an exception.

export type PaymentProvider = 'test' | 'stripe' | 'paypal';
export type PaymentCurrency = 'USD' | 'CAD';

export interface ChargeInput {
  amountMinor: number;
  currency: PaymentCurrency;
  /** A saved or freshly created payment method (Stripe's pm_ id; the test gateway's test ids). */
  paymentMethodId: string;
  /** The same key always yields the same result and never a second charge. */
  idempotencyKey: string;
  description: string;
  customerEmail?: string;
  /** True for renewals charged while the member is away (no 3-D Secure challenge possible). */
  offSession?: boolean;
  metadata?: Record<string, string>;
}

export type ChargeFailureCode = 'card_declined' | 'authentication_required' | 'invalid_payment_method' | 'provider_error';

export type ChargeResult =
  | { ok: true; providerRef: string; status: 'succeeded' }
  | { ok: false; code: ChargeFailureCode; message: string };

export interface PaymentGateway {
  readonly name: PaymentProvider;
  charge(input: ChargeInput): Promise<ChargeResult>;
}
