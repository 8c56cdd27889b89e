import { asc, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { checkoutErrorCodes, checkoutMessages } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import type { OrderRow } from '../orders/order-draft.js';
import type { CardAttemptRaw } from '../orders/reconcile-order-payments.js';
import { isOrderPaid, syncOrderWithPayment } from '../orders/sync-order-payment.js';
import { cardPaymentKey, startCardPayment, type CardPaymentOutcome } from '../payments/card-payments.js';
import type { PaymentRow } from '../payments/payment-events.js';
import { recordPayment } from '../payments/record-payment.js';
import { cardPaymentByReference, cardRawOf, confirmWithAnotherCard, resumeCardPayment, waitingCardPayment } from './card-authentication.js';
import { prepareOrderPayment } from './prepare-payment.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

export interface PaidOrder {
  order: OrderRow;
  payment: PaymentRow | null;
}

const refusalCodes = {
  card_declined: checkoutErrorCodes.cardDeclined,
  // As a refusal (not an intent waiting for it): the shopper's bank refused the verification.
  authentication_required: checkoutErrorCodes.authenticationFailed,
  invalid_payment_method: checkoutErrorCodes.invalidPaymentMethod,
} as const;

/**
 * The attempt a card payment belongs to: the open attempt made with this same card is repeated
 * (its key replays the provider's first answer); with none open, a new attempt. An open attempt
 * with another card is still being decided: the shopper waits (409) rather than risk two charges.
 */
async function attemptFor(deps: Deps, orderId: number, paymentMethodId: string): Promise<number> {
  const { payments } = schema;
  const rows = await deps.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  const card = rows.filter((p) => p.method === 'card');
  const open = card.find((p) => p.status === 'pending');
  if (open) {
    const raw = open.raw as Partial<CardAttemptRaw> | null;
    if (raw?.paymentMethodId === paymentMethodId && typeof raw.attempt === 'number') return raw.attempt;
    throw new AppError(409, checkoutErrorCodes.paymentInProgress, checkoutMessages.paymentInProgress);
  }
  return card.length + 1;
}

/**
 * The order follows the payment, then process-payment answers: paid; 402 authentication_required
 * with what the browser needs for the 3-D Secure challenge (the payment stays open under its
 * attempt); 402 with the provider's message for a refusal (the order stays Pending for another
 * card); 503 when the provider could not be reached; 409 while the payment is still processing.
 */
async function answerFor(deps: Deps, order: OrderRow, outcome: CardPaymentOutcome): Promise<PaidOrder> {
  const { payment, result } = outcome;
  const synced = await deps.db.transaction((tx) => syncOrderWithPayment(tx, payment, deps.clock.now()));
  if (payment.status === 'succeeded') return { order: synced ?? order, payment };
  if (result.ok && result.status === 'requires_action') {
    const details = result.clientSecret && payment.providerRef ? { details: { client_secret: result.clientSecret, payment_reference: payment.providerRef } } : undefined;
    throw new AppError(402, checkoutErrorCodes.authenticationRequired, checkoutMessages.authenticationRequired, undefined, details);
  }
  if (!result.ok && result.code !== 'provider_error') throw new AppError(402, refusalCodes[result.code], result.message);
  if (!result.ok) throw new AppError(503, checkoutErrorCodes.providerError, 'We could not reach the payment provider. Please try again.');
  throw new AppError(409, checkoutErrorCodes.paymentInProgress, checkoutMessages.paymentInProgress);
}

/**
 * A payment that waits for 3-D Secure when the shopper pays again without naming it: the intent
 * is asked where it stands. Paid: the order is paid. Still waiting: with the same card, the
 * challenge is handed out again (a double click, a lost answer); with another card, that card
 * confirms the same intent. Refused by the bank: null, so the card starts a new attempt.
 */
async function payWaitingPayment(deps: Deps, order: OrderRow, waiting: PaymentRow, paymentMethodId: string): Promise<PaidOrder | null> {
  const outcome = await resumeCardPayment(deps, order, waiting);
  const status = outcome.payment.status;
  if (status === 'failed' || status === 'cancelled') {
    await deps.db.transaction((tx) => syncOrderWithPayment(tx, outcome.payment, deps.clock.now()));
    return null;
  }
  if (status !== 'requires_action' || cardRawOf(waiting).paymentMethodId === paymentMethodId) return answerFor(deps, order, outcome);
  const ready = await prepareOrderPayment(deps, order);
  if (ready.kind === 'paid') return { order: ready.order, payment: ready.payment };
  return answerFor(deps, ready.order, await confirmWithAnotherCard(deps, outcome.payment, paymentMethodId));
}

/**
 * Pays an order by card (checkout §4 card flow: process-payment with the card's payment-method
 * id), exactly once: the order is checked and priced again (prepareOrderPayment), the payments
 * row is written before the provider is called, under `order:<id>:pay:<attempt>`, and the
 * provider's answer is recorded on the payment before the order follows in its own transaction,
 * so a failure between the two leaves a paid payment that reconciliation brings to the order.
 * A refusal answers 402 with the provider's message; the order stays Pending for another card.
 * A card that needs 3-D Secure answers 402 authentication_required with the intent's client
 * secret; after the challenge the browser calls again naming the payment (`paymentReference`),
 * which settles that payment from the provider's answer (once, whether a webhook came first or
 * not) and never starts another.
 */
export async function payOrderByCard(deps: Deps, order: OrderRow, paymentMethodId: string, paymentReference?: string): Promise<PaidOrder> {
  if (paymentReference !== undefined && !isOrderPaid(order)) {
    const payment = await cardPaymentByReference(deps, order.id, paymentReference);
    return answerFor(deps, order, await resumeCardPayment(deps, order, payment));
  }
  const waiting = isOrderPaid(order) ? null : await waitingCardPayment(deps, order.id);
  if (waiting) {
    const answered = await payWaitingPayment(deps, order, waiting, paymentMethodId);
    if (answered) return answered;
  }

  const ready = await prepareOrderPayment(deps, order);
  if (ready.kind === 'paid') return { order: ready.order, payment: ready.payment };

  const attempt = await attemptFor(deps, order.id, paymentMethodId);
  const recorded = await recordPayment(deps.db, {
    orderId: order.id,
    provider: deps.payments.name,
    method: 'card',
    amountMinor: order.totalMinor,
    currency: order.currency,
    idempotencyKey: cardPaymentKey(order.id, attempt),
    now: deps.clock.now(),
  });
  if (!recorded.ok) throw new AppError(409, checkoutErrorCodes.paymentInProgress, checkoutMessages.paymentInProgress);
  if (recorded.isNew) {
    // Kept so that reconciliation can replay this attempt if its answer is never recorded.
    const raw: CardAttemptRaw = { paymentMethodId, attempt };
    await deps.db.update(schema.payments).set({ raw }).where(eq(schema.payments.id, recorded.payment.id));
  }

  const outcome = await startCardPayment(deps, {
    orderId: order.id,
    amountMinor: order.totalMinor,
    currency: order.currency,
    customerEmail: order.email,
    paymentMethodId,
    confirm: true,
    attempt,
  });
  return answerFor(deps, ready.order, outcome);
}
