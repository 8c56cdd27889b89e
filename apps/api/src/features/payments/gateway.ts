// The seam between the shop and a card payment provider (ARCHITECTURE §5). Callers pass amounts in
// minor units and a deterministic idempotency key; an expected refusal (a declined card) is a
// returned value, never an exception.

import type { ChargeFailureCode } from '@upline/contract/payments';
import type { Currency } from '@upline/domain/money';

export type PaymentProvider = 'test' | 'stripe' | 'paypal';

export interface ChargeInput {
  amountMinor: number;
  currency: Currency;
  /** A saved or freshly created payment method (Stripe's pm_ id; the test gateway's test ids). */
  paymentMethodId: string;
  /** The same key always yields the same result and never a second charge. */
  idempotencyKey: string;
  description: string;
  customerEmail?: string;
  /** The provider's customer the payment method is saved to (needed for off-session charges on Stripe). */
  customerRef?: string;
  /** Keep the payment method for later off-session charges (renewals); the result names the customer. */
  savePaymentMethod?: boolean;
  /** True for renewals charged while the member is away (no 3-D Secure challenge possible). */
  offSession?: boolean;
  metadata?: Record<string, string>;
}

export type { ChargeFailureCode } from '@upline/contract/payments';

export type ChargeResult =
  | { ok: true; providerRef: string; status: 'succeeded'; customerRef?: string }
  | { ok: false; code: ChargeFailureCode; message: string };

/** Where a payment intent stands at the provider (Stripe's PaymentIntent statuses). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface CreatePaymentIntentInput {
  amountMinor: number;
  currency: Currency;
  /** Deterministic, from the caller: e.g. `order:<id>:pay:<attempt>`. */
  idempotencyKey: string;
  orderId: number;
  customerEmail: string;
  /** The card the shopper entered (pm_ id); without it the web confirms with the client secret. */
  paymentMethodId?: string;
  /** Confirm now (charge) rather than only create. */
  confirm: boolean;
  /** Keep the card for later off-session charges (autoship). */
  savePaymentMethod?: boolean;
  /** Our payments row, so that a webhook can find it even before its provider reference is saved. */
  paymentId?: number;
  description?: string;
}

export type PaymentIntentResult =
  | {
      ok: true;
      providerRef: string;
      status: IntentStatus;
      /** For the browser: completes 3-D Secure or confirms with Elements. */
      clientSecret?: string;
      /** The provider's customer, when the card was saved. */
      customerRef?: string;
      /** The payment method used, when known. */
      paymentMethodRef?: string;
      /** The provider's reason for the last refusal (shown to the shopper). */
      message?: string;
    }
  | {
      ok: false;
      code: ChargeFailureCode;
      message: string;
      providerRef?: string;
      /** The refused card's fingerprint, when the provider gives one (the same card, whatever its payment-method id). */
      cardFingerprint?: string;
    };

export interface ConfirmPaymentIntentInput {
  /** A new card for a refused or unconfirmed intent. */
  paymentMethodId?: string;
  idempotencyKey: string;
}

export type RetrieveResult =
  | {
      ok: true;
      providerRef: string;
      status: IntentStatus;
      amountMinor: number;
      /** Upper-case ISO code as the provider states it (compared with ours, never assumed). */
      currency: string;
      clientSecret?: string;
      message?: string;
    }
  | { ok: false; code: 'not_found' | 'provider_error'; message: string };

export type RefundResult =
  | { ok: true; refundRef: string; status: 'succeeded' | 'pending'; amountMinor: number }
  | { ok: false; code: 'refund_refused' | 'provider_error'; message: string };

/** Where a card-saving setup stands at the provider (Stripe's SetupIntent statuses). */
export type SetupStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface CreateSetupInput {
  /** The card the member entered (pm_ id). */
  paymentMethodId: string;
  /** The provider's customer the card is saved to; a new one is created when absent. */
  customerRef?: string;
  customerEmail?: string;
  /** Unique per attempt; the SDK's own retries reuse it. */
  idempotencyKey: string;
  /** Names what the card is for (e.g. subscription_id); read back to check who may use the result. */
  metadata: Record<string, string>;
}

/** A setup as the provider reports it; `clientSecret` lets the browser run 3-D Secure. */
export type SetupResult =
  | { ok: true; setupRef: string; status: SetupStatus; customerRef: string | null; paymentMethodRef: string | null; metadata: Record<string, string>; clientSecret?: string; message?: string }
  | { ok: false; code: ChargeFailureCode | 'not_found'; message: string };

/** A saved card as its owner recognises it: the provider's brand ('visa', 'mastercard', ...) and last four digits. */
export interface SavedCardFacts {
  brand: string;
  last4: string;
}

/** A card payment provider: Stripe, or the built-in test gateway. */
export interface PaymentGateway {
  readonly name: PaymentProvider;
  /** A confirmed, immediate charge (scholar plan fees and their renewals). */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Creates (and, with confirm, charges) a payment intent for an order; the same key replays it. */
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentResult>;
  /** Confirms an existing intent (after 3-D Secure, or with a new card). */
  confirmPaymentIntent(providerRef: string, input: ConfirmPaymentIntentInput): Promise<PaymentIntentResult>;
  /** The provider's truth about one intent (reconciliation). */
  retrievePayment(providerRef: string): Promise<RetrieveResult>;
  /**
   * Saves a card for off-session charges without charging it (Stripe: a confirmed SetupIntent for
   * off_session usage); a card that needs 3-D Secure answers requires_action and a client secret.
   */
  createSetup(input: CreateSetupInput): Promise<SetupResult>;
  /** The provider's truth about one setup (after the browser's 3-D Secure). */
  retrieveSetup(setupRef: string): Promise<SetupResult>;
  /** The brand and last four digits of a saved card, to name it to its owner; null when the provider cannot say. */
  describeCard(paymentMethodRef: string): Promise<SavedCardFacts | null>;
  /** Refunds part or all of a succeeded intent; the same key never refunds twice. */
  refund(providerRef: string, amountMinor: number, idempotencyKey: string): Promise<RefundResult>;
}
