import type { Transaction, schema } from '@upline/db';
import type { PaymentProvider } from './gateway.js';

export type PaymentRow = typeof schema.payments.$inferSelect;
export type PaymentRowStatus = PaymentRow['status'];

/** What the provider says happened to a payment. */
export type PaymentEventKind = 'succeeded' | 'failed' | 'requires_action' | 'processing' | 'cancelled' | 'refunded';

/**
 * A verified statement from a provider about one payment: from a webhook, a reconciliation
 * lookup, or the provider's answer to our own call. Amounts are minor units.
 */
export interface PaymentEvent {
  provider: PaymentProvider;
  kind: PaymentEventKind;
  /** PaymentIntent id, PayPal order id, or the test gateway's id. */
  providerRef: string;
  /** The payment's amount as the provider holds it (for refunds, the original amount). */
  amountMinor: number;
  /** Upper-case ISO code as the provider states it. */
  currency: string;
  /** For 'refunded': everything refunded so far on this payment. */
  refundedMinor?: number;
  /** Our payments row id when the provider echoes it back (Stripe metadata.payment_id). */
  paymentId?: number;
  failureCode?: string;
  failureMessage?: string;
  source: 'webhook' | 'reconciliation' | 'response';
  /** The provider's event id, for webhooks. */
  eventId?: string;
}

export type ApplyRejection = 'unknown_payment' | 'amount_mismatch' | 'currency_mismatch';

export type ApplyOutcome =
  | {
      ok: true;
      /** False when the payment already said this (a replay, an older event arriving late). */
      isChanged: boolean;
      /** The payment row after the event. */
      payment: PaymentRow;
      /**
       * The payment's order as read under this transaction's lock on it (a success is checked
       * against its order's total), so that the order's handler does not read and lock it again.
       */
      lockedOrder?: Record<string, unknown>;
      /** The answer of the writes that rode with the payment's move (RideWithMove), when they did. */
      rode?: Record<string, unknown>;
    }
  | { ok: false; reason: ApplyRejection; payment?: PaymentRow };

/**
 * Applies a provider event inside the caller's transaction (the same one that records a webhook
 * as seen, so an event is applied exactly once). The default, `applyPaymentEventToPayment`,
 * updates the payments row; the orders capability wraps it to move its order along too, and
 * passes the wrapper to the webhook routes and to reconciliation.
 */
export type ApplyPaymentEvent = (tx: Transaction, event: PaymentEvent, now: Date) => Promise<ApplyOutcome>;
