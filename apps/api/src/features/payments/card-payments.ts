import { eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import type { Currency } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { applyPaymentEventToPayment } from './apply-payment-event.js';
import { chargeFailureCodes } from '@upline/contract/payments';
import type { ChargeFailureCode, IntentStatus, PaymentIntentResult } from './gateway.js';
import type { ApplyOutcome, ApplyPaymentEvent, PaymentEvent, PaymentEventKind, PaymentRow } from './payment-events.js';
import { recordPayment, type RecordedPayment } from './record-payment.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

/** The key of one card attempt for an order; the provider's idempotency key too. */
export const cardPaymentKey = (orderId: number, attempt: number | string) => `order:${orderId}:pay:${attempt}`;

export interface CardPaymentInput {
  orderId: number;
  /** The order's total, recomputed by the server. */
  amountMinor: number;
  currency: Currency;
  customerEmail: string;
  /** The card's payment-method id (CP §3 authorization_key). */
  paymentMethodId?: string;
  /** Charge now (the regular checkout); false only creates the intent for the browser to confirm. */
  confirm?: boolean;
  savePaymentMethod?: boolean;
  /** 1 for the first try; a new card after a refusal is a new attempt. */
  attempt: number | string;
  /** The attempt's payments row when the caller has just written it under the attempt's key (it is not looked up again). */
  recorded?: PaymentRow;
}

export interface CardPaymentOutcome {
  payment: PaymentRow;
  /** The provider's answer (a refusal carries the provider's message for the shopper). */
  result: PaymentIntentResult;
  /** How the handler took the answer; null when nothing was applied. */
  applied: ApplyOutcome | null;
}

const kinds: Partial<Record<IntentStatus, PaymentEventKind>> = {
  succeeded: 'succeeded',
  processing: 'processing',
  requires_action: 'requires_action',
  canceled: 'cancelled',
};
const failureCodes: readonly string[] = chargeFailureCodes;

/** A payment that is already decided answers from our row, never from a second provider call. */
function storedResult(payment: PaymentRow): PaymentIntentResult | null {
  const ref = payment.providerRef ? { providerRef: payment.providerRef } : {};
  if (payment.status === 'failed' || payment.status === 'cancelled') {
    const code = (failureCodes.includes(payment.failureCode ?? '') ? payment.failureCode : 'card_declined') as ChargeFailureCode;
    return { ok: false, code, message: payment.failureMessage ?? 'Your card was declined.', ...ref };
  }
  const isPaid = payment.status === 'succeeded' || payment.status === 'partially_refunded' || payment.status === 'refunded';
  return isPaid && payment.providerRef ? { ok: true, providerRef: payment.providerRef, status: 'succeeded' } : null;
}

/** The provider's answer as an event for the handler; null when it says nothing certain. */
function eventFrom(result: PaymentIntentResult, base: Omit<PaymentEvent, 'kind' | 'providerRef'>): PaymentEvent | null {
  // Created but not yet paid (requires_payment_method, requires_confirmation) is still pending.
  if (result.ok) return { ...base, kind: kinds[result.status] ?? 'processing', providerRef: result.providerRef };
  if (!result.providerRef || result.code === 'provider_error') return null;
  return { ...base, kind: 'failed', providerRef: result.providerRef, failureCode: result.code, failureMessage: result.message };
}

/**
 * Asks the provider: a new intent under the attempt's key, or the state of the one we have. An
 * intent back to waiting for a card, with a reason, was refused: after a 3-D Secure challenge
 * (the payment was waiting for it) the shopper's bank refused the verification.
 */
async function callProvider(deps: Deps, payment: PaymentRow, input: CardPaymentInput): Promise<PaymentIntentResult> {
  if (payment.providerRef) {
    const found = await deps.payments.retrievePayment(payment.providerRef);
    if (!found.ok) return { ok: false, code: 'provider_error', message: found.message, providerRef: payment.providerRef };
    if (found.status === 'requires_payment_method' && found.message) {
      const code = payment.status === 'requires_action' ? 'authentication_required' : 'card_declined';
      return { ok: false, code, message: found.message, providerRef: found.providerRef };
    }
    return { ok: true, providerRef: found.providerRef, status: found.status, ...(found.clientSecret ? { clientSecret: found.clientSecret } : {}) };
  }
  return deps.payments.createPaymentIntent({
    amountMinor: input.amountMinor,
    currency: input.currency,
    idempotencyKey: payment.idempotencyKey,
    orderId: input.orderId,
    customerEmail: input.customerEmail,
    confirm: input.confirm ?? true,
    paymentId: payment.id,
    ...(input.paymentMethodId ? { paymentMethodId: input.paymentMethodId } : {}),
    ...(input.savePaymentMethod ? { savePaymentMethod: true } : {}),
  });
}

/**
 * Pays an order by card, exactly once per attempt: the payments row is written first under the
 * attempt's key, the provider is called with that key, and its answer is applied through the
 * same handler as webhooks (`apply`: the payment's own by default; the checkout's moves the order
 * in the same transaction, and if that fails the answer is still recorded on the payment alone).
 * Calling again for the same attempt replays, never charges twice.
 */
export async function startCardPayment(deps: Deps, input: CardPaymentInput, apply: ApplyPaymentEvent = applyPaymentEventToPayment): Promise<CardPaymentOutcome> {
  const key = cardPaymentKey(input.orderId, input.attempt);
  const recorded: RecordedPayment = input.recorded?.idempotencyKey === key ? { ok: true, payment: input.recorded, isNew: true } : await recordPayment(deps.db, {
    orderId: input.orderId,
    provider: deps.payments.name,
    method: 'card',
    amountMinor: input.amountMinor,
    currency: input.currency,
    idempotencyKey: key,
    now: deps.clock.now(),
  });
  if (!recorded.ok) return { payment: recorded.payment, result: recorded.failure, applied: null };
  const stored = storedResult(recorded.payment);
  if (stored) return { payment: recorded.payment, result: stored, applied: null };

  const result = await callProvider(deps, recorded.payment, input);
  const now = deps.clock.now();
  const base = { provider: deps.payments.name, amountMinor: input.amountMinor, currency: input.currency, paymentId: recorded.payment.id, source: 'response' as const };
  const event = eventFrom(result, base);
  if (event) {
    const applied = await deps.db.transaction((tx) => apply(tx, event, now)).catch(async (err: unknown) => {
      if (apply !== applyPaymentEventToPayment) {
        // What the handler does beyond the payment (its order) failed: the provider's answer is
        // still kept on the payment, for reconciliation to bring further. The first error is the
        // one reported.
        await deps.db.transaction((tx) => applyPaymentEventToPayment(tx, event, now)).catch(() => undefined);
      }
      throw err;
    });
    return { payment: applied.payment ?? recorded.payment, result, applied };
  }
  if (!result.ok && result.code === 'invalid_payment_method') {
    // Refused before any intent existed: this attempt is over, with the provider's reason.
    const [failed] = await deps.db
      .update(schema.payments)
      .set({ status: 'failed', failureCode: result.code, failureMessage: result.message, updatedAt: now })
      .where(eq(schema.payments.id, recorded.payment.id))
      .returning();
    return { payment: failed ?? recorded.payment, result, applied: null };
  }
  // Unknown outcome (provider unreachable): the row stays pending; a retry of this attempt replays.
  return { payment: recorded.payment, result, applied: null };
}

/**
 * Confirms the intent of a payment that waits for 3-D Secure with another card the shopper
 * entered instead: the same intent, so at most one of the two cards is ever charged. The answer
 * is applied through the same handler as webhooks. `idempotencyKey` names this confirmation.
 */
export async function confirmCardPaymentWith(
  deps: Deps,
  payment: PaymentRow,
  input: { paymentMethodId: string; idempotencyKey: string },
  apply: ApplyPaymentEvent = applyPaymentEventToPayment,
): Promise<CardPaymentOutcome> {
  if (!payment.providerRef) throw new Error(`payment ${payment.id} has no intent to confirm`);
  const result = await deps.payments.confirmPaymentIntent(payment.providerRef, input);
  const base = { provider: deps.payments.name, amountMinor: payment.amountMinor, currency: payment.currency, paymentId: payment.id, source: 'response' as const };
  // A card refused before it reached the intent leaves the intent as it was: still waiting.
  const event = !result.ok && result.code === 'invalid_payment_method' ? null : eventFrom(result, base);
  if (!event) return { payment, result, applied: null };
  const applied = await deps.db.transaction((tx) => apply(tx, event, deps.clock.now()));
  return { payment: applied.payment ?? payment, result, applied };
}
